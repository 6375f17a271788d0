import { describe, expect, it } from 'vitest';
import { canSendMessage, messageText } from './message-draft';

describe('canSendMessage', () => {
  it('needs trimmed text or an attachment', () => {
    expect(canSendMessage({ text: '', hasAttachment: false })).toBe(false);
    expect(canSendMessage({ text: '   \n\t', hasAttachment: false })).toBe(false);
    expect(canSendMessage({ text: ' hi ', hasAttachment: false })).toBe(true);
    expect(canSendMessage({ text: '', hasAttachment: true })).toBe(true);
    expect(canSendMessage({ text: '  ', hasAttachment: true })).toBe(true);
  });

  it('waits for the previous send', () => {
    expect(canSendMessage({ text: 'hi', hasAttachment: true, sending: true })).toBe(false);
  });
});

describe('messageText', () => {
  it('trims', () => expect(messageText('  hello there \n')).toBe('hello there'));
});
