/**
 * The chat composer: text, an attachment (images only in
 * the floating chat; documents too in the inbox) with its preview, the emoji picker in the inbox, and Send, which
 * works only with trimmed text or an attachment and is disabled while sending. Enter sends, Shift+Enter breaks
 * the line. Editing a message fills it with that message and Send becomes Save.
 */
import { Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../components/Button';
import { EmojiPicker } from '../components/emoji/EmojiPicker';
import { MentionTextarea } from '../components/mentions/MentionTextarea';
import { toast } from '../components/toast/toast-store';
import { chatAttachmentProblem, type ChatComposerKind } from '../lib/chat-attachments';
import { canSendMessage, messageText } from '../lib/message-draft';
import { AttachButton } from './AttachButton';
import { AttachmentPreview } from './AttachmentPreview';
import { EditingBanner } from './EditingBanner';
import { uploadAttachment } from './conversation-api';
import { useEditMessage } from './useEditMessage';
import { useReportTyping } from './useReportTyping';
import { useSendMessage } from './useSendMessage';

export interface EditingMessage {
  id: string;
  content: string;
  hasAttachment: boolean;
}

interface Props {
  kind: ChatComposerKind;
  conversation: { id: string; databaseId: string };
  editing?: EditingMessage | null;
  onEditDone?: () => void;
}

export function MessageComposer({ kind, conversation, editing = null, onEditDone }: Props) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [send] = useSendMessage();
  const [edit] = useEditMessage();
  const typing = useReportTyping(conversation.id);
  const field = useRef<HTMLTextAreaElement>(null);

  // Starting (or leaving) an edit puts that message's text in the field.
  const [editedId, setEditedId] = useState<string | null>(null);
  if ((editing?.id ?? null) !== editedId) {
    setEditedId(editing?.id ?? null);
    setText(editing?.content ?? '');
    setFile(null);
  }
  useEffect(() => {
    if (editedId) field.current?.focus();
  }, [editedId]);

  const canSend = canSendMessage({ text, hasAttachment: file !== null || (editing?.hasAttachment ?? false), sending });

  function choose(chosen: File) {
    const problem = chatAttachmentProblem(chosen, kind);
    if (problem) toast({ ...problem, variant: 'destructive' });
    else setFile(chosen);
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend) return;
    setSending(true);
    try {
      const attachmentUrl = file ? (await uploadAttachment(conversation.databaseId, file)).attachmentUrl : null;
      if (editing) {
        await edit(editing.id, messageText(text), attachmentUrl);
        onEditDone?.();
      } else {
        await send(conversation.id, messageText(text), attachmentUrl);
        typing.sent();
      }
      setText('');
      setFile(null);
    } catch (error) {
      // Send and edit failures go to the log only (the text stays to retry), except the dashboard chat's with an image.
      console.error(error);
      if (kind === 'floating' && file) toast({ title: 'Failed to send message with image', variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form
      onSubmit={submit}
      aria-label={editing ? 'Edit message' : 'Send a message'}
      className="grid gap-2 border-t border-stone-200 bg-white p-3"
    >
      {editing && <EditingBanner onCancel={() => onEditDone?.()} />}
      {file && <AttachmentPreview file={file} onRemove={() => setFile(null)} disabled={sending} />}
      <div className="flex items-end gap-1">
        <AttachButton kind={kind} onChoose={choose} disabled={sending} />
        {kind === 'inbox' && <EmojiPicker onPick={(emoji) => setText((current) => current + emoji)} />}
        <MentionTextarea
          ref={field}
          placement="above"
          wrapperClassName="min-w-0 flex-1"
          rows={1}
          aria-label="Message"
          placeholder="Type a message..."
          value={text}
          readOnly={sending}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) typing.report();
          }}
          onKeyDown={onKeyDown}
          className="max-h-40 min-h-10! py-2"
        />
        {editing ? (
          <Button type="submit" disabled={!canSend} loading={sending}>
            Save
          </Button>
        ) : (
          <Button type="submit" size="icon" aria-label="Send" title="Send" disabled={!canSend} loading={sending}>
            <Send aria-hidden />
          </Button>
        )}
      </div>
    </form>
  );
}
