import { dadBodTypeLabel, familyStructureLabel, hairlineLabel } from '../../../lib/profile-labels';
import type { ProfileDraft } from '../profile-draft';
import { ChoiceRadios } from './ChoiceRadios';
import { EditCard } from './EditCard';
import { KidsFields } from './KidsFields';

interface Props {
  draft: ProfileDraft;
  options: {
    readonly familyStructures: readonly string[];
    readonly dadBodTypes: readonly string[];
    readonly hairlines: readonly string[];
  };
  onChange: (draft: ProfileDraft) => void;
}

const labelled = (values: readonly string[], label: (value: string) => string) =>
  values.map((value) => ({ value, label: label(value) }));

/** Family structure and kids, then the dad bod and the hairline; each choice may be cleared. */
export function FamilyFields({ draft, options, onChange }: Props) {
  const set = (name: 'familyStructure' | 'dadBodType' | 'hairline') => (value: string | null) =>
    onChange({ ...draft, [name]: value });
  return (
    <>
      <EditCard title="Family">
        <ChoiceRadios
          legend="Family Structure"
          clearable
          options={labelled(options.familyStructures, familyStructureLabel)}
          value={draft.familyStructure}
          onChange={set('familyStructure')}
        />
        <KidsFields draft={draft} onChange={onChange} />
      </EditCard>
      <EditCard title="Dad Characteristics">
        <ChoiceRadios
          legend="Dad Bod Type"
          clearable
          options={labelled(options.dadBodTypes, dadBodTypeLabel)}
          value={draft.dadBodType}
          onChange={set('dadBodType')}
        />
        <ChoiceRadios
          legend="Hairline"
          clearable
          options={labelled(options.hairlines, hairlineLabel)}
          value={draft.hairline}
          onChange={set('hairline')}
        />
      </EditCard>
    </>
  );
}
