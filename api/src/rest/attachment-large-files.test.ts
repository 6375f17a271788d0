/**
 * A 9 MB PDF or text attachment used to hold the request thread for seconds (8.4 s on PGlite, 1.2 s on
 * PostgreSQL): the whole file went into, and came back out of, the database in one statement whose bytes the
 * driver handled one by one, and was checked as text in one go. Now it is stored and served in chunks, and
 * between chunks the thread serves others. These tests check the shape (a 9 MB file is stored as its 256 KB
 * chunks and comes back byte for byte); how long the thread is held is a figure on a shared machine, measured by
 * `npm run bench:stall` (docs/reliability.md#stalls), not asserted here.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigPdf, bigText } from '../testing/files.js';
import { CHUNK_BYTES } from '../domain/uploads/chunks.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { messagingHelpers } from '../testing/messaging.js';
import { multipart } from '../testing/rest.js';

const MB = 1024 * 1024;

let app: TestApp;
let h: ReturnType<typeof messagingHelpers>;
beforeAll(async () => {
  app = await createTestApp();
  h = messagingHelpers(app);
});
afterAll(() => app.close());

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The sizes of the chunks the conversation's one attachment is stored as, in order. */
async function chunkSizes(conversationId: string): Promise<number[]> {
  const rows = await app.db.query<{ n: number }>(
    `SELECT length(c.data) AS n FROM "UploadChunk" c JOIN "Upload" u ON u.id = c."uploadId"
     WHERE u."conversationId" = $1 ORDER BY c.index`,
    [conversationId],
  );
  return rows.map((row) => Number(row.n));
}

/** A file of `size` bytes as the chunks it is stored in. */
function expectedChunks(size: number): number[] {
  const sizes = Array.from({ length: Math.floor(size / CHUNK_BYTES) }, () => CHUNK_BYTES);
  return size % CHUNK_BYTES ? [...sizes, size % CHUNK_BYTES] : sizes;
}

const form = (data: Buffer, name: string, content?: string) =>
  multipart({ content }, { attachment: { data, type: 'application/octet-stream', name } });

describe('9 MB attachments', () => {
  for (const { name, data, type } of [
    { name: 'scan.pdf', data: bigPdf(9 * MB), type: 'application/pdf' },
    { name: 'notes.txt', data: bigText(9 * MB), type: 'text/plain' },
  ]) {
    it(`stores ${name} in chunks and serves it byte for byte`, async () => {
      const { host, friend, id } = await h.directChat();
      const stored = await h.json<{ attachmentUrl: string; attachmentSize: number }>(
        await host.client.post(`/api/conversations/${id}/attachments`, form(data, name)),
        201,
      );
      expect(stored.attachmentSize).toBe(data.byteLength);
      expect(await chunkSizes(id)).toEqual(expectedChunks(data.byteLength));

      const response = await friend.client.get(stored.attachmentUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(new RegExp(`^${type}`));
      expect(response.headers.get('content-length')).toBe(String(data.byteLength));
      expect(sha256(Buffer.from(await response.arrayBuffer()))).toBe(sha256(data));

      const etag = response.headers.get('etag')!;
      expect(etag).toBe(`"${sha256(data)}"`);
      expect((await friend.client.get(stored.attachmentUrl, { 'if-none-match': etag })).status).toBe(304);
    });
  }

  it('sends a 9 MB file with a message (multipart) and serves it back whole', async () => {
    const { host, friend, id } = await h.directChat();
    const data = bigText(9 * MB);
    const sent = await h.json<{ attachmentUrl: string }>(
      await host.client.post(`/api/conversations/${id}/messages`, form(data, 'notes.txt', 'Notes')),
      201,
    );
    expect(await chunkSizes(id)).toEqual(expectedChunks(data.byteLength));
    const served = await friend.client.get(sent.attachmentUrl);
    expect(sha256(Buffer.from(await served.arrayBuffer()))).toBe(sha256(data));
  });

  it("writes an edit's new file ahead of the request's transaction too, and a failed edit publishes nothing", async () => {
    const { host, id } = await h.directChat();
    const sent = await h.json<{ id: string }>(
      await host.client.post(`/api/conversations/${id}/messages`, { json: { content: 'v1' } }),
      201,
    );
    await app.db.query(`CREATE FUNCTION test_refuse_edit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
    await app.db.query(`CREATE TRIGGER test_refuse_edit BEFORE UPDATE ON "Message"
      FOR EACH ROW WHEN (NEW.content = 'refuse me') EXECUTE FUNCTION test_refuse_edit()`);
    const orphans = async () =>
      Number(
        (
          await app.db.query<{ n: string }>(`SELECT count(*) AS n FROM "UploadChunk" c
        WHERE NOT EXISTS (SELECT 1 FROM "Upload" u WHERE u.id = c."uploadId")`)
        )[0]!.n,
      );
    const before = await orphans();
    const edit = await host.client.request('PUT', `/api/messages/${sent.id}`, form(bigText(MB), 'v2.txt', 'refuse me'));
    expect(edit.status).toBe(500);
    // The chunks were committed on their own, before the transaction that failed: no upload names them.
    expect(await orphans()).toBe(before + 4);
    expect(await h.prisma.upload.count({ where: { conversationId: id } })).toBe(0);
  });
});
