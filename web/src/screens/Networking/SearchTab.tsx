/**
 * Search: dads by name, e-mail or interests. From 2 trimmed characters, once typing
 * pauses; a spinner while the search runs, then the results with their count, 'No dads found' or 'Load more'.
 * Before anything is typed, example searches to click.
 */
import { Suspense, useId, useState } from 'react';
import { Button } from '../../components/Button';
import { SearchField } from '../../components/SearchField';
import { QuietBoundary } from '../Shell/QuietBoundary';
import { useDebouncedValue } from '../Shell/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS, SEARCH_EXAMPLES, SEARCH_MIN_CHARS, searchTerm } from './network-tabs';
import { MemberSearchResults, SearchSpinner } from './MemberSearchResults';
import { TabFailure } from './TabFailure';

export function SearchTab() {
  const [text, setText] = useState('');
  const hintId = useId();
  const term = searchTerm(text);
  const searched = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const tooShort = text.trim().length > 0 && term === null;

  return (
    <section aria-label="Search dads" className="grid gap-4">
      <SearchField
        label="Search dads"
        value={text}
        onValueChange={setText}
        placeholder="Search dads by name, email or interests..."
        aria-describedby={tooShort ? hintId : undefined}
      />
      {tooShort && (
        <p id={hintId} className="text-sm text-stone-600">
          {`Type at least ${SEARCH_MIN_CHARS} characters to search`}
        </p>
      )}
      {!term && !tooShort && <SearchExamples onPick={setText} />}
      {term && (
        <QuietBoundary resetKey={searched} fallback={<TabFailure what="Search results" />}>
          {/* Until the typing pauses, the spinner: the search is about to run. */}
          {searched === term ? (
            <Suspense fallback={<SearchSpinner />}>
              <MemberSearchResults term={term} />
            </Suspense>
          ) : (
            <SearchSpinner />
          )}
        </QuietBoundary>
      )}
    </section>
  );
}

function SearchExamples({ onPick }: { onPick: (text: string) => void }) {
  return (
    <div className="grid gap-2">
      <p className="text-sm text-stone-600">Try searching for:</p>
      <ul aria-label="Example searches" className="flex flex-wrap gap-2">
        {SEARCH_EXAMPLES.map((example) => (
          <li key={example}>
            <Button variant="secondary" size="sm" onClick={() => onPick(example)}>
              {example}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
