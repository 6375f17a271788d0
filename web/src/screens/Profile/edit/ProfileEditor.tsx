/**
 * The profile's edit mode (/profile): every field of the profile, the optional password change and a
 * new photo, saved together by Save; Cancel drops the draft. Its own chunk: a member visiting another's profile
 * never needs it.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProfileEditor_options$key } from '../../../__generated__/ProfileEditor_options.graphql';
import type { ProfileEditor_user$key } from '../../../__generated__/ProfileEditor_user.graphql';
import { Button } from '../../../components/Button';
import { useToastLift } from '../../../components/toast/toast-lift';
import { dadTypeLabel } from '../../../lib/profile-labels';
import { PRODUCT_NAME } from '../../../product';
import { draftFromProfile, emptyPasswords, type PasswordDraft, type ProfileDraft } from '../profile-draft';
import { COLLECTIBLES_INTEREST, hasInterest, SPORTS_INTEREST } from '../profile-view';
import { AvatarPicker } from './AvatarPicker';
import { BasicsFields } from './BasicsFields';
import { ChoiceRadios } from './ChoiceRadios';
import { EditCard } from './EditCard';
import { FamilyFields } from './FamilyFields';
import { InterestChips } from './InterestChips';
import { OptionChecklist } from './OptionChecklist';
import { PasswordFields } from './PasswordFields';
import { SportsPreferences } from './SportsPreferences';
import { useSaveProfile } from './useSaveProfile';

interface Props {
  user: ProfileEditor_user$key;
  options: ProfileEditor_options$key;
  /** Back to view mode (after a save, or on Cancel). */
  onDone: () => void;
}

export function ProfileEditor({ user: userKey, options: optionsKey, onDone }: Props) {
  const liftToasts = useToastLift<HTMLDivElement>();
  const user = useFragment(
    graphql`
      fragment ProfileEditor_user on User {
        username firstName lastName email location bio dadType interests profileImageUrl
        sportsWatchPreferences sportsPlayPreferences sportsFavoriteTeams outdoorActivities collectiblesTypes
        familyStructure dadBodType hairline numberOfKids kidsAges kidsGenders
      }
    `,
    userKey,
  );
  const options = useFragment(
    graphql`
      fragment ProfileEditor_options on ProfileOptions {
        dadTypes {
          value
          label
        }
        familyStructures dadBodTypes hairlines interests watchSports playSports outdoorActivities collectibleTypes
      }
    `,
    optionsKey,
  );
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFromProfile(user, options.interests));
  const [passwords, setPasswords] = useState<PasswordDraft>(emptyPasswords);
  const [image, setImage] = useState<File | null>(null);
  const [save, saving] = useSaveProfile();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const set =
    <K extends keyof ProfileDraft>(name: K) =>
    (value: ProfileDraft[K]) =>
      setDraft((current) => ({ ...current, [name]: value }));
  // A type onboarding offers and the editor does not ('all') stays choosable while it is the member's.
  const ownType =
    user.dadType && !options.dadTypes.some((option) => option.value === user.dadType) ? user.dadType : null;
  const dadTypes = ownType
    ? [...options.dadTypes, { value: ownType, label: dadTypeLabel(ownType) ?? ownType }]
    : options.dadTypes;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const saved = await save({ draft, passwords, image, onPasswordChanged: () => setPasswords(emptyPasswords) });
    if (saved) onDone();
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby="profile-editor-title"
      className="mx-auto grid w-full max-w-3xl gap-4 px-3 py-4 pb-8 sm:px-6 sm:py-8"
    >
      <title>{`Edit Profile · ${PRODUCT_NAME}`}</title>
      <h1 id="profile-editor-title" ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink outline-none">
        Edit Profile
      </h1>
      <EditCard title="Basic Information">
        <AvatarPicker user={user} currentUrl={user.profileImageUrl} pending={image} onPick={setImage} />
        <BasicsFields draft={draft} onChange={setDraft} />
      </EditCard>
      <PasswordFields value={passwords} onChange={setPasswords} />
      <EditCard title="Dad Type & Interests">
        <ChoiceRadios
          legend="Dad Type"
          options={dadTypes}
          value={draft.dadType}
          onChange={(value) => value && set('dadType')(value)}
        />
        <div className="grid gap-3">
          <h3 className="text-sm font-semibold text-stone-800">Interests</h3>
          <InterestChips options={options.interests} value={draft.interests} onChange={set('interests')} />
        </div>
      </EditCard>
      {hasInterest(draft.interests, SPORTS_INTEREST) && (
        <SportsPreferences draft={draft} options={options} onChange={setDraft} />
      )}
      <EditCard title="Outdoor Preferences">
        <OptionChecklist
          legend="Outdoor activities you enjoy"
          options={options.outdoorActivities}
          value={draft.outdoorActivities}
          onChange={set('outdoorActivities')}
        />
      </EditCard>
      {hasInterest(draft.interests, COLLECTIBLES_INTEREST) && (
        <EditCard title="Collectibles Preferences">
          <OptionChecklist
            legend="What you collect"
            options={options.collectibleTypes}
            value={draft.collectiblesTypes}
            onChange={set('collectiblesTypes')}
          />
        </EditCard>
      )}
      <FamilyFields draft={draft} options={options} onChange={setDraft} />
      <div
        ref={liftToasts}
        className="sticky bottom-0 z-10 -mx-3 flex justify-end gap-2 border-t border-stone-200 bg-white/95 px-3 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:px-4"
      >
        <Button variant="outline" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Save
        </Button>
      </div>
    </form>
  );
}
