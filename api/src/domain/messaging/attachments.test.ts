import { describe, expect, it } from 'vitest';
import { animatedGif, scene, scenePng } from '../../testing/images.js';
import { attachmentDisplayName, sniffAttachment } from './attachments.js';
import { doc, docx, exe, pdf, xls, zip } from '../../testing/files.js';

describe('sniffAttachment: what the bytes are, whatever the name', () => {
  it('recognises images, PDF, DOCX and DOC by their content', async () => {
    expect(await sniffAttachment(await scene())).toBe('image/jpeg');
    expect(await sniffAttachment(await scenePng())).toBe('image/png');
    expect(await sniffAttachment(await animatedGif())).toBe('image/gif');
    expect(await sniffAttachment(pdf())).toBe('application/pdf');
    expect(await sniffAttachment(docx())).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(await sniffAttachment(doc())).toBe('application/msword');
  });

  it('takes UTF-8 text (with or without a BOM, any language) as plain text', async () => {
    expect(await sniffAttachment(Buffer.from('Cut list:\n- 2x4 x 6\n\t- screws\r\n'))).toBe('text/plain');
    expect(await sniffAttachment(Buffer.from('\uFEFFRäucherplan für Papa 🍖'))).toBe('text/plain');
  });

  it('takes text as text even when its first bytes look like another format', async () => {
    // "BM" opens a bitmap, "MZ" an executable, "ID3" an MP3: file-type says so of these, but they are notes.
    expect(await sniffAttachment(Buffer.from('BMW service notes: oil at 5,000 miles.\n'))).toBe('text/plain');
    expect(await sniffAttachment(Buffer.from('MZ: the kids call me that now.\n'))).toBe('text/plain');
    expect(await sniffAttachment(Buffer.from('ID3 tags on the road-trip playlist\n'))).toBe('text/plain');
  });

  it('refuses anything else: executables, archives, other OLE files, binary, empty files', async () => {
    expect(await sniffAttachment(exe())).toBeNull();
    expect(await sniffAttachment(zip())).toBeNull();
    expect(await sniffAttachment(xls())).toBeNull();
    expect(await sniffAttachment(Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe]))).toBeNull();
    expect(await sniffAttachment(Buffer.from('text with a NUL\0 in it'))).toBeNull();
    expect(await sniffAttachment(Buffer.from([0xc3, 0x28]))).toBeNull(); // not UTF-8
    expect(await sniffAttachment(Buffer.alloc(0))).toBeNull();
  });
});

describe('attachmentDisplayName', () => {
  it('keeps the last path segment without control characters, at most 255 characters', () => {
    expect(attachmentDisplayName('C:\\Users\\dad\\plans.pdf', 'attachment.pdf')).toBe('plans.pdf');
    expect(attachmentDisplayName('../../etc/passwd', 'attachment.txt')).toBe('passwd');
    expect(attachmentDisplayName('bad\r\nname.txt', 'attachment.txt')).toBe('badname.txt');
    expect(attachmentDisplayName(`${'a'.repeat(300)}.pdf`, 'attachment.pdf')).toHaveLength(255);
  });

  it('falls back when nothing is left', () => {
    expect(attachmentDisplayName(undefined, 'attachment.pdf')).toBe('attachment.pdf');
    expect(attachmentDisplayName('  ', 'attachment.pdf')).toBe('attachment.pdf');
    expect(attachmentDisplayName('folder/', 'attachment.doc')).toBe('attachment.doc');
  });
});
