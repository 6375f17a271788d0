/** Newest, Unanswered or Most Helpful: one pressed at a time. */
import { Button } from '../../components/Button';
import { QUESTION_SORTS, type QuestionSort } from './question-sorts';

export function QuestionSortPicker({
  sort,
  onSortChange,
}: {
  sort: QuestionSort;
  onSortChange: (sort: QuestionSort) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <fieldset> would bring its own UA layout (min-inline-size: min-content, border, padding, legend); the div keeps the layout with the same group role and name
    <div role="group" aria-label="Sort questions" className="flex flex-wrap gap-2">
      {QUESTION_SORTS.map(({ value, label }) => (
        <Button
          key={value}
          size="sm"
          variant={sort === value ? 'primary' : 'outline'}
          aria-pressed={sort === value}
          onClick={() => onSortChange(value)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
