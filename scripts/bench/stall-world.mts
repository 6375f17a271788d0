/**
 * The members and content `bench:stall` attacks with, made through the public API of a running server: a
 * member is a cookie jar; `graphql` and `socket` speak as that member.
 */
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';

export class Member {
  constructor(
    readonly base: string,
    readonly id: string,
    readonly username: string,
    readonly cookie: string,
  ) {}

  fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('cookie', this.cookie);
    headers.set('origin', this.base);
    return fetch(`${this.base}${path}`, { ...init, headers });
  }

  async json<T = Record<string, unknown>>(
    path: string,
    body?: unknown,
    method = body === undefined ? 'GET' : 'POST',
  ): Promise<T> {
    const init: RequestInit = { method };
    if (body !== undefined)
      Object.assign(init, { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    const response = await this.fetch(path, init);
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  graphql(query: string, variables: Record<string, unknown> = {}): Promise<Response> {
    return this.fetch('/graphql', {
      method: 'POST',
      body: JSON.stringify({ query, variables }),
      headers: { 'content-type': 'application/json' },
    });
  }

  /** A graphql-transport-ws socket signed in by this member's cookie, acknowledged. */
  socket(): Promise<WebSocket> {
    const ws = new WebSocket(`${this.base.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
      headers: { cookie: this.cookie },
    });
    return new Promise((resolve, reject) => {
      ws.once('error', reject);
      ws.once('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: {} })));
      ws.once('message', (data) => {
        const message = JSON.parse(String(data)) as { type: string };
        if (message.type === 'connection_ack') resolve(ws);
        else reject(new Error(`no connection_ack: ${String(data)}`));
      });
      ws.once('close', (code) => reject(new Error(`socket closed with ${code} before connection_ack`)));
    });
  }
}

/** Registers and onboards a member (established enough to message and post: the bench runs with no new-account limits). */
export async function register(base: string, name: string, email?: string): Promise<Member> {
  const username = `${name}_${randomBytes(3).toString('hex')}`;
  email ??= `${username}@example.com`;
  const response = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, username, password: 'grill-master-42', confirmAdult: true }),
  });
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`register ${email}: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const registered = (await response.json()) as { id?: string; user?: { id: string } };
  const member = new Member(base, registered.user?.id ?? registered.id!, username, cookie);
  await member.json(
    '/api/users/onboarding',
    { dadType: 'new', location: 'Austin, TX', interests: ['grilling'] },
    'PATCH',
  );
  return member;
}

/** Makes the two members connections (members message their connections). */
export async function connect(a: Member, b: Member): Promise<void> {
  const asked = await a.json<{ id: string }>('/api/connections/request', { receiverId: b.id });
  await b.json(`/api/connections/${asked.id}/accept`, {}, 'PATCH');
}

/** A conversation of two connected members, started by `a`: its id. */
export async function conversation(a: Member, b: Member): Promise<string> {
  await connect(a, b);
  return (await a.json<{ id: string }>('/api/conversations', { participant2Id: b.id })).id;
}

/** Posts `file` as a multipart field to `path`; the response. */
export function upload(
  member: Member,
  path: string,
  field: string,
  file: Buffer,
  name: string,
  type: string,
  fields: Record<string, string> = {},
  method = 'POST',
): Promise<Response> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set(field, new Blob([new Uint8Array(file)], { type }), name);
  return member.fetch(path, { method, body: form });
}

/** The upload key of an image URL (/uploads/<key>). */
export const uploadPath = (url: string) => new URL(url, 'http://x').pathname;
