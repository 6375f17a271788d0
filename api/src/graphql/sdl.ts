/**
 * The schema as SDL, sorted, with the generated-file header: what `npm run schema` writes to the committed
 * schema.graphql that Relay compiles against.
 */
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './schema/index.js';

export const SCHEMA_FILE = path.resolve(import.meta.dirname, '../../../schema.graphql');

const HEADER = `# This file is generated from the Pothos schema in api/src/graphql by \`npm run schema\`.
# Do not edit it by hand: a test fails when it differs from the schema.
`;

export function schemaSdl(): string {
  return `${HEADER}\n${printSchema(lexicographicSortSchema(schema))}\n`;
}
