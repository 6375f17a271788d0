import { useId } from 'react';
import { Label } from '../../../components/Label';
import { Textarea } from '../../../components/Textarea';
import type { ProfileDraft } from '../profile-draft';
import { TextField } from './TextField';

// The server's limits (docs/people.md): names as at registration, location and bio as at onboarding.
const NAME_MAX_LENGTH = 50;
const USERNAME_MAX_LENGTH = 20;
const LOCATION_MAX_LENGTH = 100;
const BIO_MAX_LENGTH = 500;

export const USERNAME_HINT =
  '3-20 characters, letters, numbers, underscores only. This is your display name when posting and commenting.';

interface Props {
  draft: ProfileDraft;
  onChange: (draft: ProfileDraft) => void;
}

/** Names, username, e-mail, location and bio. */
export function BasicsFields({ draft, onChange }: Props) {
  const bioId = useId();
  const set = (name: 'firstName' | 'lastName' | 'username' | 'email' | 'location' | 'bio') => (value: string) =>
    onChange({ ...draft, [name]: value });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First Name"
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
          value={draft.firstName}
          onChange={set('firstName')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
          value={draft.lastName}
          onChange={set('lastName')}
        />
      </div>
      <TextField
        label="Username"
        autoComplete="username"
        maxLength={USERNAME_MAX_LENGTH}
        hint={USERNAME_HINT}
        value={draft.username}
        onChange={set('username')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Email" type="email" autoComplete="email" value={draft.email} onChange={set('email')} />
        <TextField
          label="Location"
          autoComplete="address-level2"
          placeholder="City, State"
          maxLength={LOCATION_MAX_LENGTH}
          value={draft.location}
          onChange={set('location')}
        />
      </div>
      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-3">
          <Label htmlFor={bioId}>Bio</Label>
          <span className="text-xs text-stone-600 tabular-nums" aria-hidden>
            {draft.bio.length}/{BIO_MAX_LENGTH}
          </span>
        </div>
        <Textarea
          id={bioId}
          maxLength={BIO_MAX_LENGTH}
          placeholder="A few words about you and your family"
          value={draft.bio}
          onChange={(event) => set('bio')(event.target.value)}
        />
      </div>
    </>
  );
}
