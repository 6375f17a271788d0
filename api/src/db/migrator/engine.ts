/**
 * Prisma's WebAssembly schema engine, the same engine `prisma migrate` runs natively, loaded by hand because
 * Node 20 cannot import a .wasm module. It talks to the database through our driver adapters, so migrations
 * need no downloaded binary.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';

type Bindings = typeof import('@prisma/schema-engine-wasm/schema_engine_bg');

let bindings: Promise<Bindings> | undefined;

async function instantiate(): Promise<Bindings> {
  const require = createRequire(import.meta.url);
  const glue = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
  const bg: Bindings = await import('@prisma/schema-engine-wasm/schema_engine_bg');
  const module = new WebAssembly.Module(readFileSync(path.join(path.dirname(glue), 'schema_engine_bg.wasm')));
  const instance = new WebAssembly.Instance(module, {
    './schema_engine_bg.js': bg as unknown as WebAssembly.ModuleImports,
  });
  const exports = instance.exports as unknown as Parameters<Bindings['__wbg_set_wasm']>[0] & {
    __wbindgen_start(): void;
  };
  bg.__wbg_set_wasm(exports);
  exports.__wbindgen_start();
  return bg;
}

export interface EngineSchema {
  path: string;
  content: string;
}

/** Opens an engine on the database behind `adapter`; call free() when done. */
export async function openSchemaEngine(
  adapter: SqlMigrationAwareDriverAdapterFactory,
  schema: EngineSchema,
  log: (line: string) => void = () => {},
): Promise<SchemaEngine> {
  bindings ??= instantiate();
  const { SchemaEngine } = await bindings;
  return SchemaEngine.new(
    { datamodels: [[schema.path, schema.content]] },
    log,
    bindMigrationAwareSqlAdapterFactory(adapter),
  );
}

/** The engine reports failures as objects carrying a message; turn them into Errors. */
export function engineError(error: unknown): Error {
  if (error instanceof Error) return error;
  if (error && typeof error === 'object' && 'message' in error) {
    const e = error as { message: unknown; error_code?: unknown };
    const code = typeof e.error_code === 'string' ? `${e.error_code}: ` : '';
    return new Error(`${code}${String(e.message)}`);
  }
  return new Error(String(error));
}
