/** Every column of the schema that holds an upload's URL has its rule in UPLOAD_COLUMNS, so /uploads checks it. */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { UPLOAD_COLUMNS } from './access.js';

/** Columns ending in Url that hold addresses elsewhere, never an upload's. */
const NOT_UPLOADS = new Set(['Event.meetingUrl']);

it('knows every column that can name an upload', () => {
  const schema = readFileSync(new URL('../../../../prisma/schema.prisma', import.meta.url), 'utf8');
  const found: string[] = [];
  for (const [, model, body] of schema.matchAll(/^model (\w+) \{\n([\s\S]*?)^\}/gm)) {
    for (const [, field] of body!.matchAll(/^\s+(\w+Url)\s+String\b/gm)) found.push(`${model}.${field}`);
  }
  const listed = UPLOAD_COLUMNS.flatMap(({ table, columns }) => columns.map((column) => `${table}.${column}`));
  expect(found.filter((column) => !NOT_UPLOADS.has(column)).sort()).toEqual([...listed].sort());
});
