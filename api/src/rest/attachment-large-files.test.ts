/**
 * A 9 MB PDF or text attachment used to hold the request thread for seconds (8.4 s on PGlite, 1.2 s on
 * PostgreSQL): the whole file went into, and came back out of, the database in one statement whose bytes the
 * driver handled one by one, and was checked as text in one go. Now it is stored and served in chunks, and
 * between chunks the thread serves others: the longest the event loop goes without running a timer stays
 * far below that, and the file comes back byte for byte.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigPdf, bigText } from '../domain/messaging/test-files.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { messagingHelpers, type Dad } from '../testing/messaging.js';

const MB = 1024 * 1024;
/** Generous for a shared, loaded machine: a chunk takes ~15 ms of the thread; the whole file took seconds. */
const LONGEST_BLOCK_MS = 1000;

let app: TestApp;
let h: ReturnType<typeof messagingHelpers>;
beforeAll(async () => {
  app = await createTestApp();
  h = messagingHelpers(app);
});
afterAll(() => app.close());

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The longest stretch the event loop went without running a timer while `work` ran, in ms. */
async function longestBlockMs<T>(work: () => Promise<T>): Promise<{ result: T; longest: number }> {
  let last = performance.now();
  let longest = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  try {
    const result = await work();
    return { result, longest: Math.max(longest, performance.now() - last) };
  } finally {
    clearInterval(tick);
  }
}

async function chat(): Promise<{ host: Dad; friend: Dad; id: string }> {
  const { host, friends: [friend] } = await h.circle(1);
  const { id } = await h.startDirect(host, friend!);
  return { host, friend: friend!, id };
}

function form(data: Buffer, name: string, content?: string) {
  const body = new FormData();
  if (content !== undefined) body.append('content', content);
  body.append('attachment', new Blob([new Uint8Array(data)], { type: 'application/octet-stream' }), name);
  return { multipart: body };
}

describe('9 MB attachments', () => {
  for (const { name, data, type } of [
    { name: 'scan.pdf', data: bigPdf(9 * MB), type: 'application/pdf' },
    { name: 'notes.txt', data: bigText(9 * MB), type: 'text/plain' },
  ]) {
    it(`stores and serves ${name} byte for byte, never holding the thread for long`, async () => {
      const { host, friend, id } = await chat();
      const stored = await longestBlockMs(async () =>
        h.json<{ attachmentUrl: string; attachmentSize: number }>(
          await host.client.post(`/api/conversations/${id}/attachments`, form(data, name)),
          201,
        ),
      );
      expect(stored.result.attachmentSize).toBe(data.byteLength);
      expect(stored.longest).toBeLessThan(LONGEST_BLOCK_MS);

      const served = await longestBlockMs(async () => {
        const response = await friend.client.get(stored.result.attachmentUrl);
        return { response, body: Buffer.from(await response.arrayBuffer()) };
      });
      expect(served.result.response.status).toBe(200);
      expect(served.result.response.headers.get('content-type')).toMatch(new RegExp(`^${type}`));
      expect(served.result.response.headers.get('content-length')).toBe(String(data.byteLength));
      expect(sha256(served.result.body)).toBe(sha256(data));
      expect(served.longest).toBeLessThan(LONGEST_BLOCK_MS);

      const etag = served.result.response.headers.get('etag')!;
      expect(etag).toBe(`"${sha256(data)}"`);
      expect((await friend.client.get(stored.result.attachmentUrl, { 'if-none-match': etag })).status).toBe(304);
    });
  }

  it('sends a 9 MB file with a message (multipart) and serves it back whole', async () => {
    const { host, friend, id } = await chat();
    const data = bigText(9 * MB);
    const sent = await longestBlockMs(async () =>
      h.json<{ attachmentUrl: string }>(await host.client.post(`/api/conversations/${id}/messages`, form(data, 'notes.txt', 'Notes')), 201),
    );
    expect(sent.longest).toBeLessThan(LONGEST_BLOCK_MS);
    const served = await friend.client.get(sent.result.attachmentUrl);
    expect(sha256(Buffer.from(await served.arrayBuffer()))).toBe(sha256(data));
  });

  it("writes an edit's new file ahead of the request's transaction too, and a failed edit publishes nothing", async () => {
    const { host, id } = await chat();
    const sent = await h.json<{ id: string }>(await host.client.post(`/api/conversations/${id}/messages`, { json: { content: 'v1' } }), 201);
    await app.db.query(`CREATE FUNCTION test_refuse_edit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
    await app.db.query(`CREATE TRIGGER test_refuse_edit BEFORE UPDATE ON "Message"
      FOR EACH ROW WHEN (NEW.content = 'refuse me') EXECUTE FUNCTION test_refuse_edit()`);
    const orphans = async () =>
      Number((await app.db.query<{ n: string }>(`SELECT count(*) AS n FROM "UploadChunk" c
        WHERE NOT EXISTS (SELECT 1 FROM "Upload" u WHERE u.id = c."uploadId")`))[0]!.n);
    const before = await orphans();
    const edit = await host.client.request('PUT', `/api/messages/${sent.id}`, form(bigText(MB), 'v2.txt', 'refuse me'));
    expect(edit.status).toBe(500);
    // The chunks were committed on their own, before the transaction that failed: no upload names them.
    expect(await orphans()).toBe(before + 4);
    expect(await h.prisma.upload.count({ where: { conversationId: id } })).toBe(0);
  });
});
