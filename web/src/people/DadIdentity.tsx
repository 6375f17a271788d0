/**
 * Who a dad is on the networking screens: his avatar (initials without a picture) and his name as the dad card shows
 * it (first and last name, else either, else the e-mail, else 'Dad User'), linked to his profile. `useDadIdentity`
 * reads it; `DadIdentity` lays it out with whatever a screen adds under the name.
 */
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DadIdentity_user$data, DadIdentity_user$key } from '../__generated__/DadIdentity_user.graphql';
import { Avatar } from '../components/Avatar';
import { dadCardName } from '../lib/display-name';
import { ProfileLink } from './ProfileLink';

export type Identity = DadIdentity_user$data & { name: string };

export function useDadIdentity(user: DadIdentity_user$key): Identity {
  const data = useFragment(
    graphql`
      fragment DadIdentity_user on User {
        databaseId
        username
        firstName
        lastName
        email
        profileImageUrl
      }
    `,
    user,
  );
  return { ...data, name: dadCardName(data) };
}

interface Props {
  identity: Identity;
  /** The name's heading level, as the page's outline needs it. */
  heading?: 'h2' | 'h3';
  /** Its id, for a card labelled by the name. */
  headingId?: string;
  /** Under the name: badges, a line of details. */
  children?: ReactNode;
}

export function DadIdentity({ identity, heading: Heading = 'h3', headingId, children }: Props) {
  return (
    <div className="flex min-w-0 flex-1 items-start gap-3">
      <Avatar user={identity} src={identity.profileImageUrl} size="lg" alt="" />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <Heading id={headingId} className="truncate text-base font-bold" title={identity.name}>
          <ProfileLink databaseId={identity.databaseId}>{identity.name}</ProfileLink>
        </Heading>
        {children}
      </div>
    </div>
  );
}
