/**
 * Just enough of the ZIP format to tell a Word document from any other zip, with bounded work: the entry names
 * come from the central directory at the end of the file (at most MAX_DIRECTORY_BYTES of it is read), and an
 * entry's content is inflated only up to a small limit. A zip bomb (a small file whose entry inflates to
 * gigabytes) costs what a small file costs.
 */
import { Readable } from 'node:stream';
import { constants, createInflateRaw } from 'node:zlib';
import { readRange, type UploadBytes } from './bytes.js';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
/** A Word document's directory is a few KB; a megabyte names thousands of entries. */
const MAX_DIRECTORY_BYTES = 1024 * 1024;
const STORED = 0;
const DEFLATED = 8;

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

/** The entries the central directory lists, or null when the bytes are not a zip this can read (ZIP64 included). */
export async function zipEntries(bytes: UploadBytes): Promise<ZipEntry[] | null> {
  const tailLength = Math.min(bytes.byteLength, END_RECORD_BYTES + MAX_COMMENT_BYTES);
  const tail = await readRange(bytes, bytes.byteLength - tailLength, tailLength);
  let end = -1;
  for (let at = tail.byteLength - END_RECORD_BYTES; at >= 0 && end < 0; at--) {
    if (tail.readUInt32LE(at) === END_OF_DIRECTORY) end = at;
  }
  if (end < 0) return null;
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  if (directoryOffset === 0xffffffff || directoryOffset + directorySize > bytes.byteLength) return null;
  const directory = await readRange(bytes, directoryOffset, Math.min(directorySize, MAX_DIRECTORY_BYTES));
  const entries: ZipEntry[] = [];
  for (let at = 0; at + 46 <= directory.byteLength && directory.readUInt32LE(at) === DIRECTORY_ENTRY; ) {
    const nameLength = directory.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
    if (at + 46 + nameLength > directory.byteLength) break;
    entries.push({
      name: directory.toString('utf8', at + 46, at + 46 + nameLength),
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      localHeaderOffset: directory.readUInt32LE(at + 42),
    });
    at = next;
  }
  return entries;
}

/**
 * The first `limit` bytes of an entry's content at most, reading at most `limit` compressed bytes and
 * inflating no further than `limit` bytes out; null when it cannot be read.
 */
export async function entryPrefix(bytes: UploadBytes, entry: ZipEntry, limit: number): Promise<Buffer | null> {
  const header = await readRange(bytes, entry.localHeaderOffset, 30);
  if (header.byteLength < 30 || header.readUInt32LE(0) !== LOCAL_HEADER) return null;
  const start = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const compressed = await readRange(bytes, start, Math.min(entry.compressedSize, limit));
  if (entry.method === STORED) return compressed;
  if (entry.method !== DEFLATED) return null;
  try {
    return await inflatePrefix(compressed, limit);
  } catch {
    return null;
  }
}

/** Inflates until `limit` bytes came out (or the input ran out), then stops: never the whole entry. */
async function inflatePrefix(compressed: Buffer, limit: number): Promise<Buffer> {
  // A sync flush at the end: the input is usually cut short, which is not an error here.
  const inflater = Readable.from([compressed]).pipe(createInflateRaw({ finishFlush: constants.Z_SYNC_FLUSH }));
  const out: Buffer[] = [];
  let size = 0;
  try {
    for await (const piece of inflater) {
      out.push(piece as Buffer);
      size += (piece as Buffer).byteLength;
      if (size >= limit) break;
    }
  } finally {
    inflater.destroy();
  }
  return Buffer.concat(out).subarray(0, limit);
}
