/**
 * Whole rows of a model by id in one hot statement (./hot.ts), as Prisma's `findMany` returns them, for the
 * per-request loaders that fetch members, groups and channels by the page-full (a feed page's authors). Prisma's
 * client spends ~0.5 ms of CPU more than the statement itself on twenty rows of fifty columns; outside a
 * transaction on PostgreSQL this one goes to the pool directly (./hot-reads.ts). `rowsWhere` reads rows by a
 * condition of the caller's (a post the viewer may see) the same way, and `rowJsonSql` puts a row in another
 * statement's SELECT list.
 *
 * The SELECT list is written from Prisma's datamodel, once per model: every scalar and enum column, enums as text
 * (turned back into Prisma's spelling: the database has the dashed one, `stay-at-home`). Columns Prisma does not
 * expose (a search vector) are not read. A model with a Bytes column is refused: nothing here reads bytes as
 * Prisma does.
 */
import { fromSpecSpelling } from '../domain/vocabulary.js';
import { Prisma } from '../generated/prisma/client.js';
import { getDatamodel } from '../generated/prisma/pothos-types.js';
import type { DbTx } from './client.js';
import { hot } from './hot.js';

export interface FieldInfo {
  name: string;
  kind: string;
  type: string;
  isList: boolean;
}

const models = getDatamodel().datamodel.models as Record<string, { fields: readonly FieldInfo[] }>;
const fieldsByModel = new Map<string, Map<string, FieldInfo>>();

/** A model's fields by name, from Prisma's datamodel. */
export function fieldsOf(model: string): Map<string, FieldInfo> {
  let fields = fieldsByModel.get(model);
  if (!fields) {
    const definition = models[model];
    if (!definition) throw new Error(`No model ${model}`);
    fields = new Map(definition.fields.map((field) => [field.name, field]));
    fieldsByModel.set(model, fields);
  }
  return fields;
}

/**
 * A column's value read as SQL text or JSON, made what Prisma returns: DateTimes as Dates, enums in Prisma's
 * spelling, NULL lists as empty ones.
 */
export function prismaScalar(field: Omit<FieldInfo, 'name'>, value: unknown): unknown {
  if (value === null) return field.isList ? [] : null;
  if (field.isList && Array.isArray(value)) return value.map((item) => prismaScalar({ ...field, isList: false }, item));
  if (field.type === 'DateTime' && typeof value === 'string') return new Date(value);
  if (field.kind === 'enum' && typeof value === 'string') return fromSpecSpelling(value);
  return value;
}

export type RowsModel = 'User' | 'Group' | 'Channel' | 'Post';

interface ModelRead {
  /** The SELECT list and the table. */
  columns: Prisma.Sql;
  table: Prisma.Sql;
  /** Enum and list columns, which Prisma reads differently from SQL text (prismaScalar). */
  converted: FieldInfo[];
  /** The columns read differently as JSON: those, and DateTimes (ISO text in JSON). */
  convertedFromJson: FieldInfo[];
  /** A column JSON cannot carry as Prisma returns it (BigInt, Decimal), if the model has one. */
  notJson: FieldInfo | undefined;
}

/** Columns left out, as Prisma's `omit` (the credentials of a member). */
export type Omitted = Readonly<Record<string, true>>;

const reads = new Map<string, ModelRead>();

function readOf(model: RowsModel, omit: Omitted): ModelRead {
  const key = `${model}:${Object.keys(omit).sort().join(',')}`;
  let read = reads.get(key);
  if (!read) {
    const columns = [...fieldsOf(model).values()].filter(
      (field) => (field.kind === 'scalar' || field.kind === 'enum') && !omit[field.name],
    );
    const bytes = columns.find((field) => field.type === 'Bytes');
    if (bytes) throw new Error(`${model}.${bytes.name} is Bytes, which rowsById does not read as Prisma does.`);
    const list = columns
      .map(({ name, kind, isList }) => {
        const cast = kind === 'enum' ? (isList ? '::text[]' : '::text') : '';
        return `t."${name}"${cast} AS "${name}"`;
      })
      .join(', ');
    read = {
      columns: Prisma.raw(list),
      table: Prisma.raw(`"${model}"`),
      converted: columns.filter((field) => field.kind === 'enum' || field.isList),
      convertedFromJson: columns.filter((field) => field.kind === 'enum' || field.isList || field.type === 'DateTime'),
      notJson: columns.find((field) => field.type === 'BigInt' || field.type === 'Decimal'),
    };
    reads.set(key, read);
  }
  return read;
}

/**
 * The rows of `model` with these ids (in no particular order; missing ids are left out), as
 * `findMany({ where: { id: { in: ids } }, omit })` has them.
 */
export async function rowsById<T>(
  db: DbTx,
  model: RowsModel,
  ids: readonly string[],
  omit: Omitted = {},
): Promise<T[]> {
  if (ids.length === 0) return [];
  return readRows<T>(db, model, Prisma.sql`t.id = ANY(${[...ids]}::uuid[])`, omit, true);
}

/**
 * The rows of `model` that `where` picks on the alias `t`, as findMany has them: for a read whose condition is
 * more than ids (a post the viewer may see), one statement instead of a check and then Prisma's read.
 */
export function rowsWhere<T>(db: DbTx, model: RowsModel, where: Prisma.Sql, omit: Omitted = {}): Promise<T[]> {
  return readRows<T>(db, model, where, omit, false);
}

async function readRows<T>(db: DbTx, model: RowsModel, where: Prisma.Sql, omit: Omitted, isHot: boolean): Promise<T[]> {
  const { columns, table, converted } = readOf(model, omit);
  const sql = Prisma.sql`SELECT ${columns} FROM ${table} t WHERE ${where}`;
  const rows = await db.$queryRaw<Record<string, unknown>[]>(isHot ? hot(sql) : sql);
  for (const row of rows) {
    for (const field of converted) row[field.name] = prismaScalar(field, row[field.name] ?? null);
  }
  return rows as T[];
}

/**
 * One row of `model` as JSON, the columns rowsById reads, for a SELECT list: `where` picks the row on the alias
 * `t` (`t.id = p."authorId"`). NULL when no row matches. A statement that already reads posts reads their authors
 * this way instead of asking again (domain/feed/page.ts). Read it back with rowFromJson.
 */
export function rowJsonSql(model: RowsModel, where: Prisma.Sql, omit: Omitted = {}): Prisma.Sql {
  const { columns, table, notJson } = readOf(model, omit);
  if (notJson) throw new Error(`${model}.${notJson.name} is ${notJson.type}, which JSON does not carry whole.`);
  return Prisma.sql`(SELECT to_jsonb(r) FROM (SELECT ${columns} FROM ${table} t WHERE ${where}) r)`;
}

/** A row read with rowJsonSql (parsed JSON, changed in place), made what rowsById and findMany return. */
export function rowFromJson<T>(model: RowsModel, json: Record<string, unknown>, omit: Omitted = {}): T {
  for (const field of readOf(model, omit).convertedFromJson) {
    json[field.name] = prismaScalar(field, json[field.name] ?? null);
  }
  return json as T;
}
