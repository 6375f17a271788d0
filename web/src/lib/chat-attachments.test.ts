import { describe, expect, it } from 'vitest';
import { CHAT_ACCEPT, chatAttachmentProblem } from './chat-attachments';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('chatAttachmentProblem', () => {
  it('takes images only in the floating chat', () => {
    expect(chatAttachmentProblem(file('kid.png', 'image/png'), 'floating')).toBeNull();
    expect(chatAttachmentProblem(file('plan.pdf', 'application/pdf'), 'floating')).toEqual({
      title: 'Invalid file',
      description: 'Please select an image file.',
    });
  });

  it('takes images, pdf, doc, docx and txt in the inbox', () => {
    for (const [name, type] of [
      ['kid.jpg', 'image/jpeg'],
      ['plan.pdf', 'application/pdf'],
      ['old.doc', 'application/msword'],
      ['new.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['notes.txt', 'text/plain'],
      ['no-type.docx', ''],
    ]) {
      expect(chatAttachmentProblem(file(name!, type!), 'inbox')).toBeNull();
    }
    expect(chatAttachmentProblem(file('run.exe', 'application/x-msdownload'), 'inbox')?.title).toBe('Invalid file');
    expect(chatAttachmentProblem(file('song.mp3', 'audio/mpeg'), 'inbox')?.title).toBe('Invalid file');
  });

  it('refuses images of 5 MB and documents over 10 MB', () => {
    expect(chatAttachmentProblem(file('big.png', 'image/png', 5 * 1024 * 1024), 'inbox')?.title).toBe('File too large');
    expect(chatAttachmentProblem(file('big.pdf', 'application/pdf', 10 * 1024 * 1024), 'inbox')).toBeNull();
    expect(chatAttachmentProblem(file('big.pdf', 'application/pdf', 10 * 1024 * 1024 + 1), 'inbox')?.title).toBe(
      'File too large',
    );
  });
});

describe('CHAT_ACCEPT', () => {
  it('offers images in the floating chat and documents too in the inbox', () => {
    expect(CHAT_ACCEPT.floating).toBe('image/*');
    for (const part of ['image/*', '.pdf', '.doc', '.docx', '.txt'])
      expect(CHAT_ACCEPT.inbox.split(',')).toContain(part);
  });
});
