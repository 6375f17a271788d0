import { Hash, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { buttonClasses } from '../../components/Button';
import { Link } from '../../router/Link';

/**
 * Above a Dadfeed filtered to one hashtag: which one, and the way back to every post. A tag clicked further down
 * the same page keeps the scroll position (same path), so the note brings itself into view.
 */
export function HashtagFilterNote({ hashtag }: { hashtag: string }) {
  const note = useRef<HTMLDivElement>(null);
  // A block: Chromium's scrollIntoView now returns a promise, which React would take for the effect's cleanup.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on purpose when another hashtag is chosen (the note stays mounted), to bring it back into view
  useEffect(() => {
    void note.current?.scrollIntoView({ block: 'nearest' });
  }, [hashtag]);
  return (
    <div
      ref={note}
      role="status"
      className="flex scroll-mt-20 items-center gap-2 rounded-xl bg-brand-50 px-3 py-2 ring-1 ring-brand-200"
    >
      <Hash aria-hidden className="size-4 shrink-0 text-brand-700" />
      <p className="min-w-0 flex-1 truncate text-sm font-semibold text-brand-900">Posts tagged #{hashtag}</p>
      <Link to="/home" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
        <X aria-hidden />
        Show all posts
      </Link>
    </div>
  );
}
