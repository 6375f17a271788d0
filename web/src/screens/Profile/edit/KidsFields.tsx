import { useId } from 'react';
import { fieldClasses, Input } from '../../../components/Input';
import { Label } from '../../../components/Label';
import { cn } from '../../../lib/cn';
import { MAX_KIDS, withNumberOfKids, type KidDraft, type ProfileDraft } from '../profile-draft';

const MAX_KID_AGE = 60;
const GENDERS = [
  { value: 'boy', label: 'Boy' },
  { value: 'girl', label: 'Girl' },
];

interface Props {
  draft: ProfileDraft;
  onChange: (draft: ProfileDraft) => void;
}

/** The number of kids, then an age and a gender for each. */
export function KidsFields({ draft, onChange }: Props) {
  const id = useId();
  const setKid = (index: number, kid: Partial<KidDraft>) =>
    onChange({ ...draft, kids: draft.kids.map((current, i) => (i === index ? { ...current, ...kid } : current)) });
  return (
    <div className="grid gap-4">
      <div className="grid max-w-40 gap-2">
        <Label htmlFor={id}>Number of Kids</Label>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_KIDS}
          value={draft.numberOfKids}
          onChange={(event) => onChange(withNumberOfKids(draft, event.target.value))}
        />
      </div>
      {draft.kids.length > 0 && (
        <div className="grid gap-3 sm:grid-cols-2">
          {draft.kids.map((kid, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a kid is his place in the list ("Kid 2", ids by index); kids have no id, and the count only adds or drops at the end (withNumberOfKids), never reorders
            <fieldset key={index} className="grid grid-cols-2 gap-3 rounded-xl border border-stone-200 p-3">
              <legend className="px-1 text-sm font-semibold text-stone-800">Kid {index + 1}</legend>
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-${index}-age`}>Age</Label>
                <Input
                  id={`${id}-${index}-age`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_KID_AGE}
                  value={kid.age}
                  onChange={(event) => setKid(index, { age: event.target.value })}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-${index}-gender`}>Gender</Label>
                <select
                  id={`${id}-${index}-gender`}
                  value={kid.gender}
                  onChange={(event) => setKid(index, { gender: event.target.value })}
                  className={cn(fieldClasses, 'h-10')}
                >
                  <option value="">Not set</option>
                  {GENDERS.map((gender) => (
                    <option key={gender.value} value={gender.value}>
                      {gender.label}
                    </option>
                  ))}
                  {/* A value from elsewhere (the API takes free text) stays choosable. */}
                  {kid.gender && !GENDERS.some((gender) => gender.value === kid.gender) && (
                    <option value={kid.gender}>{kid.gender}</option>
                  )}
                </select>
              </div>
            </fieldset>
          ))}
        </div>
      )}
    </div>
  );
}
