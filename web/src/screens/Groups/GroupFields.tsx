/** The fields the create and the Manage Group forms share: name, description, category, format, visibility, public. */
import type { ReactNode } from 'react';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import { SwitchField } from '../../components/SwitchField';
import { TextField } from '../../components/TextField';
import { GROUP_CATEGORIES, GROUP_FORMATS, GROUP_VISIBILITIES } from '../../lib/groups';
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
  const set = <K extends keyof GroupDraft>(key: K, value: GroupDraft[K]) => onChange({ ...draft, [key]: value });
  return (
    <div className="grid gap-4">
      <TextField
        label="Name"
        value={draft.name}
        error={nameError}
        disabled={disabled}
        placeholder="e.g. Weekend Grill Dads"
        onChange={(value) => set('name', value)}
      />
      <TextField
        label="Description"
        multiline
        value={draft.description}
        disabled={disabled}
        onChange={(value) => set('description', value)}
      />
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
      <SwitchField
        label="Public group"
        hint={draft.isPublic ? 'Anyone can join.' : 'Private: members invite their connections.'}
        checked={draft.isPublic}
        disabled={disabled}
        onCheckedChange={(value) => set('isPublic', value)}
      />
      <TextField
        label="Maximum members (optional)"
        inputMode="numeric"
        value={draft.maxMembers}
        disabled={disabled}
        placeholder="No limit"
        onChange={(value) => set('maxMembers', value)}
      />
      {children}
    </div>
  );
}
