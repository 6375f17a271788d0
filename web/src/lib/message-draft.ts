/**
 * The chat composers' rule: a message may go when its trimmed text is
 * not empty or a file is attached; an edit may be saved on the same terms (its existing file counts), and
 * nothing goes while the previous send is under way.
 */
export interface MessageDraft {
  text: string;
  /** A file chosen in the composer, or one the edited message already has. */
  hasAttachment: boolean;
  sending?: boolean;
}

export function canSendMessage({ text, hasAttachment, sending = false }: MessageDraft): boolean {
  return !sending && (text.trim().length > 0 || hasAttachment);
}

/** The text as it is sent: trimmed. */
export const messageText = (text: string) => text.trim();
