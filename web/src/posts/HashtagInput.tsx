import { Hash, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { fieldClasses } from '../components/Input';
import { cn } from '../lib/cn';
import {
  addHashtag,
  isHashtagSeparatorKey,
  MAX_HASHTAGS,
  maxHashtagsMessage,
  removeLastHashtag,
} from '../lib/hashtags';
import { HashtagLimitMessage } from './HashtagLimitMessage';

interface Props {
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  /** A post takes 5 tags; a channel 20. */
  max?: number;
  disabled?: boolean;
}

const SEPARATORS = /[\s,]+/;

/**
 * The new-post tag input, also a channel's: a tag is added on Enter, Space, comma or blur;
 * Backspace in the empty field removes the last one. At the limit the field is disabled and the limit message shows.
 */
export function HashtagInput({ tags, onChange, max = MAX_HASHTAGS, disabled = false }: Props) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const messageId = useId();
  const atLimit = tags.length >= max;

  function commit(raw: readonly string[]) {
    let next = [...tags];
    let failure: string | undefined;
    for (const part of raw) {
      const result = addHashtag(next, part, max);
      next = result.tags;
      failure ??= result.error;
    }
    setError(failure ?? null);
    setDraft('');
    if (next.length !== tags.length) onChange(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (isHashtagSeparatorKey(event.key)) {
      event.preventDefault();
      if (draft.trim()) commit([draft]);
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      event.preventDefault();
      setError(null);
      onChange(removeLastHashtag(tags));
    }
  }

  // Pasted text with separators in it becomes several tags at once.
  function onInput(value: string) {
    if (SEPARATORS.test(value)) commit(value.split(SEPARATORS));
    else setDraft(value);
  }

  const message = error ?? (atLimit ? maxHashtagsMessage(max) : null);
  return (
    <div>
      <div
        className={cn(fieldClasses, 'flex min-h-10 flex-wrap items-center gap-1.5 py-1.5', atLimit && 'bg-stone-50')}
      >
        <Hash aria-hidden className="size-4 text-stone-400" />
        {tags.map((tag) => (
          <span
            key={tag}
            className="inline-flex items-center gap-0.5 rounded-full bg-brand-100 py-0.5 pr-1 pl-2.5 text-xs font-semibold text-brand-800"
          >
            #{tag}
            <button
              type="button"
              aria-label={`Remove #${tag}`}
              disabled={disabled}
              onClick={() => {
                setError(null);
                onChange(tags.filter((t) => t !== tag));
              }}
              className="grid size-5 cursor-pointer place-items-center rounded-full hover:bg-brand-200 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X aria-hidden className="size-3" />
            </button>
          </span>
        ))}
        <input
          aria-label="Hashtags"
          aria-describedby={message ? messageId : undefined}
          value={draft}
          disabled={atLimit || disabled}
          placeholder={atLimit ? `Max ${max} hashtags` : tags.length ? 'Add another' : 'Add hashtags'}
          onChange={(event) => onInput(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => draft.trim() && commit([draft])}
          className="h-7 min-w-24 flex-1 bg-transparent text-base outline-none placeholder:text-stone-500 disabled:cursor-not-allowed sm:text-sm"
        />
      </div>
      <HashtagLimitMessage id={messageId} message={message} />
    </div>
  );
}
