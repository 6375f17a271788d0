/**
 * An upload's bytes live in `UploadChunk` rows of at most CHUNK_BYTES, each written and read by a statement of
 * its own, so no statement holds the database, or on PGlite the request thread, for long (docs/uploads.md has
 * the measurements). Chunks are written before their `Upload` row and, while the request's transaction has not
 * begun, outside it: until the row commits they belong to nothing, and the hourly sweep deletes such orphans.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { hot } from '../../db/hot.js';
import type { DbTx } from '../../db/prisma.js';
import { aheadOfTransaction } from '../../db/unit-of-work-client.js';
import { Prisma } from '../../generated/prisma/client.js';
import { pieces, type UploadBytes } from './bytes.js';

/** 256 KB: on PGlite, writing one takes ~15 ms of the thread and reading one ~4 ms; 9 MB is 36 of them. */
export const CHUNK_BYTES = 256 * 1024;
/** Chunks no upload names are deleted once this old: the longest a request storing an upload may take. */
export const ORPHAN_CHUNK_AGE_MS = 60 * 60 * 1000;
/** Orphans deleted per statement, so a sweep after a flood of failed uploads is many short statements. */
const SWEEP_BATCH = 100;

/**
 * Writes the bytes as chunks of `uploadId`. A hex parameter decoded by the database: PGlite's driver
 * serialises a bytea parameter byte by byte (10 times slower).
 */
export async function writeChunks(db: DbTx, uploadId: string, bytes: UploadBytes): Promise<void> {
  let index = 0;
  for await (const piece of pieces(bytes, CHUNK_BYTES)) {
    const hex = piece.toString('hex');
    const at = index++;
    await aheadOfTransaction(
      db,
      (client) => client.$executeRaw`
      INSERT INTO "UploadChunk" ("uploadId", "index", "data") VALUES (${uploadId}::uuid, ${at}, decode(${hex}, 'hex'))`,
    );
  }
}

/**
 * The bytes of an upload of `byteSize` bytes, one chunk per statement, as base64 (PGlite's driver reads a
 * bytea column byte by byte too). Throws if a chunk is missing (the upload was deleted meanwhile).
 */
export async function* readChunks(db: DbTx, uploadId: string, byteSize: number): AsyncGenerator<Buffer> {
  for (let index = 0, read = 0; read < byteSize; index++) {
    // Other requests get the thread between chunks (PGlite answers without leaving it).
    if (index > 0) await nextTurn();
    const [chunk] = await db.$queryRaw<{ data: string }[]>(
      hot(
        Prisma.sql`SELECT encode("data", 'base64') AS "data" FROM "UploadChunk" WHERE "uploadId" = ${uploadId}::uuid AND "index" = ${index}`,
      ),
    );
    if (!chunk) throw new Error(`Upload ${uploadId} has no chunk ${index}`);
    const piece = Buffer.from(chunk.data, 'base64');
    read += piece.byteLength;
    yield piece;
  }
}

/** All of an upload's bytes (tests, and anything small). */
export async function readUploadBytes(db: DbTx, uploadId: string, byteSize: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const piece of readChunks(db, uploadId, byteSize)) parts.push(piece);
  return Buffer.concat(parts);
}

/** Deletes chunks older than ORPHAN_CHUNK_AGE_MS that no upload names; returns how many. */
export async function sweepOrphanChunks(db: DbTx, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ORPHAN_CHUNK_AGE_MS);
  let total = 0;
  for (;;) {
    const deleted = await db.$executeRaw`
      DELETE FROM "UploadChunk" c
      WHERE (c."uploadId", c."index") IN (
        SELECT o."uploadId", o."index" FROM "UploadChunk" o
        WHERE o."createdAt" < ${before} AND NOT EXISTS (SELECT 1 FROM "Upload" u WHERE u.id = o."uploadId")
        LIMIT ${SWEEP_BATCH})`;
    total += deleted;
    if (deleted < SWEEP_BATCH) return total;
    await nextTurn();
  }
}
