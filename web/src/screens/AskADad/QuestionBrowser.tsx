/**
 * The list side of the page: the ask form, then the questions with their sort and search. Its state lives in
 * `useQuestionBrowser` (the screen's), so the screen can fetch the list again after a post.
 */
import { useMemo, useState } from 'react';
import type { QuestionList_query$key } from '../../__generated__/QuestionList_query.graphql';
import { SearchField } from '../../components/SearchField';
import { useDebouncedValue } from '../Shell/useDebouncedValue';
import { AskQuestionForm } from './AskQuestionForm';
import { QuestionList, type QuestionListView } from './QuestionList';
import { QuestionSortPicker } from './QuestionSortPicker';
import { QUESTION_SEARCH_DEBOUNCE_MS, type QuestionSort } from './question-sorts';

export function useQuestionBrowser() {
  const [sort, setSort] = useState<QuestionSort>('NEWEST');
  const [searchText, setSearchText] = useState('');
  const [refreshKey, setRefreshKey] = useState(0);
  const search = useDebouncedValue(searchText.trim(), QUESTION_SEARCH_DEBOUNCE_MS);
  // One object per change: the list fetches once for each.
  const view = useMemo<QuestionListView>(() => ({ sort, search, refreshKey }), [sort, search, refreshKey]);
  return { view, sort, setSort, searchText, setSearchText, refresh: () => setRefreshKey((key) => key + 1) };
}

interface Props {
  query: QuestionList_query$key;
  browser: ReturnType<typeof useQuestionBrowser>;
  onOpen: (databaseId: string) => void;
  onAsked: () => void;
}

export function QuestionBrowser({ query, browser, onOpen, onAsked }: Props) {
  return (
    <div className="grid gap-6">
      <AskQuestionForm onAsked={onAsked} />
      <section aria-labelledby="ask-questions-heading" className="grid gap-4">
        <h2 id="ask-questions-heading" className="text-lg font-bold text-ink">
          Community Questions
        </h2>
        <div className="grid gap-3">
          <SearchField
            label="Search questions"
            value={browser.searchText}
            onValueChange={browser.setSearchText}
            placeholder="Search questions..."
          />
          <QuestionSortPicker sort={browser.sort} onSortChange={browser.setSort} />
        </div>
        <QuestionList query={query} view={browser.view} onOpen={onOpen} />
      </section>
    </div>
  );
}
