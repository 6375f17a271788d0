/**
 * The questions, by the chosen sort and search, a page at a time with 'Load more'. A new sort or search (or a
 * `refreshKey` bump after a post) fetches the list again in a transition: the current one stays until it lands.
 */
import { MessagesSquare, SearchX } from 'lucide-react';
import { useEffect, useRef, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { QuestionList_query$key } from '../../__generated__/QuestionList_query.graphql';
import type { QuestionListPaginationQuery } from '../../__generated__/QuestionListPaginationQuery.graphql';
import { EmptyState } from '../../components/EmptyState';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { cn } from '../../lib/cn';
import { questionCountLabel } from '../../lib/ask-a-dad';
import { QuestionCard } from './QuestionCard';
import { QUESTIONS_PAGE_SIZE, type QuestionSort } from './question-sorts';

export interface QuestionListView {
  sort: QuestionSort;
  /** The trimmed search, '' for none. */
  search: string;
  /** Bumped after the member posts: fetched again from the server. */
  refreshKey: number;
}

interface Props {
  query: QuestionList_query$key;
  view: QuestionListView;
  onOpen: (databaseId: string) => void;
}

export function QuestionList({ query, view, onOpen }: Props) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<
    QuestionListPaginationQuery,
    QuestionList_query$key
  >(
    graphql`
      fragment QuestionList_query on Query
      @refetchable(queryName: "QuestionListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        sort: { type: "QuestionSort", defaultValue: NEWEST }
        search: { type: "String" }
      ) {
        questions(sort: $sort, search: $search, first: $count, after: $cursor) @connection(key: "QuestionList_questions") {
          totalCount
          edges {
            node {
              id
              ...QuestionCard_question
            }
          }
        }
      }
    `,
    query,
  );
  const [isPending, startTransition] = useTransition();
  const fetched = useRef(view);
  useEffect(() => {
    const last = fetched.current;
    if (last === view) return;
    fetched.current = view;
    const fetchPolicy = last.refreshKey !== view.refreshKey ? 'network-only' : 'store-or-network';
    startTransition(() => {
      refetch({ sort: view.sort, search: view.search || undefined }, { fetchPolicy });
    });
  }, [view, refetch]);

  const questions = data.questions.edges.map((edge) => edge.node);
  const count = data.questions.totalCount;
  return (
    <div aria-busy={isPending || undefined} className={cn('grid gap-3 transition-opacity', isPending && 'opacity-60')}>
      <p role="status" className="text-sm font-semibold text-stone-700">
        {questionCountLabel(count)}
      </p>
      {questions.length === 0 ? (
        <NoQuestions view={view} />
      ) : (
        <ul aria-label="Questions" className="grid gap-3">
          {questions.map((question) => (
            <li key={question.id}>
              <QuestionCard question={question} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={() => loadNext(QUESTIONS_PAGE_SIZE)} />
    </div>
  );
}

function NoQuestions({ view }: { view: QuestionListView }) {
  if (view.search !== '')
    return <EmptyState icon={SearchX} title="No questions found" text="Try other words, or ask it yourself." />;
  if (view.sort === 'UNANSWERED')
    return <EmptyState icon={MessagesSquare} title="No unanswered questions" text="Every question has an answer." />;
  return <EmptyState icon={MessagesSquare} title="No questions yet" text="Be the first to ask the community." />;
}
