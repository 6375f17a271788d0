import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { WORD_CONTENT_TYPES, docx, storedZip, zip, zipBomb } from '../../testing/files.js';
import { scene, scenePng } from '../../testing/images.js';
import type { ReceivedFile } from './bytes.js';
import { DOCX, isPlainText, sniffType } from './sniff.js';

const GB = 1024 * 1024 * 1024;
const folder = mkdtempSync(join(tmpdir(), 'dadhood-sniff-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The bytes as the multipart parser leaves them: a file on disk. */
function onDisk(data: Buffer, name: string): ReceivedFile {
  const path = join(folder, name);
  writeFileSync(path, data);
  return { path, byteLength: data.byteLength, sha256: '' };
}

/** The most memory (RSS) `work` added while it ran, in MB, sampled as it went. */
async function memoryGrowthMb(work: () => Promise<unknown>): Promise<number> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2);
  try {
    await work();
  } finally {
    clearInterval(sample);
  }
  peak = Math.max(peak, process.memoryUsage().rss);
  return (peak - before) / (1024 * 1024);
}

describe('sniffType: bounded, whatever the file claims', () => {
  it('names images and documents by their content, in memory and on disk', async () => {
    const jpeg = await scene();
    expect(await sniffType(jpeg)).toBe('image/jpeg');
    expect(await sniffType(onDisk(jpeg, 'scene.jpg'))).toBe('image/jpeg');
    expect(await sniffType(await scenePng())).toBe('image/png');
    expect(await sniffType(docx())).toBe(DOCX);
    expect(await sniffType(onDisk(docx(), 'plan.docx'))).toBe(DOCX);
    expect(await sniffType(zip())).toBe('application/zip');
  });

  it('tells a Word document from a macro-enabled one or a zip that only names the parts', async () => {
    const macro = WORD_CONTENT_TYPES.replace(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
      'application/vnd.ms-word.document.macroEnabled.main+xml',
    );
    expect(await sniffType(storedZip({ '[Content_Types].xml': macro, 'word/document.xml': '<w:document/>' }))).toBe(
      'application/zip',
    );
    expect(await sniffType(storedZip({ 'word/document.xml': '<w:document/>' }))).toBe('application/zip');
  });

  it('reads a zip bomb without inflating it: 1 GB of [Content_Types].xml costs what its 1 MB costs', async () => {
    const bomb = await zipBomb(GB);
    const withWordTypes = await zipBomb(GB, WORD_CONTENT_TYPES);
    expect(bomb.byteLength).toBeLessThan(2 * 1024 * 1024);
    let types: (string | undefined)[] = [];
    const growth = await memoryGrowthMb(async () => {
      types = [await sniffType(bomb), await sniffType(onDisk(bomb, 'bomb.docx')), await sniffType(withWordTypes)];
    });
    // Spaces first: not a Word document by the first 64 KB. The Word types first: a DOCX, by its declared type.
    expect(types).toEqual(['application/zip', 'application/zip', DOCX]);
    expect(growth).toBeLessThan(100);
  });

  it('never inflates an archive hidden after a BOM or inside gzip (2 KB that would become 1 GB)', async () => {
    const nested = gzipSync(await zipBomb(GB), { level: 9 });
    expect(nested.byteLength).toBeLessThan(4096);
    let types: (string | undefined)[] = [];
    const growth = await memoryGrowthMb(async () => {
      types = [await sniffType(nested), await sniffType(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), nested]))];
    });
    expect(types).toEqual(['application/gzip', undefined]);
    expect(growth).toBeLessThan(100);
  });
});

describe('isPlainText, piece by piece', () => {
  it('decodes a character split across two pieces, and finds a control character far in', async () => {
    // 256 KB pieces: the 3-byte '€' straddles the first boundary.
    const text = Buffer.concat([Buffer.alloc(256 * 1024 - 1, 'a'), Buffer.from('€ and more\n')]);
    expect(await isPlainText(text)).toBe(true);
    expect(await isPlainText(onDisk(text, 'euro.txt'))).toBe(true);
    const late = Buffer.concat([Buffer.alloc(600 * 1024, 'a'), Buffer.from('\u0000')]);
    expect(await isPlainText(onDisk(late, 'nul.txt'))).toBe(false);
    expect(await isPlainText(Buffer.concat([text, Buffer.from([0xe2, 0x82])]))).toBe(false); // cut mid-character
  });
});
