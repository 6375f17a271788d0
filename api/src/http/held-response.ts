/**
 * Holds back an Express response until its unit of work has settled: what the route writes is kept, and only sent
 * (or replaced: a replayed answer, a 503 when the commit failed) once `onEnd` decides.
 */
import type { Response } from 'express';

export interface HeldResponse {
  readonly status: number;
  readonly body: Buffer;
  header(name: string): string | null;
  /** Sends what the route wrote. */
  send(): void;
  /** Sends another answer instead; only the headers set before the route ran are kept. */
  replace(status: number, headers: Record<string, string>, body: Buffer): void;
}

type Chunk = string | Buffer | Uint8Array;
type Callback = (error?: Error | null) => void;

function toBuffer(chunk: Chunk, encoding?: unknown): Buffer {
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return Buffer.from(chunk);
}

export function holdResponse(res: Response, onEnd: (held: HeldResponse) => Promise<void>): void {
  const write = res.write;
  const end = res.end;
  const before = res.getHeaders();
  const chunks: Buffer[] = [];
  let done: Callback | undefined;

  const release = (body: Buffer) => {
    res.write = write;
    res.end = end;
    res.end(body, done);
  };

  res.write = function holdWrite(chunk: Chunk, encoding?: unknown, callback?: Callback) {
    chunks.push(toBuffer(chunk, encoding));
    (typeof encoding === 'function' ? (encoding as Callback) : callback)?.();
    return true;
  } as Response['write'];

  res.end = function holdEnd(chunk?: unknown, encoding?: unknown, callback?: Callback) {
    if (typeof chunk === 'function') done = chunk as Callback;
    else {
      if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk as Chunk, encoding));
      done = typeof encoding === 'function' ? (encoding as Callback) : callback;
    }
    res.end = function ended() {
      return res;
    } as Response['end'];
    const body = Buffer.concat(chunks);
    const held: HeldResponse = {
      status: res.statusCode,
      body,
      header: (name) => {
        const value = res.getHeader(name);
        return value === undefined ? null : String(value);
      },
      send: () => release(body),
      replace: (status, headers, replacement) => {
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        for (const [name, value] of Object.entries(before)) if (value !== undefined) res.setHeader(name, value);
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        res.statusCode = status;
        release(replacement);
      },
    };
    onEnd(held).catch(() => held.replace(500, {}, Buffer.alloc(0)));
    return res;
  } as Response['end'];
}
