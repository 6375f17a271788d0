/**
 * A zip bomb sent by a member: a 1 MB DOCX-shaped zip whose `[Content_Types].xml` inflates to 1 GB (and the same
 * bomb gzipped to 2 KB). The type sniffer used to inflate it whole: memory went up by gigabytes, the event loop
 * stalled for seconds, and the answer was a 500. Now it is answered at once, and memory stays where it was.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_AN_IMAGE_MESSAGE } from '../domain/images/intake.js';
import { UNSUPPORTED_ATTACHMENT_MESSAGE } from '../domain/messaging/attachments.js';
import { WORD_CONTENT_TYPES, zipBomb } from '../testing/files.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { messagingHelpers } from '../testing/messaging.js';
import { multipart } from '../testing/rest.js';

const GB = 1024 * 1024 * 1024;
const MB = 1024 * 1024;

let app: TestApp;
let h: ReturnType<typeof messagingHelpers>;
let bomb: Buffer;
beforeAll(async () => {
  app = await createTestApp();
  h = messagingHelpers(app);
  bomb = await zipBomb(GB);
});
afterAll(() => app.close());

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const form = (field: string, data: Buffer, name: string, content?: string) =>
  multipart({ content }, { [field]: { data, type: DOCX, name } });

/** The answer to `send`, and how far the process's memory (RSS) rose while it ran, sampled as it went. */
async function withMemory(send: () => Promise<Response>): Promise<{ response: Response; growthMb: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2);
  try {
    const response = await send();
    await response.clone().arrayBuffer();
    return { response, growthMb: (Math.max(peak, process.memoryUsage().rss) - before) / MB };
  } finally {
    clearInterval(sample);
  }
}

describe('a DOCX-shaped zip bomb as a message attachment', () => {
  it('is refused (415) without being inflated, uploaded first or sent with a message', async () => {
    const { host, id } = await h.directChat();
    expect(bomb.byteLength).toBeLessThan(2 * MB);
    const upload = await withMemory(() =>
      host.client.post(`/api/conversations/${id}/attachments`, form('attachment', bomb, 'plans.docx')),
    );
    await h.refused(upload.response, 415, UNSUPPORTED_ATTACHMENT_MESSAGE);
    expect(upload.growthMb).toBeLessThan(200);

    const sent = await withMemory(() =>
      host.client.post(`/api/conversations/${id}/messages`, form('attachment', bomb, 'plans.docx', 'Plans')),
    );
    await h.refused(sent.response, 415, UNSUPPORTED_ATTACHMENT_MESSAGE);
    expect(sent.growthMb).toBeLessThan(200);
    expect(await h.prisma.upload.count({ where: { conversationId: id } })).toBe(0);
  });

  it('is stored as sent, never inflated, when its first bytes declare a Word document', async () => {
    const { host, friend, id } = await h.directChat();
    const declared = await zipBomb(GB, WORD_CONTENT_TYPES);
    const { response, growthMb } = await withMemory(() =>
      host.client.post(`/api/conversations/${id}/attachments`, form('attachment', declared, 'plans.docx')),
    );
    const stored = await h.json<{ attachmentUrl: string; attachmentSize: number }>(response, 201);
    expect(stored.attachmentSize).toBe(declared.byteLength);
    expect(growthMb).toBeLessThan(200);
    const served = Buffer.from(await (await friend.client.get(stored.attachmentUrl)).arrayBuffer());
    expect(createHash('sha256').update(served).digest('hex')).toBe(createHash('sha256').update(declared).digest('hex'));
  });

  it('is refused in 2 KB of gzip too, and as an image (415), memory unmoved', async () => {
    const { host, id } = await h.directChat();
    const nested = gzipSync(bomb, { level: 9 });
    const attached = await withMemory(() =>
      host.client.post(`/api/conversations/${id}/attachments`, form('attachment', nested, 'plans.docx')),
    );
    await h.refused(attached.response, 415, UNSUPPORTED_ATTACHMENT_MESSAGE);
    expect(attached.growthMb).toBeLessThan(200);

    for (const data of [bomb, nested, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), nested])]) {
      const image = await withMemory(() => host.client.post('/api/uploads/images', form('image', data, 'photo.jpg')));
      await h.refused(image.response, 415, NOT_AN_IMAGE_MESSAGE);
      expect(image.growthMb).toBeLessThan(200);
    }
  });
});
