/** Discover's Filter: one dad type at a time, among those of the dads loaded, or all of them. */
import { Button } from '../../components/Button';
import { dadTypeLabel } from '../../lib/profile-labels';

interface Props {
  id: string;
  types: readonly string[];
  value: string | null;
  onChange: (dadType: string | null) => void;
}

export function DadTypeFilter({ id, types, value, onChange }: Props) {
  const choices: Array<[string | null, string]> = [
    [null, 'All dads'],
    ...types.map((type): [string, string] => [type, dadTypeLabel(type) ?? type]),
  ];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <fieldset> would bring its own UA layout (min-inline-size: min-content, border, padding, legend); the div keeps the layout with the same group role and name
    <div id={id} role="group" aria-label="Filter by dad type" className="flex flex-wrap gap-2">
      {choices.map(([type, label]) => (
        <Button
          key={type ?? 'all'}
          size="sm"
          variant={value === type ? 'primary' : 'outline'}
          aria-pressed={value === type}
          onClick={() => onChange(type)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
