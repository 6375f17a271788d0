/**
 * Whom a photo may tag: the event's host and attendees (the server accepts no one else), as checkboxes. Loads its
 * own query when shown: render it inside a Suspense boundary.
 */
import { useId } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { TagPickerQuery } from '../../../__generated__/TagPickerQuery.graphql';
import { Checkbox } from '../../../components/Checkbox';
import { Label } from '../../../components/Label';
import { groupMemberName } from '../../../lib/display-name';

interface Props {
  eventDatabaseId: string;
  /** The tagged members' global ids. */
  chosen: ReadonlySet<string>;
  onChange: (chosen: ReadonlySet<string>) => void;
  disabled?: boolean;
}

export function TagPicker({ eventDatabaseId, chosen, onChange, disabled }: Props) {
  const data = useLazyLoadQuery<TagPickerQuery>(
    graphql`
      query TagPickerQuery($databaseId: String!) {
        event(databaseId: $databaseId) {
          creator {
            id
            databaseId
            username
            firstName
            lastName
          }
          attendees(first: 100) {
            edges {
              node {
                user {
                  id
                  databaseId
                  username
                  firstName
                  lastName
                }
              }
            }
          }
        }
      }
    `,
    { databaseId: eventDatabaseId },
    { fetchPolicy: 'store-and-network' },
  );
  const idPrefix = useId();
  const event = data.event;
  if (!event) return null;
  const people = [event.creator, ...event.attendees.edges.map((edge) => edge.node.user)].filter(
    (person, index, all) => all.findIndex((other) => other.id === person.id) === index,
  );

  function toggle(id: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  }

  return (
    <ul aria-label="People to tag" className="grid max-h-48 gap-2 overflow-y-auto sm:grid-cols-2">
      {people.map((person) => (
        <li key={person.id} className="flex items-center gap-2">
          <Checkbox
            id={`${idPrefix}${person.id}`}
            checked={chosen.has(person.id)}
            disabled={disabled}
            onCheckedChange={(value) => toggle(person.id, value === true)}
          />
          <Label htmlFor={`${idPrefix}${person.id}`} className="font-medium">
            {groupMemberName(person, person.databaseId)}
          </Label>
        </li>
      ))}
    </ul>
  );
}
