/**
 * A question in the list: its title (a link to its detail, /ask-a-dad?question=<id>), the start of its text, its
 * age and counts. No author: questions are anonymous; the asker sees 'Your question'.
 */
import { CheckCircle2, MessageSquareReply, ThumbsUp } from 'lucide-react';
import type { MouseEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { QuestionCard_question$key } from '../../__generated__/QuestionCard_question.graphql';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { ageLabel } from '../../lib/age-label';
import { answerCountLabel, questionPath } from '../../lib/ask-a-dad';

export function QuestionCard({
  question,
  onOpen,
}: {
  question: QuestionCard_question$key;
  onOpen: (databaseId: string) => void;
}) {
  const data = useFragment(
    graphql`
      fragment QuestionCard_question on Question {
        databaseId
        title
        content
        createdAt
        answerCount
        helpfulCount
        askedByViewer
        acceptedAnswer {
          id
        }
      }
    `,
    question,
  );

  // A plain left click opens it in the page; a new tab or a copied address opens /ask-a-dad?question=<id>.
  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onOpen(data.databaseId);
  }

  return (
    <Card className="grid gap-2 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        {data.askedByViewer && <Badge>Your question</Badge>}
        {data.acceptedAnswer && (
          <Badge variant="secondary">
            <CheckCircle2 aria-hidden />
            Accepted answer
          </Badge>
        )}
        <span className="text-xs text-stone-500">{ageLabel(data.createdAt)}</span>
      </div>
      <h3 className="text-base leading-snug font-bold text-ink">
        <a
          href={questionPath(data.databaseId)}
          onClick={open}
          className="hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {data.title}
        </a>
      </h3>
      <p className="line-clamp-2 text-sm whitespace-pre-line text-stone-700" title={data.content}>
        {data.content}
      </p>
      <p className="flex flex-wrap gap-4 text-sm text-stone-600">
        <span className="inline-flex items-center gap-1.5">
          <MessageSquareReply aria-hidden className="size-4" />
          {answerCountLabel(data.answerCount)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <ThumbsUp aria-hidden className="size-4" />
          {`${data.helpfulCount} helpful`}
        </span>
      </p>
    </Card>
  );
}
