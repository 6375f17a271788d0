/**
 * For the tests of who /uploads/<key> answers: a stored picture, and the checks that it is served or refused
 * with the very answer a key that was never stored gets (so a refusal tells nothing).
 */
import { expect } from 'vitest';
import type { DbTx } from '../db/prisma.js';
import { storeUpload } from '../domain/uploads/store.js';
import type { HttpClient } from './http-client.js';

export const TINY_PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** A stored picture owned by `ownerId` (bound to a conversation when given), by its URL. */
export async function storedPicture(db: DbTx, ownerId: string | null, conversationId?: string): Promise<string> {
  return (
    await storeUpload(db, {
      data: TINY_PNG,
      mimeType: 'image/png',
      ownerId,
      ...(conversationId ? { conversationId } : {}),
    })
  ).url;
}

async function answerOf(response: Response) {
  return {
    status: response.status,
    body: await response.text(),
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    vary: response.headers.get('vary'),
  };
}

export async function expectServed(client: HttpClient, url: string): Promise<Response> {
  const response = await client.get(url);
  expect(response.status, url).toBe(200);
  expect(Buffer.from(await response.arrayBuffer())).toEqual(TINY_PNG);
  return response;
}

/** Refused: the same status, body and headers as a key that does not exist. */
export async function expectRefused(client: HttpClient, url: string): Promise<void> {
  const never = await answerOf(await client.get('/uploads/AAAAAAAAAAAAAAAAAAAAAA.png'));
  expect(never.status).toBe(404);
  expect(await answerOf(await client.get(url)), url).toEqual(never);
}
