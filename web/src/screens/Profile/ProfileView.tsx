/**
 * A member's profile as the page shows it (/profile view mode), the member's own or another's: the
 * header, then the stats and the sections. What the viewer may not see never reaches here (the server leaves it
 * out). Buttons come from the caller: Edit Profile and the settings for oneself; Connect, Message and Block for
 * others.
 */
import { EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProfileView_options$key } from '../../__generated__/ProfileView_options.graphql';
import type { ProfileView_user$key } from '../../__generated__/ProfileView_user.graphql';
import { PRODUCT_NAME } from '../../product';
import { ProfileDetails } from './ProfileDetails';
import { ProfileHeader } from './ProfileHeader';
import { Placeholder, ProfileSection } from './ProfileSection';
import { dadTypeLabel } from '../../lib/profile-labels';
import { profileName } from './profile-view';

interface Props {
  user: ProfileView_user$key;
  options: ProfileView_options$key;
  /** The header's buttons. */
  actions: ReactNode;
  /** More cards under Contact Information and Dad Info (the member's own data). */
  aside?: ReactNode;
}

export function ProfileView({ user: userKey, options: optionsKey, actions, aside }: Props) {
  const user = useFragment(
    graphql`
      fragment ProfileView_user on User {
        username firstName lastName email dadType
        stats {
          posts
        }
        ...ProfileHeader_user
        ...ProfileDetails_user
      }
    `,
    userKey,
  );
  const options = useFragment(
    graphql`
      fragment ProfileView_options on ProfileOptions {
        interests
      }
    `,
    optionsKey,
  );
  const dadType = dadTypeLabel(user.dadType);
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-4 px-3 py-4 pb-24 sm:px-6 sm:py-8">
      <title>{`${profileName(user)} · ${PRODUCT_NAME}`}</title>
      <ProfileHeader user={user} dadType={dadType} actions={actions} />
      {/* No stats: one of the two blocked the other, and the server sent the identity only. */}
      {user.stats ? (
        <ProfileDetails user={user} interestOptions={options.interests} dadType={dadType} aside={aside} />
      ) : (
        <ProfileSection title="Profile hidden" icon={EyeOff}>
          <Placeholder>While one of you has blocked the other, only the name and photo show.</Placeholder>
        </ProfileSection>
      )}
    </div>
  );
}
