/**
 * What an upload is, from its content and with bounded work, for images and message attachments alike.
 * file-type (magic bytes) reads only the first SNIFF_BYTES, cut before any ZIP or gzip signature: its archive
 * readers inflate whole entries (a 1 MB zip bomb became 1 GB in memory), so it never sees an archive. A ZIP is
 * read here instead, by its central directory, inflating at most a few KB (./zip.ts).
 */
import { fileTypeFromBuffer } from 'file-type';
import { pieces, readPrefix, type UploadBytes } from './bytes.js';
import { entryPrefix, zipEntries } from './zip.js';

/** As much as file-type needs for the formats it recognises by their start (its own figure). */
export const SNIFF_BYTES = 4100;
/** How much of a Word document's `[Content_Types].xml` is read: real ones are 1-3 KB. */
const CONTENT_TYPES_BYTES = 64 * 1024;

export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ZIP = 'application/zip';

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const GZIP_SIGNATURE = Buffer.from([0x1f, 0x8b, 0x08]);

/** The prefix up to the first archive signature, wherever it is (file-type also looks past a BOM or an ID3 tag). */
function beforeArchives(prefix: Buffer): Buffer {
  let end = prefix.byteLength;
  for (const signature of [ZIP_SIGNATURE, GZIP_SIGNATURE]) {
    const at = prefix.indexOf(signature);
    if (at >= 0) end = Math.min(end, at);
  }
  return prefix.subarray(0, end);
}

/** A Word document: a zip whose `[Content_Types].xml` declares a WordprocessingML main document (not a macro one). */
async function isWordDocument(bytes: UploadBytes): Promise<boolean> {
  const contentTypes = (await zipEntries(bytes))?.find((entry) => entry.name === '[Content_Types].xml');
  if (!contentTypes) return false;
  const xml = await entryPrefix(bytes, contentTypes, CONTENT_TYPES_BYTES);
  if (xml === null) return false;
  return xml.toString('utf8').includes(`ContentType="${DOCX}.main+xml"`);
}

/** The media type the bytes start like, if any (reading SNIFF_BYTES, or a zip's directory). */
export async function sniffType(bytes: UploadBytes): Promise<string | undefined> {
  const prefix = await readPrefix(bytes, SNIFF_BYTES);
  if (prefix.subarray(0, 4).equals(ZIP_SIGNATURE)) return (await isWordDocument(bytes)) ? DOCX : ZIP;
  if (prefix.subarray(0, 3).equals(GZIP_SIGNATURE)) return 'application/gzip';
  try {
    return (await fileTypeFromBuffer(beforeArchives(prefix)))?.mime;
  } catch {
    // A prefix cut short in the middle of a structure file-type walks: not a type it could name.
    return undefined;
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to find control characters in uploads
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000E-\u001F\u007F]/;

/**
 * UTF-8 (an optional BOM) without NUL or control characters other than tab, line and page breaks, decoded in
 * pieces (a character split across two pieces is decoded whole).
 */
export async function isPlainText(bytes: UploadBytes): Promise<boolean> {
  if (bytes.byteLength === 0) return false;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const piece of pieces(bytes)) {
      if (CONTROL_CHARACTERS.test(decoder.decode(piece, { stream: true }))) return false;
    }
    return !CONTROL_CHARACTERS.test(decoder.decode());
  } catch {
    return false;
  }
}
