/** 'Helpful' with the count: pressed once the viewer marked it (press again to take it back); a plain count on one's own. */
import { ThumbsUp } from 'lucide-react';
import { Button } from '../../components/Button';
import { useHelpfulMark } from './useHelpfulMark';

interface Props {
  answer: { id: string; helpfulCount: number; viewerMarkedHelpful: boolean; viewerCanMarkHelpful: boolean };
}

export function HelpfulButton({ answer }: Props) {
  const [toggle, isInFlight] = useHelpfulMark();
  if (!answer.viewerCanMarkHelpful && !answer.viewerMarkedHelpful) {
    return (
      <span className="inline-flex items-center gap-1.5 text-sm text-stone-600">
        <ThumbsUp aria-hidden className="size-4" />
        {`${answer.helpfulCount} helpful`}
      </span>
    );
  }
  return (
    <Button
      size="sm"
      variant={answer.viewerMarkedHelpful ? 'secondary' : 'outline'}
      aria-pressed={answer.viewerMarkedHelpful}
      disabled={isInFlight}
      onClick={() => void toggle(answer)}
    >
      <ThumbsUp aria-hidden />
      {`Helpful (${answer.helpfulCount})`}
    </Button>
  );
}
