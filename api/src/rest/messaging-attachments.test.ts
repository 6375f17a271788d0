import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_TOO_LARGE_MESSAGE } from '../domain/images/intake.js';
import { cameraJpegWithGps, scene, skinBlobs } from '../testing/images.js';
import { FILE_TOO_LARGE_MESSAGE, UNSUPPORTED_ATTACHMENT_MESSAGE } from '../domain/messaging/attachments.js';
import { doc, docx, exe, pdf, xls, zip } from '../testing/files.js';
import { readUploadBytes } from '../domain/uploads/chunks.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { messagingHelpers, type Dad, type MessageBody } from '../testing/messaging.js';
import { multipart } from '../testing/rest.js';

const ADULT_IMAGE_MESSAGE =
  'This image appears to contain adult content and cannot be posted. Dadhood is a family-friendly community.';

// One app, and so one load of the real moderation model, for the whole file.
let app: TestApp;
let h: ReturnType<typeof messagingHelpers>;
beforeAll(async () => {
  app = await createTestApp();
  h = messagingHelpers(app);
  await app.services.moderation.ready();
}, 120_000);
afterAll(() => app.close());

const attachmentForm = (data: Buffer, name: string, type: string, content?: string) =>
  multipart({ content }, { attachment: { data, type, name } });

/** Two connected dads in a direct chat, and a dad outside it (a connection of the host's). */
async function chat() {
  const {
    host,
    friends: [friend, outsider],
  } = await h.circle(2);
  const { id } = await h.startDirect(host, friend!);
  return { host, friend: friend!, outsider: outsider!, id };
}

const sendFile = (from: Dad, conversationId: string, form: ReturnType<typeof attachmentForm>) =>
  from.client.post(`/api/conversations/${conversationId}/messages`, form);

const leftovers = async (conversationId: string) => ({
  uploads: await h.prisma.upload.count({ where: { conversationId } }),
  messages: await h.prisma.message.count({ where: { conversationId } }),
});

/** The name a Content-Disposition gives, from its UTF-8 form (RFC 6266 / 5987). */
function dispositionName(header: string | null): string | undefined {
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(header ?? '')?.[1];
  expect(encoded, header ?? '').toMatch(/^[A-Za-z0-9!#$&+.^_`|~%-]+$/); // attr-chars and %-escapes only
  return encoded === undefined ? undefined : decodeURIComponent(encoded);
}

describe('image attachments', () => {
  it('re-encodes the image without its metadata, binds it to the conversation and serves it to participants only', async () => {
    const { host, friend, outsider, id } = await chat();
    const message = await h.json<MessageBody>(
      await sendFile(
        friend,
        id,
        attachmentForm(await cameraJpegWithGps(), 'IMG_0042.jpg', 'image/jpeg', 'Look at this'),
      ),
      201,
    );
    expect(message).toMatchObject({ content: 'Look at this', attachmentType: 'image', attachmentName: 'IMG_0042.jpg' });
    expect(message.attachmentUrl).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}\.jpg$/);
    const upload = await h.prisma.upload.findUniqueOrThrow({
      where: { key: message.attachmentUrl!.slice('/uploads/'.length) },
    });
    expect(upload).toMatchObject({
      conversationId: id,
      ownerId: friend.user.id,
      mimeType: 'image/jpeg',
      width: 400,
      height: 600,
    });
    expect(message.attachmentSize).toBe(upload.byteSize);
    const data = await readUploadBytes(h.prisma, upload.id, upload.byteSize);
    const metadata = await sharp(data).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(data.includes(Buffer.from('DadCam'))).toBe(false);

    const served = await host.client.get(message.attachmentUrl!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('private, no-cache');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBeNull();
    expect(Buffer.from(await served.arrayBuffer()).equals(data)).toBe(true);
    const again = await host.client.get(message.attachmentUrl!, { 'if-none-match': served.headers.get('etag')! });
    expect(again.status).toBe(304);

    for (const stranger of [outsider.client, app.client()]) {
      const refused = await stranger.get(message.attachmentUrl!);
      expect(refused.status).toBe(404);
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect(await refused.text()).toBe('Not found');
    }
    // Not even through a post: a chat attachment stays in its conversation.
    const post = await friend.client.post('/api/posts', {
      json: { content: 'Sharing', imageUrl: message.attachmentUrl },
    });
    expect(post.status).toBe(400);
  });

  it('uploads an image first (POST .../attachments), keeping the cleaned name it shows on the upload', async () => {
    const { host, friend, outsider, id } = await chat();
    const response = await host.client.post(
      `/api/conversations/${id}/attachments`,
      attachmentForm(await scene(), 'grill\r\nparty.jpg', 'image/jpeg'),
    );
    const stored = await h.json<{ attachmentUrl: string; attachmentName: string; attachmentType: string }>(
      response,
      201,
    );
    expect(stored).toMatchObject({ attachmentType: 'image', attachmentName: 'grillparty.jpg' });
    const upload = await h.prisma.upload.findUniqueOrThrow({
      where: { key: stored.attachmentUrl.slice('/uploads/'.length) },
    });
    expect(upload).toMatchObject({ originalName: 'grillparty.jpg', conversationId: id });
    expect((await friend.client.get(stored.attachmentUrl)).status).toBe(200);
    expect((await outsider.client.get(stored.attachmentUrl)).status).toBe(404);
  });

  it('refuses an adult image with the same 400 message as posts, keeping nothing', async () => {
    const { host, id } = await chat();
    const response = await sendFile(host, id, attachmentForm(await skinBlobs('warm'), 'blobs.png', 'image/png', 'hmm'));
    await h.refused(response, 400, ADULT_IMAGE_MESSAGE);
    const upload = await host.client.post(
      `/api/conversations/${id}/attachments`,
      attachmentForm(await skinBlobs('warm'), 'blobs.png', 'image/png'),
    );
    await h.refused(upload, 400, ADULT_IMAGE_MESSAGE);
    expect(await leftovers(id)).toEqual({ uploads: 0, messages: 0 });
    expect(await h.prisma.upload.count({ where: { ownerId: host.user.id } })).toBe(0);
  });

  it('answers 413 for an image over 5 MB, with the image wording', async () => {
    const { host, id } = await chat();
    const large = Buffer.concat([await scene(), Buffer.alloc(5 * 1024 * 1024)]);
    await h.refused(
      await sendFile(host, id, attachmentForm(large, 'huge.jpg', 'image/jpeg')),
      413,
      IMAGE_TOO_LARGE_MESSAGE,
    );
    expect(await leftovers(id)).toEqual({ uploads: 0, messages: 0 });
  });
});

describe('document attachments', () => {
  const documents = [
    { name: 'plan.pdf', data: pdf(), type: 'application/pdf' },
    {
      name: 'cut list.docx',
      data: docx(),
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
    { name: 'old-recipes.doc', data: doc(), type: 'application/msword' },
    { name: 'packing.txt', data: Buffer.from('Tent\nStove\nMarshmallows\n'), type: 'text/plain' },
  ];

  it('accepts PDF, DOCX, DOC and text by content, as sent, served as downloads under their names with nosniff', async () => {
    const { host, friend, outsider, id } = await chat();
    for (const { name, data, type } of documents) {
      // Declared as something else: only the bytes count.
      const message = await h.json<MessageBody>(
        await sendFile(host, id, attachmentForm(data, name, 'application/octet-stream')),
        201,
      );
      expect(message).toMatchObject({
        content: '',
        attachmentType: 'file',
        attachmentName: name,
        attachmentSize: data.length,
      });
      const served = await friend.client.get(message.attachmentUrl!);
      expect(served.status, name).toBe(200);
      expect(served.headers.get('content-type')).toMatch(new RegExp(`^${type}`));
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toBe('private, no-cache');
      expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
      expect(dispositionName(served.headers.get('content-disposition'))).toBe(name);
      expect(Buffer.from(await served.arrayBuffer()).equals(data)).toBe(true);
      expect((await outsider.client.get(message.attachmentUrl!)).status).toBe(404);
      expect((await app.client().get(message.attachmentUrl!)).status).toBe(404);
    }
    expect((await h.summary(friend, id)).unreadCount).toBe(documents.length);
  });

  it('keeps a name with quotes, brackets and non-ASCII letters for the download, in both header forms', async () => {
    const { host, friend, id } = await chat();
    const name = "Dad's plan (v2) * — Räucherofen.pdf";
    const message = await h.json<MessageBody>(
      await sendFile(host, id, attachmentForm(pdf(), name, 'application/pdf')),
      201,
    );
    expect(message.attachmentName).toBe(name);
    const disposition = (await friend.client.get(message.attachmentUrl!)).headers.get('content-disposition');
    expect(disposition).toContain(`filename="Dad's plan (v2) * _ R_ucherofen.pdf"`);
    expect(dispositionName(disposition)).toBe(name);
  });

  it('stores text renamed .pdf as text, and refuses an executable or a zip renamed .pdf (415), keeping nothing', async () => {
    const { host, friend, id } = await chat();
    const renamed = await h.json<MessageBody>(
      await sendFile(
        host,
        id,
        attachmentForm(Buffer.from('Not really a PDF.\n'), 'notes.pdf', 'application/pdf', 'Notes'),
      ),
      201,
    );
    expect(renamed).toMatchObject({ attachmentType: 'file', attachmentName: 'notes.pdf' });
    const served = await friend.client.get(renamed.attachmentUrl!);
    expect(served.headers.get('content-type')).toMatch(/^text\/plain/);

    const before = await leftovers(id);
    for (const data of [exe(), zip(), xls()]) {
      await h.refused(
        await sendFile(host, id, attachmentForm(data, 'invoice.pdf', 'application/pdf', 'Open me')),
        415,
        UNSUPPORTED_ATTACHMENT_MESSAGE,
      );
    }
    expect(await leftovers(id)).toEqual(before);
  });

  it('answers 413 for a document over 10 MB, keeping nothing', async () => {
    const { host, id } = await chat();
    const large = Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024)]);
    await h.refused(
      await sendFile(host, id, attachmentForm(large, 'scan.pdf', 'application/pdf', 'Big one')),
      413,
      FILE_TOO_LARGE_MESSAGE,
    );
    await h.refused(
      await host.client.post(
        `/api/conversations/${id}/attachments`,
        attachmentForm(large, 'scan.pdf', 'application/pdf'),
      ),
      413,
      FILE_TOO_LARGE_MESSAGE,
    );
    expect(await leftovers(id)).toEqual({ uploads: 0, messages: 0 });
  });

  it('refuses a non-participant posting an attachment (404), storing nothing', async () => {
    const { outsider, id } = await chat();
    await h.refused(await sendFile(outsider, id, attachmentForm(pdf(), 'plan.pdf', 'application/pdf', 'Hi')), 404);
    await h.refused(
      await outsider.client.post(
        `/api/conversations/${id}/attachments`,
        attachmentForm(pdf(), 'plan.pdf', 'application/pdf'),
      ),
      404,
    );
    expect(await h.prisma.upload.count({ where: { ownerId: outsider.user.id } })).toBe(0);
  });

  it('leaves no upload behind when the message itself fails to be written', async () => {
    const { host, id } = await chat();
    await app.db.query(`CREATE FUNCTION test_refuse_message() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
    await app.db.query(`CREATE TRIGGER test_refuse_message BEFORE INSERT ON "Message"
      FOR EACH ROW WHEN (NEW.content = 'refuse me') EXECUTE FUNCTION test_refuse_message()`);
    const response = await sendFile(host, id, attachmentForm(pdf(), 'plan.pdf', 'application/pdf', 'refuse me'));
    expect(response.status).toBe(500);
    expect(await leftovers(id)).toEqual({ uploads: 0, messages: 0 });
  });
});

describe('POST /api/conversations/{id}/attachments, then PUT /api/messages/{id}', () => {
  it('uploads first (201 with the attachment fields), 400 without a file', async () => {
    const { host, friend, outsider, id } = await chat();
    const response = await host.client.post(
      `/api/conversations/${id}/attachments`,
      attachmentForm(docx(), 'plans.docx', 'application/zip'),
    );
    const stored = await h.json<Record<string, unknown>>(response, 201);
    expect(stored).toEqual({
      attachmentUrl: expect.stringMatching(/^\/uploads\/[A-Za-z0-9_-]{22}\.docx$/),
      attachmentType: 'file',
      attachmentName: 'plans.docx',
      attachmentSize: docx().length,
    });
    expect((await friend.client.get(stored.attachmentUrl as string)).status).toBe(200);
    expect((await outsider.client.get(stored.attachmentUrl as string)).status).toBe(404);
    await h.refused(
      await host.client.post(`/api/conversations/${id}/attachments`, { multipart: new FormData() }),
      400,
      'Please choose a file to attach.',
    );
  });

  it('replaces a message attachment on edit, and keeps an attachment-only message when its text is cleared', async () => {
    const { host, id } = await chat();
    const sent = await h.json<MessageBody>(
      await sendFile(host, id, attachmentForm(pdf(), 'v1.pdf', 'application/pdf', 'Version 1')),
      201,
    );
    const form = attachmentForm(Buffer.from('Version 2, as text.\n'), 'v2.txt', 'text/plain', '');
    const edited = await h.json<MessageBody>(await host.client.request('PUT', `/api/messages/${sent.id}`, form), 200);
    expect(edited).toMatchObject({
      id: sent.id,
      content: '',
      isEdited: true,
      attachmentType: 'file',
      attachmentName: 'v2.txt',
    });
    expect(edited.attachmentUrl).not.toBe(sent.attachmentUrl);
    const served = await host.client.get(edited.attachmentUrl!);
    expect(await served.text()).toBe('Version 2, as text.\n');
  });
});
