/**
 * The ask form: a title and the question, each with a 1000-character counter;
 * Post Question waits for both to be non-blank. Questions are anonymous: the form says so.
 */
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/Card';
import { toast } from '../../components/toast/toast-store';
import { canPostQuestion } from '../../lib/ask-a-dad';
import { CountedField } from './CountedField';
import { useAskQuestion } from './useAskQuestion';

export function AskQuestionForm({ onAsked }: { onAsked: () => void }) {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [ask, isAsking] = useAskQuestion();
  const ready = canPostQuestion({ title, content });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || isAsking) return;
    try {
      await ask({ title: title.trim(), content: content.trim() });
      setTitle('');
      setContent('');
      toast({ title: 'Question posted!' });
      onAsked();
    } catch {
      toast({ title: 'Error', description: 'Failed to post question. Please try again.', variant: 'destructive' });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle id="ask-a-question">Ask a Question</CardTitle>
        <CardDescription>Your name is never shown with your question.</CardDescription>
      </CardHeader>
      <CardContent>
        <form aria-labelledby="ask-a-question" onSubmit={(event) => void submit(event)} className="grid gap-3">
          <CountedField
            label="Title"
            singleLine
            value={title}
            onValueChange={setTitle}
            placeholder="What's your question?"
          />
          <CountedField
            label="Details"
            value={content}
            onValueChange={setContent}
            placeholder="Describe your situation so other dads can help..."
          />
          <Button type="submit" className="justify-self-end" disabled={!ready} loading={isAsking}>
            <Send aria-hidden />
            Post Question
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
