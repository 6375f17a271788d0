/**
 * A message's attachment: an image inline (at most 200 px high) that opens large on
 * click, or any other file as a download link with its name and size.
 */
import { FileText } from 'lucide-react';
import { SafeImage } from '../components/SafeImage';
import { cn } from '../lib/cn';
import { formatFileSize } from '../lib/file-size';

export interface Attachment {
  url: string;
  type: 'image' | 'file' | null;
  name: string | null;
  size: number | null;
}

interface Props {
  attachment: Attachment;
  /** Opens the image large; without it the image is not a button. */
  onOpenImage?: (attachment: Attachment) => void;
  /** Own messages sit on the brand colour. */
  own?: boolean;
}

export function MessageAttachment({ attachment, onOpenImage, own = false }: Props) {
  const name = attachment.name ?? 'Attachment';
  if (attachment.type === 'image') {
    const image = (
      <SafeImage
        src={attachment.url}
        alt={attachment.name ?? 'Image attachment'}
        className="max-h-[200px] max-w-full rounded-lg object-contain"
      />
    );
    if (!onOpenImage) return image;
    return (
      <button
        type="button"
        onClick={() => onOpenImage(attachment)}
        aria-label={`Open image ${name}`}
        className="block cursor-zoom-in rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {image}
      </button>
    );
  }
  const size = attachment.size === null ? '' : formatFileSize(attachment.size);
  return (
    <a
      href={attachment.url}
      download={attachment.name ?? true}
      className={cn(
        'flex max-w-full items-center gap-2 rounded-lg px-3 py-2 text-sm ring-1 ring-inset hover:underline',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        own ? 'bg-white/10 text-white ring-white/30' : 'bg-white text-ink ring-stone-200',
      )}
    >
      <FileText aria-hidden className="size-5 shrink-0" />
      <span className="min-w-0 truncate font-semibold" title={name}>
        {name}
      </span>
      {size && <span className={cn('shrink-0 text-xs', own ? 'text-white/80' : 'text-stone-500')}>{size}</span>}
    </a>
  );
}
