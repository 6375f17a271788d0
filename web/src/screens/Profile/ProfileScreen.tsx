/**
 * /profile, /profile/{id} and /profile/{username} (where a mention links; docs/people.md): one query for all. The
 * member's own profile (at /profile, or at their own id or username: the route asks for the viewer then) with its
 * editor and settings; another member's as the viewer may see them (`Query.member`, `Query.memberByUsername`),
 * with Connect, Message and Block; 'Profile not found' for an id or username that names nobody (missing,
 * malformed or deleted).
 */
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { ProfileScreenQuery } from '../../__generated__/ProfileScreenQuery.graphql';
import type { ScreenProps } from '../../router/routes';
import { MemberProfile } from './MemberProfile';
import { OwnProfile } from './OwnProfile';
import { ProfileNotFound } from './ProfileNotFound';

export const profileScreenQuery = graphql`
  query ProfileScreenQuery($databaseId: String!, $own: Boolean!, $byId: Boolean!, $byUsername: Boolean!) {
    viewer @include(if: $own) {
      ...OwnProfile_viewer
    }
    ...AccessTokenUses_query @include(if: $own) @alias(as: "tokens")
    member(databaseId: $databaseId) @include(if: $byId) {
      ...MemberProfile_member
    }
    memberByUsername(username: $databaseId) @include(if: $byUsername) {
      ...MemberProfile_member
    }
    profileOptions {
      ...ProfileView_options
      ...ProfileEditor_options
    }
  }
`;

export default function ProfileScreen({ queryRef }: ScreenProps<ProfileScreenQuery>) {
  const data = usePreloadedQuery<ProfileScreenQuery>(profileScreenQuery, queryRef!);
  if (data.viewer && data.tokens)
    return <OwnProfile viewer={data.viewer} options={data.profileOptions} query={data.tokens} />;
  const member = data.member ?? data.memberByUsername;
  if (member) return <MemberProfile member={member} options={data.profileOptions} />;
  if (queryRef!.variables.own) return null; // no viewer: the session is gone, and the member app handles that
  return <ProfileNotFound />;
}
