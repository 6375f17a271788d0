import { createHash, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLocation, applyMigrations } from '../../db/migrator/migrator.js';
import { createPrisma } from '../../db/prisma.js';
import { createUnitOfWork } from '../../db/unit-of-work-client.js';
import { runInUnitOfWork } from '../../db/unit-of-work.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { createEmptyDatabase } from '../../testing/databases.js';
import { buildUser } from '../../testing/factories.js';
import { sweepExpired } from '../maintenance.js';
import type { ReceivedFile } from './bytes.js';
import { CHUNK_BYTES, ORPHAN_CHUNK_AGE_MS, readUploadBytes } from './chunks.js';
import { storeUpload } from './store.js';

let app: TestApp;
const folder = mkdtempSync(join(tmpdir(), 'dadhood-chunks-test-'));
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
  rmSync(folder, { recursive: true, force: true });
});

const db = () => app.services.prisma;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function chunkSizes(uploadId: string): Promise<number[]> {
  const rows = await db().$queryRaw<{ size: number }[]>`
    SELECT length("data") AS size FROM "UploadChunk" WHERE "uploadId" = ${uploadId}::uuid ORDER BY "index"`;
  return rows.map((row) => Number(row.size));
}

const upload = (data: Buffer | ReceivedFile) =>
  storeUpload(db(), { data, mimeType: 'text/plain', originalName: 'notes.txt' });

describe('storeUpload and readUploadBytes', () => {
  it('keeps the bytes in chunks of at most 256 KB, from memory or from a received file, and reads them back whole', async () => {
    const data = randomBytes(2 * CHUNK_BYTES + 1000);
    const path = join(folder, 'received');
    writeFileSync(path, data);
    for (const bytes of [data, { path, byteLength: data.byteLength, sha256: sha256(data) }]) {
      const { id } = await upload(bytes);
      expect(await chunkSizes(id)).toEqual([CHUNK_BYTES, CHUNK_BYTES, 1000]);
      const row = await db().upload.findUniqueOrThrow({ where: { id } });
      expect(row).toMatchObject({ byteSize: data.byteLength, sha256: sha256(data) });
      expect((await readUploadBytes(db(), id, row.byteSize)).equals(data)).toBe(true);
    }
    const empty = await upload(Buffer.alloc(0));
    expect(await chunkSizes(empty.id)).toEqual([]);
    expect(await readUploadBytes(db(), empty.id, 0)).toEqual(Buffer.alloc(0));
  });

  it("writes the chunks ahead of a request's transaction: a failed request leaves orphans, which the sweep deletes after an hour", async () => {
    const kept = await upload(randomBytes(1000));
    const unit = createUnitOfWork(db());
    const stored = await runInUnitOfWork(unit, async () => {
      const result = await upload(randomBytes(CHUNK_BYTES + 10));
      expect(unit.began).toBe(true); // by the Upload row
      return result;
    });
    await unit.rollback();
    expect(await db().upload.count({ where: { id: stored.id } })).toBe(0);
    expect(await chunkSizes(stored.id)).toEqual([CHUNK_BYTES, 10]); // committed on their own: nothing names them

    await sweepExpired(app.services);
    expect(await chunkSizes(stored.id)).toHaveLength(2); // a request may still be storing them
    const later = new Date(Date.now() + ORPHAN_CHUNK_AGE_MS + 60_000);
    expect((await sweepExpired(app.services, later)).uploadChunks).toBeGreaterThanOrEqual(2);
    expect(await chunkSizes(stored.id)).toEqual([]);
    expect(await chunkSizes(kept.id)).toEqual([1000]);
  });

  it('writes them in the transaction once it has begun, so a rollback leaves nothing (and PGlite does not wait on itself)', async () => {
    const owner = await buildUser(db());
    const unit = createUnitOfWork(db());
    const stored = await runInUnitOfWork(unit, async () => {
      await db().user.update({ where: { id: owner.id }, data: { bio: 'Uploading' } });
      return upload(randomBytes(CHUNK_BYTES + 10));
    });
    await unit.rollback();
    expect(await chunkSizes(stored.id)).toEqual([]);
  });

  it("deletes an upload's chunks with it, however it goes", async () => {
    const owner = await buildUser(db());
    const [one, two] = [
      await upload(randomBytes(10)),
      await storeUpload(db(), { data: randomBytes(CHUNK_BYTES + 1), mimeType: 'image/png', ownerId: owner.id }),
    ];
    await db().upload.delete({ where: { id: one.id } });
    expect(await chunkSizes(one.id)).toEqual([]);
    expect(await chunkSizes(two.id)).toHaveLength(2);
    await db().upload.deleteMany({ where: { ownerId: owner.id } });
    expect(await chunkSizes(two.id)).toEqual([]);
  });
});

describe('the migration to chunks', () => {
  it('moves the bytes of the uploads already stored into chunks', async () => {
    const migrations = join(folder, 'migrations');
    const names = readdirSync(defaultLocation.migrationsDir).sort();
    const chunking = names.find((name) => name.endsWith('_upload_chunks'))!;
    for (const name of names) {
      if (name <= chunking || !/^\d/.test(name))
        cpSync(join(defaultLocation.migrationsDir, name), join(migrations, name), { recursive: true });
    }
    rmSync(join(migrations, chunking), { recursive: true });
    const database = await createEmptyDatabase();
    try {
      const location = { ...defaultLocation, migrationsDir: migrations };
      await applyMigrations(database, location);
      const sizes = [0, 10, CHUNK_BYTES, 2 * CHUNK_BYTES + 7];
      const files = sizes.map((size) => randomBytes(size));
      for (const [i, data] of files.entries()) {
        await database.query(
          `INSERT INTO "Upload" (id, key, "mimeType", "byteSize", sha256, data) VALUES (gen_random_uuid(), $1, 'text/plain', $2, '', decode($3, 'hex'))`,
          [`key${i}.txt`, data.byteLength, data.toString('hex')],
        );
      }
      cpSync(join(defaultLocation.migrationsDir, chunking), join(migrations, chunking), { recursive: true });
      expect((await applyMigrations(database, location)).applied).toEqual([chunking]);

      const prisma = createPrisma(database);
      try {
        for (const [i, data] of files.entries()) {
          const row = await prisma.upload.findUniqueOrThrow({ where: { key: `key${i}.txt` } });
          expect((await readUploadBytes(prisma, row.id, row.byteSize)).equals(data)).toBe(true);
        }
        const counts = await prisma.$queryRaw<{ count: number }[]>`SELECT count(*)::int AS count FROM "UploadChunk"`;
        expect(counts[0]!.count).toBe(0 + 1 + 1 + 3);
      } finally {
        await prisma.$disconnect();
      }
    } finally {
      await database.close();
    }
  }, 120_000);
});
