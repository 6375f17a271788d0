/**
 * Multipart files are streamed to temporary files for the length of their request: whatever the outcome, none
 * is left behind, and an Idempotency-Key still tells files apart by their content.
 */
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pdf } from '../testing/files.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { messagingHelpers, type MessageBody } from '../testing/messaging.js';
import { multipart } from '../testing/rest.js';
import { receivedFilesFolder } from './upload-storage.js';

let app: TestApp;
let h: ReturnType<typeof messagingHelpers>;
beforeAll(async () => {
  app = await createTestApp();
  h = messagingHelpers(app);
});
afterAll(() => app.close());

const form = (data: Buffer, name: string) =>
  multipart({ content: 'Here' }, { attachment: { data, type: 'application/pdf', name } });

/** The received files are removed once their response has gone (just after the client has it). */
const noFileLeft = () => vi.waitFor(() => expect(readdirSync(receivedFilesFolder())).toEqual([]), { timeout: 5_000 });

describe('received files', () => {
  it('are removed after the request, whether it stored them or refused them', async () => {
    const { host, id } = await h.directChat();
    const path = `/api/conversations/${id}/messages`;
    await h.json<MessageBody>(await host.client.post(path, form(pdf(), 'plan.pdf')), 201);
    await noFileLeft();
    await h.refused(await host.client.post(path, form(Buffer.from([0, 1, 2, 3]), 'plan.pdf')), 415);
    await noFileLeft();
    await h.refused(await host.client.post(path, form(Buffer.alloc(10 * 1024 * 1024 + 1, 'a'), 'big.txt')), 413);
    await noFileLeft();
    const outsider = await h.dad();
    await h.refused(await outsider.client.post(path, form(pdf(), 'plan.pdf')), 404);
    await noFileLeft();
  });

  it('are told apart by content under an Idempotency-Key: the same file replays, another is refused', async () => {
    const { host, id } = await h.directChat();
    const path = `/api/conversations/${id}/messages`;
    const key = { 'Idempotency-Key': `attachment-${Date.now()}` };
    const first = await h.json<MessageBody>(await host.client.post(path, form(pdf('v1'), 'plan.pdf'), key), 201);
    const again = await host.client.post(path, form(pdf('v1'), 'plan.pdf'), key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await h.json<MessageBody>(again, 201)).id).toBe(first.id);
    await h.refused(await host.client.post(path, form(pdf('v2'), 'plan.pdf'), key), 409);
    expect(await h.prisma.message.count({ where: { conversationId: id } })).toBe(1);
    await noFileLeft();
  });
});
