/**
 * Hot statements (./hot.ts) outside a transaction go to PostgreSQL through the pool itself rather than through
 * Prisma. They are the statements nearly every request sends (the session lookup, a feed page), and Prisma's
 * client adds ~0.2 ms of CPU to each on top of the driver's own work: an extra ~0.3 ms on every signed-in request,
 * for a lookup that needs none of what the client does (`npm run bench:feed -- --steps` measures each step).
 *
 * The rows must come back exactly as `$queryRaw` would give them, so code above cannot tell the two paths apart:
 * int8 as BigInt, numeric as Prisma's Decimal, timestamps (with or without a zone, stored as UTC) and dates as
 * Dates, JSON parsed, arrays as arrays. A column of any other type is refused with an error naming it, so a hot
 * statement that returns one fails its tests on PostgreSQL instead of answering differently from PGlite: cast
 * it (`::text`, `::text[]`), as the app already does for enums. Parameters are sent as Prisma sends them (Dates
 * as UTC ISO text, BigInt and Decimal as text).
 *
 * Inside a unit of work hot statements stay with Prisma and the unit's transaction (./unit-of-work-client.ts).
 * Tests count these statements through the same `onQuery` as Prisma's.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { Prisma } from '../generated/prisma/client.js';

/** What a direct statement tells the `onQuery` listener (the shape of Prisma's query event). */
export type QueryListener = (event: { query: string; durationMs: number }) => void;

/** A hot statement's text and values (a Prisma.Sql). */
export interface HotSql {
  text: string;
  values: readonly unknown[];
}

export type HotQuery = (sql: HotSql) => Promise<unknown[]>;

type Parser = (value: string) => unknown;

/** PostgreSQL's text form of `timestamp` / `date` (no zone): the UTC wall time Prisma writes there. */
const utcTimestamp: Parser = (value) => new Date(`${value.replace(' ', 'T')}Z`);
const utcDate: Parser = (value) => new Date(`${value}T00:00:00Z`);

/** Every type a hot statement may return, by OID, and how its text is read (undefined: pg's own parser). */
const READERS = new Map<number, Parser | undefined>([
  [16, undefined], // bool
  [20, (value) => BigInt(value)], // int8
  [21, undefined], // int2
  [23, undefined], // int4
  [25, undefined], // text
  [114, undefined], // json
  [700, undefined], // float4
  [701, undefined], // float8
  [1042, undefined], // bpchar
  [1043, undefined], // varchar
  [1082, utcDate], // date
  [1114, utcTimestamp], // timestamp
  [1184, undefined], // timestamptz
  [1700, (value) => new Prisma.Decimal(value)], // numeric
  [2950, undefined], // uuid
  [3802, undefined], // jsonb
  [1000, undefined], // bool[]
  [1007, undefined], // int4[]
  [1009, undefined], // text[]
  [1015, undefined], // varchar[]
  [1185, undefined], // timestamptz[]
  [2951, undefined], // uuid[]
]);

export class UnreadableHotColumnError extends Error {
  constructor(column: string, oid: number) {
    super(
      `A hot statement returned "${column}" of type OID ${oid}, which the direct path does not read as Prisma would; cast it (::text, ::text[]).`,
    );
    this.name = 'UnreadableHotColumnError';
  }
}

function parserOf(oid: number, format?: string): Parser {
  const own = READERS.get(oid);
  if (own) return own;
  // Listed types without a reader of their own, and unlisted ones, which are refused once the fields are seen.
  return pg.types.getTypeParser(oid, (format ?? 'text') as 'text') as Parser;
}

/** A parameter as Prisma would send it. */
function toParameter(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (Prisma.Decimal.isDecimal(value)) return (value as Prisma.Decimal).toString();
  if (Array.isArray(value)) return value.map(toParameter);
  return value;
}

const MAX_NAMES = 1_000;

/**
 * Names for prepared hot statements, `prefix` and a hash of the text, each computed once: hot texts are few and
 * fixed (the bound only guards against a caller that varies one by mistake).
 */
export function statementNamer(prefix: string): (text: string) => string {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (name === undefined) {
      name = `${prefix}${createHash('sha1').update(text).digest('base64url')}`;
      if (names.size >= MAX_NAMES) names.clear();
      names.set(text, name);
    }
    return name;
  };
}

/** Not the names Prisma's adapter gives the same texts: pg refuses one name for two different texts. */
const statementName = statementNamer('hotd_');

/** Hot statements on the pool, prepared once per connection, their rows as `$queryRaw` reads them. */
export function poolHotQuery(pool: pg.Pool, onQuery?: QueryListener): HotQuery {
  const types = { getTypeParser: parserOf } as pg.CustomTypesConfig;
  return async ({ text, values }) => {
    const started = onQuery ? performance.now() : 0;
    const result = await pool.query({ name: statementName(text), text, values: values.map(toParameter), types });
    onQuery?.({ query: text, durationMs: performance.now() - started });
    for (const field of result.fields ?? []) {
      if (!READERS.has(field.dataTypeID)) throw new UnreadableHotColumnError(field.name, field.dataTypeID);
    }
    return result.rows;
  };
}

/** A `$queryRaw` call's argument when it is a hot statement (a Prisma.Sql starting with the mark). */
export function hotSqlOf(args: readonly unknown[], mark: string): HotSql | undefined {
  const [sql] = args;
  if (args.length !== 1 || !(sql instanceof Prisma.Sql)) return undefined;
  return sql.text.startsWith(mark) ? sql : undefined;
}
