/**
 * Files made for the attachment tests (no fixtures on disk): a PDF, a DOCX (a zip whose [Content_Types].xml
 * names a Word document), a DOC (an OLE compound file with a WordDocument stream), things that are not
 * documents (a plain zip, a Windows executable, an OLE spreadsheet), large ones, and a zip bomb. `npm run
 * bench:stall` attacks with them too.
 */
import { constants, crc32, createDeflateRaw } from 'node:zlib';

export function pdf(text = 'Brisket timings'): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

/** A PDF header and trailer around incompressible filler, `bytes` long: a large scan, as far as sniffing goes. */
export function bigPdf(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Length 0 >> stream\n');
  const tail = Buffer.from('\nendstream endobj\ntrailer << >>\n%%EOF\n');
  const filler = Buffer.alloc(bytes - head.byteLength - tail.byteLength);
  for (let i = 0; i < filler.byteLength; i++) filler[i] = (i * 2654435761) >>> 24;
  return Buffer.concat([head, filler, tail]);
}

/** Plain text (UTF-8, with a non-ASCII word) `bytes` long. */
export const bigText = (bytes: number) =>
  Buffer.alloc(bytes, 'Fist bumps for every dad who packs the lunches before sunrise. Räucherofen!\n');

/** A zip of stored (uncompressed) entries: local headers, the data, a central directory. */
export function storedZip(entries: Record<string, string>): Buffer {
  return zipOf(
    Object.entries(entries).map(([name, text]) => {
      const data = Buffer.from(text);
      return { name, data, crc: crc32(data), size: data.length, stored: true };
    }),
  );
}

/**
 * A DOCX-shaped zip bomb: `[Content_Types].xml` is `head` followed by `inflatedBytes` of spaces, deflated
 * (1 GB becomes about 1 MB), then `word/document.xml`. Built piece by piece: the inflated content never exists.
 */
export async function zipBomb(inflatedBytes: number, head = ''): Promise<Buffer> {
  const deflater = createDeflateRaw({ level: 9, strategy: constants.Z_RLE });
  const out: Buffer[] = [];
  deflater.on('data', (piece: Buffer) => out.push(piece));
  const done = new Promise((resolve, reject) => deflater.once('end', resolve).once('error', reject));
  const spaces = Buffer.alloc(1024 * 1024, ' ');
  const pieces = [Buffer.from(head)];
  for (let left = inflatedBytes; left > 0; left -= spaces.byteLength)
    pieces.push(spaces.subarray(0, Math.min(left, spaces.byteLength)));
  let crc = 0;
  for (const piece of pieces) {
    crc = crc32(piece, crc);
    if (!deflater.write(piece)) await new Promise((resolve) => deflater.once('drain', resolve));
  }
  deflater.end();
  await done;
  const contentTypes = {
    name: '[Content_Types].xml',
    data: Buffer.concat(out),
    crc,
    size: pieces[0]!.length + inflatedBytes,
  };
  const document = Buffer.from('<w:document/>');
  return zipOf([
    contentTypes,
    { name: 'word/document.xml', data: document, crc: crc32(document), size: document.length, stored: true },
  ]);
}

/** A zip of entries given already compressed (raw deflate) or, when `stored`, as they are. */
function zipOf(entries: { name: string; data: Buffer; crc: number; size: number; stored?: boolean }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const method = entry.stored ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size >>> 0, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size >>> 0, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A Word document's `[Content_Types].xml`: what says a zip is a DOCX. */
export const WORD_CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/word/document.xml" ' +
  'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

export function docx(text = 'Prep cart plans'): Buffer {
  return storedZip({
    '[Content_Types].xml': WORD_CONTENT_TYPES,
    'word/document.xml': `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  });
}

/** An OLE compound file (the magic, then a directory sector) whose directory names `stream`. */
function compoundFile(stream: string): Buffer {
  const file = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0xfffe, 28); // little-endian byte order
  file.writeUInt16LE(9, 30); // 512-byte sectors
  Buffer.from('Root Entry', 'utf16le').copy(file, 1024);
  Buffer.from(stream, 'utf16le').copy(file, 1024 + 128);
  return file;
}

export const doc = (): Buffer => compoundFile('WordDocument');
/** An Excel 97 workbook is an OLE file too, with a Workbook stream: not a Word document. */
export const xls = (): Buffer => compoundFile('Workbook');

/** The start of a Windows executable: "MZ", a DOS header full of zeros, "PE". */
export function exe(): Buffer {
  const file = Buffer.alloc(512);
  file.write('MZ', 0, 'latin1');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\0\0', 0x80, 'latin1');
  return file;
}

export const zip = (): Buffer => storedZip({ 'hello.txt': 'Hello from a zip.' });
