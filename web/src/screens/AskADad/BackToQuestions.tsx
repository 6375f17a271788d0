/** The way from a question back to the list (Back in the browser does the same). */
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../components/Button';

export function BackToQuestions({ onBack }: { onBack: () => void }) {
  return (
    <Button variant="ghost" size="sm" className="justify-self-start" onClick={onBack}>
      <ArrowLeft aria-hidden />
      Back to Questions
    </Button>
  );
}
