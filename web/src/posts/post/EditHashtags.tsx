import { Hash, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/Button';
import { Input } from '../../components/Input';
import { MAX_HASHTAGS, MAX_HASHTAGS_MESSAGE } from '../../lib/hashtags';
import { HashtagLimitMessage } from '../HashtagLimitMessage';
import { addEditHashtag } from './edit-draft';

interface Props {
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  /** How many tags the post would carry: the chips and those typed in the text (edit-draft.ts `tagsInUse`). */
  inUse: number;
}

/**
 * The edit form's hashtags: removable chips; a tag is added on Enter or with Add, lower-cased, once. At the limit
 * (tags typed in the text count) the field is disabled and the composer's limit message shows.
 */
export function EditHashtags({ tags, onChange, inUse }: Props) {
  const [draft, setDraft] = useState('');
  const hintId = useId();
  const canAdd = inUse < MAX_HASHTAGS;

  function add() {
    if (!canAdd) return;
    onChange(addEditHashtag(tags, draft));
    setDraft('');
  }

  return (
    <div className="grid gap-2">
      {tags.length > 0 && (
        <ul aria-label="Edit hashtags" className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-0.5 rounded-full bg-brand-100 py-0.5 pr-1 pl-2.5 text-xs font-semibold text-brand-800"
            >
              #{tag}
              <button
                type="button"
                aria-label={`Remove #${tag}`}
                onClick={() => onChange(tags.filter((t) => t !== tag))}
                className="grid size-5 cursor-pointer place-items-center rounded-full hover:bg-brand-200 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X aria-hidden className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <div className="flex items-center gap-2">
          <Hash aria-hidden className="size-4 shrink-0 text-stone-400" />
          <Input
            aria-label="Add a hashtag"
            aria-describedby={canAdd ? undefined : hintId}
            placeholder={canAdd ? 'Add a hashtag' : `Max ${MAX_HASHTAGS} hashtags`}
            disabled={!canAdd}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault(); // Enter adds the tag; it does not save the post
              add();
            }}
            className="h-9"
          />
          <Button variant="outline" size="sm" disabled={!canAdd || !draft.trim()} onClick={add}>
            Add
          </Button>
        </div>
        <HashtagLimitMessage
          id={hintId}
          message={
            inUse > MAX_HASHTAGS
              ? `${MAX_HASHTAGS_MESSAGE}: remove ${inUse - MAX_HASHTAGS === 1 ? 'one' : inUse - MAX_HASHTAGS} to save.`
              : canAdd
                ? null
                : MAX_HASHTAGS_MESSAGE
          }
        />
      </div>
    </div>
  );
}
