/** The answer form: a 1000-character counter; Post Answer waits for non-blank text. */
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { toast } from '../../components/toast/toast-store';
import { canPostAnswer } from '../../lib/ask-a-dad';
import { CountedField } from './CountedField';
import { useAnswerQuestion } from './useAnswerQuestion';

interface Props {
  /** The question's global id. */
  questionId: string;
  /** The answers list's connection, which the new answer joins. */
  connectionId: string;
  onAnswered: () => void;
}

export function AnswerForm({ questionId, connectionId, onAnswered }: Props) {
  const [content, setContent] = useState('');
  const [answer, isAnswering] = useAnswerQuestion(questionId, connectionId);
  const ready = canPostAnswer(content);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || isAnswering) return;
    try {
      await answer(content.trim());
      setContent('');
      toast({ title: 'Answer posted!' });
      onAnswered();
    } catch {
      toast({ title: 'Error', description: 'Failed to post answer. Please try again.', variant: 'destructive' });
    }
  }

  return (
    <form aria-label="Answer this question" onSubmit={(event) => void submit(event)} className="grid gap-3">
      <CountedField
        label="Your answer"
        value={content}
        onValueChange={setContent}
        placeholder="Share your experience or advice..."
        mentions
      />
      <Button type="submit" className="justify-self-end" disabled={!ready} loading={isAnswering}>
        <Send aria-hidden />
        Post Answer
      </Button>
    </form>
  );
}
