/**
 * Hot statements outside a transaction go to the pool directly (./hot-reads.ts): their rows and parameters must
 * be exactly what Prisma's `$queryRaw` gives and sends, inside a unit of work they stay in its transaction, and
 * tests still count them. PostgreSQL only: PGlite has no pool, and its client runs every statement through Prisma.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Prisma } from '../generated/prisma/client.js';
import { createMigratedDatabase, testDatabaseKind } from '../testing/databases.js';
import { openClient } from './client.js';
import type { Database } from './database.js';
import { hot } from './hot.js';
import { UnreadableHotColumnError } from './hot-reads.js';
import { createPrisma, type DbClient } from './prisma.js';
import { createUnitOfWork } from './unit-of-work-client.js';
import { runInUnitOfWork } from './unit-of-work.js';

describe.skipIf(testDatabaseKind === 'pglite')('hot statements on the pool', () => {
  let db: Database;
  /** The app's client: hot statements outside a unit go to the pool. */
  let routed: DbClient;
  /** Prisma alone, as every statement ran before. */
  let plain: DbClient;
  const seen: string[] = [];

  beforeAll(async () => {
    db = await createMigratedDatabase(inject('template'));
    routed = createPrisma(db, { onQuery: ({ query }) => seen.push(query) });
    plain = openClient(db, {});
    await db.script('CREATE TABLE "HotProbe" ("key" text NOT NULL)');
  });
  afterAll(async () => {
    await routed?.$disconnect();
    await plain?.$disconnect();
    await db?.close();
  });

  const bothWays = async (sql: Prisma.Sql) => {
    const [direct, throughPrisma] = [await routed.$queryRaw(hot(sql)), await plain.$queryRaw(hot(sql))];
    return { direct, throughPrisma };
  };

  it('reads every type a hot statement may return as Prisma does, nulls included', async () => {
    const { direct, throughPrisma } = await bothWays(Prisma.sql`
      SELECT true AS "bool", 9007199254740993::int8 AS "int8", 3::int2 AS "int2", 4 AS "int4", 'x'::text AS "text",
             '{"a":[1,2.5,"b"]}'::json AS "json", 1.5::float4 AS "float4", 2.25::float8 AS "float8",
             'ab'::char(3) AS "bpchar", 'v'::varchar AS "varchar", '2026-11-30'::date AS "date",
             '2026-11-30 12:34:56.789'::timestamp AS "timestamp",
             '2026-11-30 12:34:56.789+02'::timestamptz AS "timestamptz", 12345678901234567890.125::numeric AS "numeric",
             'a3bb189e-8bf9-3888-9912-ace4e6543002'::uuid AS "uuid", '{"b":{"c":null}}'::jsonb AS "jsonb",
             '{true,false}'::bool[] AS "bools", '{1,2}'::int4[] AS "ints", '{"a b","c,d",NULL}'::text[] AS "texts",
             '{x}'::varchar[] AS "varchars", ARRAY['2026-01-01 00:00:00+00'::timestamptz] AS "timestamps",
             ARRAY['a3bb189e-8bf9-3888-9912-ace4e6543002'::uuid] AS "uuids", '{}'::text[] AS "empty"
      UNION ALL
      SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
             NULL, NULL, NULL, NULL, NULL, NULL`);
    expect(direct).toEqual(throughPrisma);
    const [row] = direct as Record<string, unknown>[];
    // The exact values, so a wrong reading on both paths would not pass either.
    expect(row).toMatchObject({
      int8: 9007199254740993n,
      date: new Date('2026-11-30T00:00:00Z'),
      timestamp: new Date('2026-11-30T12:34:56.789Z'),
      timestamptz: new Date('2026-11-30T10:34:56.789Z'),
      texts: ['a b', 'c,d', null],
    });
    expect(String(row!.numeric)).toBe('12345678901234567890.125');
    expect(Prisma.Decimal.isDecimal(row!.numeric)).toBe(true);
  });

  it('sends parameters as Prisma does', async () => {
    const at = new Date('2026-11-30T23:59:59.123Z');
    const ids = ['a3bb189e-8bf9-3888-9912-ace4e6543002', 'b3bb189e-8bf9-3888-9912-ace4e6543003'];
    const { direct, throughPrisma } = await bothWays(Prisma.sql`
      SELECT ${at}::timestamptz AS "at", ${at}::timestamp AS "wall", ${2n ** 62n}::int8 AS "big",
             ${new Prisma.Decimal('0.1')}::numeric + 0.2 AS "sum", ${ids}::uuid[] AS "ids", ${null}::text AS "none",
             ${"it's"} AS "quoted", ${7} + 1 AS "eight", ${true}::bool AS "yes"`);
    expect(direct).toEqual(throughPrisma);
    expect(direct).toEqual([
      {
        at,
        wall: at,
        big: 2n ** 62n,
        sum: new Prisma.Decimal('0.3'),
        ids,
        none: null,
        quoted: "it's",
        eight: 8,
        yes: true,
      },
    ]);
  });

  it('refuses a column it would not read as Prisma does, naming it, where Prisma alone reads it', async () => {
    const sql = hot(Prisma.sql`SELECT '\\x01'::bytea AS "data"`);
    await expect(plain.$queryRaw(sql)).resolves.toHaveLength(1);
    await expect(routed.$queryRaw(sql)).rejects.toThrow(UnreadableHotColumnError);
    await expect(routed.$queryRaw(sql)).rejects.toThrow(/"data" of type OID 17/);
  });

  it('tells onQuery of each statement, as Prisma does of its own', async () => {
    seen.length = 0;
    await routed.$queryRaw(hot(Prisma.sql`SELECT 1 AS "one"`));
    await routed.$queryRaw(Prisma.sql`SELECT 2 AS "two"`);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toContain('SELECT 1');
  });

  it('runs in the unit of work’s transaction once inside one: it sees the unit’s own uncommitted write', async () => {
    const key = `hot-${Date.now()}`;
    const count = () =>
      routed.$queryRaw<{ n: number }[]>(
        hot(Prisma.sql`SELECT count(*)::int AS n FROM "HotProbe" WHERE "key" = ${key}`),
      );
    const unit = createUnitOfWork(routed);
    const inside = await runInUnitOfWork(unit, async () => {
      await routed.$executeRaw`INSERT INTO "HotProbe" ("key") VALUES (${key})`;
      return count();
    });
    expect(inside).toEqual([{ n: 1 }]);
    // Outside, on the pool, the uncommitted row is not there; rolled back, it never was.
    expect(await count()).toEqual([{ n: 0 }]);
    await unit.rollback();
    expect(await count()).toEqual([{ n: 0 }]);
  });
});
