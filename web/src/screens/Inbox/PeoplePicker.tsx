/**
 * A multi-select of the viewer's accepted connections (the Start dialog's tabs, Add People): a checkbox per
 * dad. Chats are with connections only (the server refuses anyone else).
 */
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PeoplePicker_query$key } from '../../__generated__/PeoplePicker_query.graphql';
import { Avatar } from '../../components/Avatar';
import { buttonClasses } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { displayName } from '../../lib/display-name';
import { Link } from '../../router/Link';

interface Props {
  query: PeoplePicker_query$key;
  /** Member ids (global) chosen. */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Member ids not offered (the viewer, those already in the conversation). */
  exclude?: readonly string[];
  /** Names the list for screen readers. */
  label: string;
}

export function PeoplePicker({ query, selected, onChange, exclude = [], label }: Props) {
  const { connections } = useFragment(
    graphql`
      fragment PeoplePicker_query on Query {
        connections(first: 100) {
          edges {
            node {
              otherMember {
                id
                username
                firstName
                lastName
                email
                profileImageUrl
              }
            }
          }
        }
      }
    `,
    query,
  );
  const baseId = useId();
  const all = (connections?.edges ?? []).map((edge) => edge.node.otherMember);
  const people = all.filter((member) => !exclude.includes(member.id));
  if (all.length === 0) {
    return (
      <div className="rounded-xl bg-stone-50 p-4 text-center text-sm text-stone-600">
        <p>No connections yet. You can message dads you are connected with.</p>
        <Link to="/networking" className={buttonClasses({ variant: 'link', size: 'sm', className: 'mt-1' })}>
          Find Dads to Connect
        </Link>
      </div>
    );
  }
  if (people.length === 0) {
    return (
      <p className="rounded-xl bg-stone-50 p-4 text-center text-sm text-stone-600">
        Everyone you are connected with is already here.
      </p>
    );
  }
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...selected, id] : selected.filter((chosen) => chosen !== id));
  return (
    <ul aria-label={label} className="max-h-64 space-y-0.5 overflow-y-auto rounded-xl border border-stone-200 p-1">
      {people.map((member) => {
        const id = `${baseId}-${member.id}`;
        return (
          <li key={member.id} className="flex items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-stone-50">
            <Checkbox
              id={id}
              checked={selected.includes(member.id)}
              onCheckedChange={(checked) => toggle(member.id, checked === true)}
            />
            <label
              htmlFor={id}
              className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 text-sm font-semibold text-ink"
            >
              <Avatar user={member} src={member.profileImageUrl} size="sm" alt="" />
              <span className="truncate" title={displayName(member)}>
                {displayName(member)}
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
