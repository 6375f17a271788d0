import { Paperclip } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../components/Button';
import { CHAT_ACCEPT, type ChatComposerKind } from '../lib/chat-attachments';

interface Props {
  kind: ChatComposerKind;
  onChoose: (file: File) => void;
  disabled?: boolean;
}

/** The composer's attach button with its hidden file input: images in the floating chat, documents too in the inbox. */
export function AttachButton({ kind, onChoose, disabled = false }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const label = kind === 'floating' ? 'Attach image' : 'Attach file';
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={label}
        title={label}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <Paperclip aria-hidden />
      </Button>
      <input
        ref={input}
        type="file"
        accept={CHAT_ACCEPT[kind]}
        aria-label={kind === 'floating' ? 'Image' : 'File'}
        hidden
        disabled={disabled}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // Cleared so that choosing the same file again (after removing it) fires a change.
          event.target.value = '';
          if (chosen) onChoose(chosen);
        }}
      />
    </>
  );
}
