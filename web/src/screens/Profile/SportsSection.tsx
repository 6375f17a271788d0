import type { LucideIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SportsSection_user$key } from '../../__generated__/SportsSection_user.graphql';
import { ChipList, Placeholder, ProfileSection } from './ProfileSection';
import { hasInterest, SPORTS_INTEREST } from './profile-view';

/** Sports & Athletics: watched, played, favorite teams; a line saying none yet when Sports is an interest. */
export function SportsSection({ user: userKey, icon }: { user: SportsSection_user$key; icon: LucideIcon }) {
  const user = useFragment(
    graphql`
      fragment SportsSection_user on User {
        interests
        sportsWatchPreferences
        sportsPlayPreferences
        sportsFavoriteTeams
      }
    `,
    userKey,
  );
  const lists = [
    ['Sports I watch', user.sportsWatchPreferences],
    ['Sports I play', user.sportsPlayPreferences],
    ['Favorite teams', user.sportsFavoriteTeams],
  ] as const;
  const filled = lists.filter(([, items]) => items.length > 0);
  if (filled.length === 0 && !hasInterest(user.interests, SPORTS_INTEREST)) return null;
  return (
    <ProfileSection title="Sports & Athletics" icon={icon}>
      {filled.length === 0 ? (
        <Placeholder>No sports preferences added yet.</Placeholder>
      ) : (
        <div className="grid gap-3">
          {filled.map(([label, items]) => (
            <div key={label} className="grid gap-1.5">
              <h3 className="text-sm font-semibold text-stone-600">{label}</h3>
              <ChipList items={items} label={label} />
            </div>
          ))}
        </div>
      )}
    </ProfileSection>
  );
}
