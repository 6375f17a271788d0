/**
 * The search box in the top bar: results drop down from 2 typed characters, searched once typing pauses,
 * and stay a moment after the box loses focus so a click on a result still lands.
 */
import { Search } from 'lucide-react';
import { Suspense, useDeferredValue, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { fieldClasses } from '../../components/Input';
import { lazyComponent } from '../../components/lazy-component';
import { cn } from '../../lib/cn';
import { QuietBoundary } from './QuietBoundary';
import { SearchStatus } from './SearchStatus';
import { SEARCH_DEBOUNCE_MS, SEARCH_HIDE_DELAY_MS, SEARCH_MIN_CHARS } from './shell-limits';
import { useDebouncedValue } from './useDebouncedValue';

// Its code (and query) loads when the box takes the focus, while the first characters are typed.
const SearchResults = lazyComponent(
  () => import('./SearchResults'),
  (m) => m.SearchResults,
);

interface Props {
  /** Called after a result was chosen (the mobile menu closes). */
  onNavigate?: () => void;
  className?: string;
}

export function GlobalSearch({ onNavigate, className }: Props) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const hideTimer = useRef<number | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const panelId = useId();
  const term = text.trim();
  const searched = useDeferredValue(useDebouncedValue(term, SEARCH_DEBOUNCE_MS));
  const showPanel = open && term.length >= SEARCH_MIN_CHARS;

  const cancelHide = () => window.clearTimeout(hideTimer.current);
  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  function hideSoon() {
    cancelHide();
    hideTimer.current = window.setTimeout(() => setOpen(false), SEARCH_HIDE_DELAY_MS);
  }

  function chosen() {
    cancelHide();
    setOpen(false);
    setText('');
    onNavigate?.();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && showPanel) {
      // Also keeps Chrome from clearing the search field.
      event.preventDefault();
      setOpen(false);
      inputRef.current?.focus();
    } else if (event.key === 'ArrowDown' && !showPanel) {
      setOpen(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const links = Array.from(panelRef.current?.querySelectorAll('a') ?? []);
      if (links.length === 0) return;
      event.preventDefault();
      const at = links.indexOf(document.activeElement as HTMLAnchorElement);
      const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
      if (next < 0) inputRef.current?.focus();
      else links[Math.min(next, links.length - 1)]!.focus();
    }
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is Baseline 2023 only; in the older browsers the build targets it would be an unknown inline element without the search landmark
    <div
      role="search"
      className={cn('relative', className)}
      onFocus={() => {
        cancelHide();
        setOpen(true);
        SearchResults.preload();
      }}
      onBlur={hideSoon}
      onKeyDown={onKeyDown}
    >
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
      />
      <input
        ref={inputRef}
        type="search"
        aria-label="Search"
        placeholder="Search dads, groups, events..."
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onClick={() => setOpen(true)}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        aria-controls={showPanel ? panelId : undefined}
        className={cn(fieldClasses, 'h-10 rounded-full bg-stone-100/80 pr-3 pl-9 focus-visible:bg-white')}
      />
      {showPanel && (
        <section
          ref={panelRef}
          id={panelId}
          aria-label="Search results"
          // From lg up, wider than the box and centred under it: the sections then sit two by two, so that all four
          // show without scrolling the panel (one column cut it off before Events).
          className={cn(
            '@container absolute inset-x-0 top-full z-50 mt-2 max-h-[min(70dvh,32rem)] min-w-72 overflow-y-auto rounded-xl border border-stone-200 bg-white p-2 shadow-lg shadow-stone-900/10',
            'lg:inset-x-auto lg:left-1/2 lg:w-[min(44rem,calc(100vw-2rem))] lg:-translate-x-1/2',
          )}
        >
          {searched.length < SEARCH_MIN_CHARS ? (
            <SearchStatus loading />
          ) : (
            <QuietBoundary resetKey={searched} fallback={<SearchStatus message="Search is not available right now." />}>
              <Suspense fallback={<SearchStatus loading />}>
                <SearchResults term={searched} stale={searched !== term} onChoose={chosen} />
              </Suspense>
            </QuietBoundary>
          )}
        </section>
      )}
    </div>
  );
}
