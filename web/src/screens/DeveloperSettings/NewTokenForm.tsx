/**
 * Generate new token: a name, an expiry (30 days unless changed) and at least one scope. The draft is checked as
 * the server checks it, and a refusal shows beside the fields it names; the form keeps what was typed.
 */
import { KeyRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { ScopeChecklist_query$key } from '../../__generated__/ScopeChecklist_query.graphql';
import { Button } from '../../components/Button';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import { Input } from '../../components/Input';
import { Label } from '../../components/Label';
import {
  EXPIRY_CHOICES,
  NEW_TOKEN,
  TOKEN_NAME_MAX,
  errorsOfRefusal,
  hasErrors,
  tokenDraftErrors,
  tokenInput,
  type TokenDraft,
  type TokenDraftErrors,
} from '../../lib/access-tokens';
import { MutationError } from '../../relay/mutation';
import { ExpiryHint } from './ExpiryHint';
import { FieldProblem } from '../../components/FieldProblem';
import { ScopeChecklist } from './ScopeChecklist';
import { useCreateAccessToken, type CreatedToken } from './useCreateAccessToken';

const FAILED = 'The token could not be generated. Please try again.';

interface Props {
  scopes: ScopeChecklist_query$key;
  onCreated: (created: CreatedToken) => void;
  /** Back from the new token's panel: the name field takes the focus. */
  autoFocus?: boolean;
}

export function NewTokenForm({ scopes, onCreated, autoFocus }: Props) {
  const [draft, setDraft] = useState<TokenDraft>(NEW_TOKEN);
  const [errors, setErrors] = useState<TokenDraftErrors>({});
  const [create, isCreating] = useCreateAccessToken();
  const id = useId();
  const ids = {
    name: `${id}-name`,
    nameError: `${id}-name-error`,
    expiryHint: `${id}-expiry-hint`,
    expiryError: `${id}-expiry-error`,
    formError: `${id}-form-error`,
  };

  // A change clears that field's problem (and a refusal of the whole form); the others stay until the next try.
  const change = <K extends keyof TokenDraft>(key: K, value: TokenDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined, form: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = tokenDraftErrors(draft);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      onCreated(await create(tokenInput(draft)));
    } catch (error) {
      // A lost session is told by the session-loss flow.
      if (error instanceof MutationError && error.code === 'UNAUTHENTICATED') return;
      setErrors(error instanceof MutationError ? errorsOfRefusal(error.message, error.fieldErrors) : { form: FAILED });
    }
  }

  return (
    <form className="grid gap-5" onSubmit={submit} noValidate aria-label="Generate new token">
      <div className="grid gap-1.5">
        <Label htmlFor={ids.name}>Name</Label>
        <Input
          id={ids.name}
          value={draft.name}
          maxLength={TOKEN_NAME_MAX}
          placeholder="e.g. Grill timer bot"
          autoComplete="off"
          autoFocus={autoFocus}
          aria-required
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? ids.nameError : undefined}
          disabled={isCreating}
          onChange={(event) => change('name', event.target.value)}
        />
        <FieldProblem id={ids.nameError} message={errors.name} />
      </div>
      <div className="grid gap-1.5 sm:max-w-xs">
        <ChoiceSelect
          label="Expiration"
          value={draft.expiry}
          choices={EXPIRY_CHOICES}
          describedBy={errors.expiry ? `${ids.expiryHint} ${ids.expiryError}` : ids.expiryHint}
          disabled={isCreating}
          onChange={(expiry) => change('expiry', expiry)}
        />
        <ExpiryHint id={ids.expiryHint} choice={draft.expiry} />
        <FieldProblem id={ids.expiryError} message={errors.expiry} />
      </div>
      <ScopeChecklist
        query={scopes}
        value={draft.scopes}
        error={errors.scopes}
        disabled={isCreating}
        onChange={(value) => change('scopes', value)}
      />
      <FieldProblem id={ids.formError} message={errors.form} />
      <Button type="submit" className="justify-self-start" loading={isCreating}>
        <KeyRound aria-hidden />
        Generate token
      </Button>
    </form>
  );
}
