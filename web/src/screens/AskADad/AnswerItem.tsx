/**
 * One answer: who wrote it, its age and text, 'Accepted Answer' when the asker accepted it, the Helpful button,
 * for the asker Accept (or Unaccept on the accepted one), and Report on others' answers. Its author sees it marked
 * when moderation hid it.
 */
import { CheckCircle2 } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AnswerItem_answer$key } from '../../__generated__/AnswerItem_answer.graphql';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { ModerationHiddenNote } from '../../components/ModerationHiddenNote';
import { RichText } from '../../components/RichText';
import { ageLabel } from '../../lib/age-label';
import { cn } from '../../lib/cn';
import { ReportButton } from '../../reports/ReportButton';
import { AnswerAuthor, useAnswerAuthorName } from './AnswerAuthor';
import { HelpfulButton } from './HelpfulButton';
import { useAcceptAnswer } from './useAcceptAnswer';

interface Props {
  answer: AnswerItem_answer$key;
  /** The question's global id (Unaccept names the question). */
  questionId: string;
}

export function AnswerItem({ answer, questionId }: Props) {
  const data = useFragment(
    graphql`
      fragment AnswerItem_answer on Answer {
        id
        content
        createdAt
        helpfulCount
        viewerMarkedHelpful
        viewerCanMarkHelpful
        viewerCanAccept
        isAccepted
        answeredByViewer
        moderationHidden
        ...AnswerAuthor_answer
      }
    `,
    answer,
  );
  const authorName = useAnswerAuthorName(data);
  const { accept, unaccept, isInFlight } = useAcceptAnswer();
  return (
    <article
      aria-label={`Answer by ${authorName}`}
      className={cn(
        'grid gap-3 rounded-xl border bg-white p-4',
        data.isAccepted ? 'border-brand-400 ring-1 ring-brand-200' : 'border-stone-200',
      )}
    >
      <header className="flex flex-wrap items-center gap-2">
        <AnswerAuthor answer={data} />
        <span className="text-xs text-stone-500">{ageLabel(data.createdAt)}</span>
        {data.isAccepted && (
          <Badge className="ml-auto">
            <CheckCircle2 aria-hidden />
            Accepted Answer
          </Badge>
        )}
      </header>
      <ModerationHiddenNote hidden={data.moderationHidden} />
      <RichText text={data.content} className="text-sm break-words whitespace-pre-line text-stone-800" />
      <footer className="flex flex-wrap items-center gap-2">
        <HelpfulButton answer={data} />
        {data.viewerCanAccept && (
          <Button
            size="sm"
            variant={data.isAccepted ? 'ghost' : 'outline'}
            className="ml-auto"
            loading={isInFlight}
            onClick={() => void (data.isAccepted ? unaccept(questionId) : accept(data.id))}
          >
            {data.isAccepted ? 'Unaccept' : 'Accept Answer'}
          </Button>
        )}
        {!data.answeredByViewer && (
          <span className={cn(!data.viewerCanAccept && 'ml-auto')}>
            <ReportButton targetType="answer" targetId={data.id} size="sm" />
          </span>
        )}
      </footer>
    </article>
  );
}
