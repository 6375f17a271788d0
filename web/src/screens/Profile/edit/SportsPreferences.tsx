import type { ProfileDraft } from '../profile-draft';
import { EditCard } from './EditCard';
import { EntryInput } from './EntryInput';
import { OptionChecklist } from './OptionChecklist';

interface Props {
  draft: ProfileDraft;
  options: { readonly watchSports: readonly string[]; readonly playSports: readonly string[] };
  onChange: (draft: ProfileDraft) => void;
}

/** Shown with the Sports interest: sports watched and played (each with Other), and favorite teams. */
export function SportsPreferences({ draft, options, onChange }: Props) {
  const set =
    (name: 'sportsWatchPreferences' | 'sportsPlayPreferences' | 'sportsFavoriteTeams') => (value: readonly string[]) =>
      onChange({ ...draft, [name]: value });
  return (
    <EditCard title="Sports Preferences">
      <OptionChecklist
        legend="Sports I Watch"
        options={options.watchSports}
        value={draft.sportsWatchPreferences}
        onChange={set('sportsWatchPreferences')}
        other={{ label: 'Other sport you watch', placeholder: 'Type a sport and press Enter' }}
      />
      <OptionChecklist
        legend="Sports I Play"
        options={options.playSports}
        value={draft.sportsPlayPreferences}
        onChange={set('sportsPlayPreferences')}
        other={{ label: 'Other sport you play', placeholder: 'Type a sport and press Enter' }}
      />
      <EntryInput
        label="Favorite Teams"
        placeholder="Type a team and press Enter"
        entries={draft.sportsFavoriteTeams}
        list={draft.sportsFavoriteTeams}
        onChange={set('sportsFavoriteTeams')}
      />
    </EditCard>
  );
}
