/** The new token's scopes: one checkbox each, as the server lists them (name and what it allows). */
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ScopeChecklist_query$key } from '../../__generated__/ScopeChecklist_query.graphql';
import { Checkbox } from '../../components/Checkbox';
import { Label } from '../../components/Label';
import { toggleScope } from '../../lib/access-tokens';
import { FieldProblem } from '../../components/FieldProblem';

interface Props {
  query: ScopeChecklist_query$key;
  value: readonly string[];
  onChange: (scopes: string[]) => void;
  error?: string;
  disabled?: boolean;
}

export function ScopeChecklist({ query, value, onChange, error, disabled }: Props) {
  const { accessTokenScopes } = useFragment(
    graphql`
      fragment ScopeChecklist_query on Query {
        accessTokenScopes {
          name
          description
        }
      }
    `,
    query,
  );
  const prefix = useId();
  const errorId = `${prefix}-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-semibold text-ink">Scopes</legend>
      <p className="text-sm text-stone-600">What the token may do as you. Give it only what your app needs.</p>
      <ul className="grid gap-3">
        {accessTokenScopes.map((scope) => {
          const id = `${prefix}-${scope.name}`;
          return (
            <li key={scope.name} className="flex items-start gap-3">
              <Checkbox
                id={id}
                className="mt-0.5"
                checked={value.includes(scope.name)}
                disabled={disabled}
                aria-describedby={`${id}-description`}
                aria-invalid={error ? true : undefined}
                onCheckedChange={() => onChange(toggleScope(value, scope.name))}
              />
              <div className="grid min-w-0 gap-1">
                <Label htmlFor={id} className="font-mono">
                  {scope.name}
                </Label>
                <p id={`${id}-description`} className="text-sm text-stone-600">
                  {scope.description}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <FieldProblem id={errorId} message={error} />
    </fieldset>
  );
}
