import { FileText, X } from 'lucide-react';
import { Button } from '../components/Button';
import { useObjectUrl } from '../components/useObjectUrl';
import { isImageFile } from '../lib/chat-attachments';
import { formatFileSize } from '../lib/file-size';

/** The chosen attachment before it goes: a thumbnail for an image, its name and size, Remove. */
export function AttachmentPreview({
  file,
  onRemove,
  disabled = false,
}: {
  file: File;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const image = isImageFile(file);
  const preview = useObjectUrl(image ? file : null);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <fieldset> would bring its own UA layout (min-inline-size: min-content, border, padding, legend); the div keeps the layout with the same group role and name
    <div
      role="group"
      aria-label="Attachment"
      className="flex items-center gap-3 rounded-xl bg-stone-50 p-2 ring-1 ring-stone-200 ring-inset"
    >
      {image && preview ? (
        <img src={preview} alt="" className="size-12 shrink-0 rounded-lg object-cover" />
      ) : (
        <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-white text-stone-500 ring-1 ring-stone-200">
          <FileText aria-hidden className="size-6" />
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold text-ink" title={file.name}>
          {file.name}
        </span>
        <span className="block text-xs text-stone-500">{formatFileSize(file.size)}</span>
      </span>
      <Button variant="ghost" size="icon" aria-label="Remove attachment" disabled={disabled} onClick={onRemove}>
        <X aria-hidden />
      </Button>
    </div>
  );
}
