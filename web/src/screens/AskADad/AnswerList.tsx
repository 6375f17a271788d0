/** A question's answers, the accepted one first and then the oldest first, a page at a time with 'Load more'. */
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { AnswerList_question$key } from '../../__generated__/AnswerList_question.graphql';
import type { AnswerListPaginationQuery } from '../../__generated__/AnswerListPaginationQuery.graphql';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { AnswerItem } from './AnswerItem';
import { ANSWERS_PAGE_SIZE } from './question-sorts';

export function useAnswerList(question: AnswerList_question$key) {
  return usePaginationFragment<AnswerListPaginationQuery, AnswerList_question$key>(
    graphql`
      fragment AnswerList_question on Question
      @refetchable(queryName: "AnswerListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        id
        answers(first: $count, after: $cursor) @connection(key: "AnswerList_answers") {
          __id
          edges {
            node {
              id
              ...AnswerItem_answer
            }
          }
        }
      }
    `,
    question,
  );
}

export function AnswerList({ list }: { list: ReturnType<typeof useAnswerList> }) {
  const { data, hasNext, isLoadingNext, loadNext } = list;
  const answers = data.answers.edges.map((edge) => edge.node);
  if (answers.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-8 text-center text-sm text-stone-600">
        No answers yet. Be the first to help.
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <ul aria-label="Answers" className="grid gap-3">
        {answers.map((answer) => (
          <li key={answer.id}>
            <AnswerItem answer={answer} questionId={data.id} />
          </li>
        ))}
      </ul>
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={() => loadNext(ANSWERS_PAGE_SIZE)} />
    </div>
  );
}
