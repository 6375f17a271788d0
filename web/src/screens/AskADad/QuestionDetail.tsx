/**
 * A question with its answers and the answer form. Anonymous like the list: no author, 'Your question' for the
 * asker (marked when moderation hid it); Report for everyone else; the notification bell for all.
 */
import { graphql, useFragment } from 'react-relay/hooks';
import type { QuestionDetail_question$key } from '../../__generated__/QuestionDetail_question.graphql';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { ModerationHiddenNote } from '../../components/ModerationHiddenNote';
import { ageLabel } from '../../lib/age-label';
import { NotificationBell } from '../../notifications/NotificationBell';
import { ReportButton } from '../../reports/ReportButton';
import { answerCountLabel } from '../../lib/ask-a-dad';
import { AnswerForm } from './AnswerForm';
import { AnswerList, useAnswerList } from './AnswerList';

export function QuestionDetail({
  question,
  onAnswered,
}: {
  question: QuestionDetail_question$key;
  onAnswered: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment QuestionDetail_question on Question {
        id
        title
        content
        createdAt
        answerCount
        askedByViewer
        moderationHidden
        viewerNotificationLevel
        ...AnswerList_question
      }
    `,
    question,
  );
  const answers = useAnswerList(data);
  return (
    <>
      <Card className="grid gap-3 p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          {data.askedByViewer && <Badge>Your question</Badge>}
          <span className="text-xs text-stone-500">{ageLabel(data.createdAt)}</span>
          <span className="ml-auto flex items-center gap-1">
            <NotificationBell kind="question" targetId={data.id} level={data.viewerNotificationLevel} size="sm" />
            {!data.askedByViewer && <ReportButton targetType="question" targetId={data.id} size="sm" />}
          </span>
        </div>
        <ModerationHiddenNote hidden={data.moderationHidden} />
        <h2 className="text-xl leading-snug font-bold text-ink">{data.title}</h2>
        <p className="whitespace-pre-line text-stone-800">{data.content}</p>
      </Card>
      <h3 className="text-lg font-bold text-ink">{answerCountLabel(data.answerCount)}</h3>
      <AnswerList list={answers} />
      <Card className="p-4 sm:p-5">
        <AnswerForm questionId={data.id} connectionId={answers.data.answers.__id} onAnswered={onAnswered} />
      </Card>
    </>
  );
}
