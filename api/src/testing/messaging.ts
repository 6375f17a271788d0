/**
 * Messaging over /api for tests: signed-in dads, their connections, and conversations and messages started
 * through the routes (or written straight to the database when a test needs many).
 */
import { expect } from 'vitest';
import type { User } from '../generated/prisma/client.js';
import type { TestApp } from './app.js';
import { buildConnection, signedInMember } from './factories.js';
import type { HttpClient } from './http-client.js';
import { refused } from './rest.js';

export interface Dad {
  user: User;
  client: HttpClient;
}

/** The fields of /api's conversation summary and message the tests read (docs/messaging.md). */
export interface Summary {
  id: string;
  isGroup: boolean;
  title: string | null;
  participantCount: number;
  participants: { id: string; username: string; email: string | null }[];
  otherParticipant: { id: string; username: string; email: string | null } | null;
  lastMessage: {
    id: string;
    content: string;
    senderId: string | null;
    readAt: string | null;
    attachmentUrl: string | null;
  } | null;
  unreadCount: number;
  othersReadUpTo: string | null;
  lastMessageAt: string;
  added?: number;
}

export interface MessageBody {
  id: string;
  conversationId: string;
  senderId: string | null;
  sender: { id: string; username: string } | null;
  content: string;
  attachmentUrl: string | null;
  attachmentType: 'image' | 'file' | null;
  attachmentName: string | null;
  attachmentSize: number | null;
  isEdited: boolean;
  createdAt: string;
  updatedAt: string;
  readAt: string | null;
}

export function messagingHelpers(app: TestApp) {
  const prisma = app.services.prisma;

  const dad = (overrides: Parameters<typeof signedInMember>[1] = {}): Promise<Dad> => signedInMember(app, overrides);

  /** `host` connected (accepted) to each of `count` new dads. */
  async function circle(count: number) {
    const host = await dad();
    const friends: Dad[] = [];
    for (let i = 0; i < count; i++) {
      const friend = await dad();
      await buildConnection(prisma, host.user.id, friend.user.id);
      friends.push(friend);
    }
    return { host, friends };
  }

  async function json<T>(response: Response, status: number): Promise<T> {
    const body = (await response.json()) as T;
    expect(response.status, JSON.stringify(body)).toBe(status);
    return body;
  }

  const startDirect = async (from: Dad, to: Dad, status = 201) =>
    json<Summary>(await from.client.post('/api/conversations', { json: { participant2Id: to.user.id } }), status);

  /** `host` and a connected `friend` in a direct conversation, `id`. */
  async function directChat() {
    const {
      host,
      friends: [friend],
    } = await circle(1);
    const { id } = await startDirect(host, friend!);
    return { host, friend: friend!, id };
  }

  const startGroup = async (from: Dad, others: Dad[], title?: string) =>
    json<Summary>(
      await from.client.post('/api/conversations', {
        json: { participantIds: others.map((o) => o.user.id), isGroup: true, ...(title ? { title } : {}) },
      }),
      201,
    );

  const send = async (from: Dad, conversationId: string, content: string) =>
    json<MessageBody>(
      await from.client.post(`/api/conversations/${conversationId}/messages`, { json: { content } }),
      201,
    );

  const messages = async (reader: Dad, conversationId: string, query = '') =>
    json<MessageBody[]>(await reader.client.get(`/api/conversations/${conversationId}/messages${query}`), 200);

  const summary = async (reader: Dad, conversationId: string) =>
    json<Summary>(await reader.client.get(`/api/conversations/${conversationId}`), 200);

  const unreadTotal = async (reader: Dad) =>
    (await json<{ count: number }>(await reader.client.get('/api/conversations/unread-count'), 200)).count;

  const put = (client: HttpClient, path: string, body: Parameters<HttpClient['post']>[1]) =>
    client.request('PUT', path, body);

  return {
    prisma,
    dad,
    circle,
    json,
    startDirect,
    directChat,
    startGroup,
    send,
    messages,
    summary,
    unreadTotal,
    put,
    refused,
  };
}
