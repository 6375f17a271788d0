/**
 * Another member's profile (/profile/{id}) as the viewer may see it: the same view as one's own, without the own
 * profile's buttons; Connect (or Request Sent, Accept, Connected), Message for connections, and Block / Unblock.
 */
import { graphql, useFragment } from 'react-relay/hooks';
import type { MemberProfile_member$key } from '../../__generated__/MemberProfile_member.graphql';
import type { ProfileView_options$key } from '../../__generated__/ProfileView_options.graphql';
import { MemberActions } from './MemberActions';
import { ProfileView } from './ProfileView';

interface Props {
  member: MemberProfile_member$key;
  options: ProfileView_options$key;
}

export function MemberProfile({ member: memberKey, options }: Props) {
  const member = useFragment(
    graphql`
      fragment MemberProfile_member on User {
        ...ProfileView_user
        ...MemberActions_member
      }
    `,
    memberKey,
  );
  return <ProfileView user={member} options={options} actions={<MemberActions member={member} />} />;
}
