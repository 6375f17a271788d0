import { Plus, X } from 'lucide-react';
import { Button } from '../../components/Button';
import { Input } from '../../components/Input';
import { addOption, canAddOption, canRemoveOption, removeOption, setOption, type PollDraft } from './poll-draft';

interface Props {
  poll: PollDraft;
  onChange: (poll: PollDraft) => void;
  /** Cancel: the composer closes the editor and resets the poll. */
  onCancel: () => void;
}

/** The composer's poll: a question and 2 to 4 options. */
export function PollEditor({ poll, onChange, onCancel }: Props) {
  return (
    <fieldset className="grid gap-2 rounded-xl border border-stone-200 bg-stone-50 p-3">
      <legend className="sr-only">Poll</legend>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-bold text-stone-800" aria-hidden>
          Poll
        </p>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel poll
        </Button>
      </div>
      <Input
        aria-label="Poll question"
        placeholder="Ask a question..."
        value={poll.question}
        onChange={(event) => onChange({ ...poll, question: event.target.value })}
      />
      {poll.options.map((option, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: options are plain strings without identity and rows are positional ("Option 2"); every field is controlled from the draft, so after a removal the rows below just take the next texts, with no row state to mix up
        <div key={index} className="flex items-center gap-2">
          <Input
            aria-label={`Option ${index + 1}`}
            placeholder={`Option ${index + 1}`}
            value={option}
            onChange={(event) => onChange(setOption(poll, index, event.target.value))}
          />
          {canRemoveOption(poll) && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove option ${index + 1}`}
              onClick={() => onChange(removeOption(poll, index))}
            >
              <X aria-hidden />
            </Button>
          )}
        </div>
      ))}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={!canAddOption(poll)}
        onClick={() => onChange(addOption(poll))}
      >
        <Plus aria-hidden />
        Add Option
      </Button>
    </fieldset>
  );
}
