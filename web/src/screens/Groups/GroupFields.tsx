/** The fields the create and the Manage Group forms share: name, description, category, format, visibility, public. */
import { useId, type ReactNode } from 'react';
import { Input } from '../../components/Input';
import { Label } from '../../components/Label';
import { Switch } from '../../components/Switch';
import { Textarea } from '../../components/Textarea';
import { GROUP_CATEGORIES, GROUP_FORMATS, GROUP_VISIBILITIES } from '../../lib/groups';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import type { GroupDraft } from './group-draft';

interface Props {
  draft: GroupDraft;
  onChange: (draft: GroupDraft) => void;
  /** The inline message under the name ('Group/Team name already taken'). */
  nameError?: string;
  disabled?: boolean;
  /** Extra fields after the shared ones (maxMembers, hashtags). */
  children?: ReactNode;
}

export function GroupFields({ draft, onChange, nameError, disabled, children }: Props) {
  const ids = { name: useId(), nameError: useId(), description: useId(), isPublic: useId(), maxMembers: useId() };
  const set = <K extends keyof GroupDraft>(key: K, value: GroupDraft[K]) => onChange({ ...draft, [key]: value });
  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={ids.name}>Name</Label>
        <Input
          id={ids.name}
          value={draft.name}
          disabled={disabled}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? ids.nameError : undefined}
          placeholder="e.g. Weekend Grill Dads"
          onChange={(event) => set('name', event.target.value)}
        />
        {nameError && (
          <p id={ids.nameError} className="text-sm font-medium text-red-700">
            {nameError}
          </p>
        )}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.description}>Description</Label>
        <Textarea
          id={ids.description}
          value={draft.description}
          disabled={disabled}
          onChange={(event) => set('description', event.target.value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <ChoiceSelect
          label="Category"
          value={draft.category}
          choices={GROUP_CATEGORIES}
          disabled={disabled}
          onChange={(value) => set('category', value)}
        />
        <ChoiceSelect
          label="Format"
          value={draft.format}
          choices={GROUP_FORMATS}
          disabled={disabled}
          onChange={(value) => set('format', value)}
        />
        <ChoiceSelect
          label="Visibility"
          value={draft.visibility}
          choices={GROUP_VISIBILITIES}
          disabled={disabled}
          onChange={(value) => set('visibility', value)}
        />
      </div>
      <div className="flex items-center gap-3">
        <Switch
          id={ids.isPublic}
          checked={draft.isPublic}
          disabled={disabled}
          onCheckedChange={(value) => set('isPublic', value)}
        />
        <Label htmlFor={ids.isPublic}>Public group</Label>
        <span className="text-sm text-stone-600">
          {draft.isPublic ? 'Anyone can join.' : 'Private: members invite their connections.'}
        </span>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.maxMembers}>Maximum members (optional)</Label>
        <Input
          id={ids.maxMembers}
          inputMode="numeric"
          value={draft.maxMembers}
          disabled={disabled}
          placeholder="No limit"
          onChange={(event) => set('maxMembers', event.target.value)}
        />
      </div>
      {children}
    </div>
  );
}
