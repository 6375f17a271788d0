/**
 * One copy of each package version in a bundle. The root node_modules holds older Radix internals (react-slot,
 * react-primitive, ...) that Prisma Studio, an API dependency, asks for, so npm nests the web app's newer
 * versions under every Radix package that needs them: 15 identical copies of react-slot, each a module of its
 * own to the bundler. Imports that resolve into any copy of name@version go to one of them (the first by path,
 * so that builds stay reproducible). Same name, same version: the same code.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path/posix';
import type { Plugin } from 'vite';

const MODULES = '/node_modules/';

/** The outermost node_modules folder a file is under, and the folder and name of the package it belongs to. */
function packageOf(id: string): { top: string; dir: string; name: string } | null {
  const last = id.lastIndexOf(MODULES);
  if (last < 0) return null;
  const [scopeOrName = '', scoped = ''] = id.slice(last + MODULES.length).split('/');
  const name = scopeOrName.startsWith('@') ? `${scopeOrName}/${scoped}` : scopeOrName;
  return {
    top: id.slice(0, id.indexOf(MODULES) + MODULES.length - 1),
    dir: id.slice(0, last + MODULES.length) + name,
    name,
  };
}

/** Every package folder under a node_modules folder, nested ones included: name → folders. */
function indexPackages(top: string): Map<string, string[]> {
  const index = new Map<string, string[]>();
  const visit = (modules: string) => {
    for (const entry of readdirSync(modules, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
      const names = entry.name.startsWith('@')
        ? readdirSync(path.join(modules, entry.name)).map((child) => `${entry.name}/${child}`)
        : [entry.name];
      for (const name of names) {
        const dir = path.join(modules, name);
        index.set(name, [...(index.get(name) ?? []), dir]);
        if (existsSync(path.join(dir, 'node_modules'))) visit(path.join(dir, 'node_modules'));
      }
    }
  };
  visit(top);
  for (const dirs of index.values()) dirs.sort();
  return index;
}

export function dedupePackageCopies(): Plugin {
  const indexes = new Map<string, Map<string, string[]>>();
  const versions = new Map<string, string | undefined>();
  const versionOf = (dir: string) => {
    if (!versions.has(dir)) {
      const manifest = path.join(dir, 'package.json');
      versions.set(
        dir,
        existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version : undefined,
      );
    }
    return versions.get(dir);
  };
  const canonicalDir = (top: string, name: string, dir: string) => {
    if (!indexes.has(top)) indexes.set(top, indexPackages(top));
    const version = versionOf(dir);
    if (version === undefined) return dir;
    return (
      indexes
        .get(top)!
        .get(name)
        ?.find((candidate) => versionOf(candidate) === version) ?? dir
    );
  };
  return {
    name: 'dadhood:dedupe-package-copies',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || source.startsWith('\0') || source.startsWith('.') || path.isAbsolute(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const found = packageOf(resolved.id);
      if (!found) return resolved;
      const dir = canonicalDir(found.top, found.name, found.dir);
      return dir === found.dir ? resolved : { ...resolved, id: dir + resolved.id.slice(found.dir.length) };
    },
  };
}
