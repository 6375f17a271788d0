/**
 * The viewer's connections as a list of checkboxes, to pick whom to invite (a private group, an event). Loads its
 * own query when shown (inside a dialog): render it inside a Suspense boundary.
 */
import { useId } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { ConnectionChecklistQuery } from '../__generated__/ConnectionChecklistQuery.graphql';
import { Avatar } from '../components/Avatar';
import { Checkbox } from '../components/Checkbox';
import { Label } from '../components/Label';
import { dadCardName } from '../lib/display-name';

interface Props {
  /** The chosen members' global ids. */
  chosen: ReadonlySet<string>;
  onChange: (chosen: ReadonlySet<string>) => void;
  /** What shows without any connection. */
  emptyText: string;
  disabled?: boolean;
}

export function ConnectionChecklist({ chosen, onChange, emptyText, disabled }: Props) {
  const data = useLazyLoadQuery<ConnectionChecklistQuery>(
    graphql`
      query ConnectionChecklistQuery {
        connections(first: 100) {
          edges {
            node {
              otherMember {
                id
                firstName
                lastName
                username
                email
                profileImageUrl
              }
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const idPrefix = useId();
  const friends = (data.connections?.edges ?? []).map((edge) => edge.node.otherMember);

  function toggle(id: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  }

  if (friends.length === 0) return <p className="text-sm text-stone-600">{emptyText}</p>;
  return (
    <ul aria-label="Your connections" className="grid max-h-72 gap-2 overflow-y-auto">
      {friends.map((friend) => (
        <li key={friend.id} className="flex items-center gap-3">
          <Checkbox
            id={`${idPrefix}${friend.id}`}
            checked={chosen.has(friend.id)}
            disabled={disabled}
            onCheckedChange={(value) => toggle(friend.id, value === true)}
          />
          <Avatar user={friend} src={friend.profileImageUrl} size="sm" alt="" />
          <Label htmlFor={`${idPrefix}${friend.id}`} className="font-medium">
            {dadCardName(friend)}
          </Label>
        </li>
      ))}
    </ul>
  );
}
