/**
 * The chosen question's place on the page: `QuestionDetailQuery` fetches it by raw id when the page chooses it
 * (from the list, or /ask-a-dad?question=<id>); an id that names no question shows 'Question not found'.
 */
import { FileQuestion } from 'lucide-react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { QuestionDetailQuery } from '../../__generated__/QuestionDetailQuery.graphql';
import { EmptyState } from '../../components/EmptyState';
import { BackToQuestions } from './BackToQuestions';
import { QuestionDetail } from './QuestionDetail';

export const questionDetailQuery = graphql`
  query QuestionDetailQuery($databaseId: String!) {
    question(databaseId: $databaseId) {
      ...QuestionDetail_question
    }
  }
`;

interface Props {
  queryRef: PreloadedQuery<QuestionDetailQuery>;
  onBack: () => void;
  onAnswered: () => void;
}

export function QuestionDetailPane({ queryRef, onBack, onAnswered }: Props) {
  const { question } = usePreloadedQuery<QuestionDetailQuery>(questionDetailQuery, queryRef);
  return (
    <section aria-label="Question" className="grid gap-4">
      <BackToQuestions onBack={onBack} />
      {question ? (
        <QuestionDetail question={question} onAnswered={onAnswered} />
      ) : (
        <EmptyState icon={FileQuestion} title="Question not found" text="It may have been removed." />
      )}
    </section>
  );
}
