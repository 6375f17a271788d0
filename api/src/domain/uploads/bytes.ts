/**
 * An upload's bytes, wherever they are: a file a client sent, on disk for the length of its request (the
 * multipart parser streams it there and hashes it on the way), or a buffer (re-encoded images, the seed, tests).
 * Everything that looks at them reads a bounded prefix or goes through them in pieces, so no step holds the
 * request thread for long whatever the file's size.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** A file received from a client: where the request keeps it, its size and its SHA-256 (hex). */
export interface ReceivedFile {
  readonly path: string;
  readonly byteLength: number;
  readonly sha256: string;
}

export type UploadBytes = Buffer | ReceivedFile;

/** How much one step reads at a time: enough to be quick, small enough that no step blocks for long. */
export const PIECE_BYTES = 256 * 1024;

const inMemory = (bytes: UploadBytes): bytes is Buffer => Buffer.isBuffer(bytes);

/** `length` bytes from `start` (fewer at the end of the file). */
export async function readRange(bytes: UploadBytes, start: number, length: number): Promise<Buffer> {
  const from = Math.max(0, Math.min(start, bytes.byteLength));
  const size = Math.max(0, Math.min(length, bytes.byteLength - from));
  if (inMemory(bytes)) return bytes.subarray(from, from + size);
  const file = await open(bytes.path, 'r');
  try {
    const buffer = Buffer.alloc(size);
    const { bytesRead } = await file.read(buffer, 0, size, from);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

export const readPrefix = (bytes: UploadBytes, length: number): Promise<Buffer> => readRange(bytes, 0, length);

/**
 * The bytes in order, at most `size` at a time. From disk each piece is a read (the thread is free between
 * pieces); from memory the generator lets other work run between pieces too.
 */
export async function* pieces(bytes: UploadBytes, size = PIECE_BYTES): AsyncGenerator<Buffer> {
  if (inMemory(bytes)) {
    for (let offset = 0; offset < bytes.byteLength; offset += size) {
      if (offset > 0) await nextTurn();
      yield bytes.subarray(offset, offset + size);
    }
    return;
  }
  for await (const piece of createReadStream(bytes.path, { highWaterMark: size })) yield piece as Buffer;
}

/** All of it in memory: only for what is small and needed whole (an image for the image workers). */
export function readAll(bytes: UploadBytes): Promise<Buffer> {
  return inMemory(bytes) ? Promise.resolve(bytes) : readFile(bytes.path);
}

export async function sha256Of(bytes: UploadBytes): Promise<string> {
  if (!inMemory(bytes)) return bytes.sha256;
  const hash = createHash('sha256');
  for await (const piece of pieces(bytes)) hash.update(piece);
  return hash.digest('hex');
}

/** Whether `needle` occurs anywhere, read in pieces (a match across two pieces is found too). */
export async function includesBytes(bytes: UploadBytes, needle: Buffer): Promise<boolean> {
  let carry = Buffer.alloc(0);
  for await (const piece of pieces(bytes)) {
    const window = carry.byteLength ? Buffer.concat([carry, piece]) : piece;
    if (window.includes(needle)) return true;
    carry = Buffer.from(window.subarray(Math.max(0, window.byteLength - needle.byteLength + 1)));
  }
  return false;
}
