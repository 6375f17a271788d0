/**
 * The create dialog's optional group: one of the viewer's groups and teams makes it a group event (its page shows
 * the group's badge and View Group). Loads its own query when shown: render it inside a Suspense boundary.
 * A preset the viewer does not belong to (an old link) falls back to no group.
 */
import { useEffect } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { GroupChoiceQuery } from '../../__generated__/GroupChoiceQuery.graphql';
import { ChoiceSelect } from '../../components/ChoiceSelect';

interface Props {
  /** The chosen group's global id, or '' for none. */
  value: string;
  onChange: (groupId: string) => void;
  disabled?: boolean;
}

export function GroupChoice({ value, onChange, disabled }: Props) {
  const data = useLazyLoadQuery<GroupChoiceQuery>(
    graphql`
      query GroupChoiceQuery {
        myGroups(first: 100) {
          edges {
            node {
              group {
                id
                name
              }
            }
          }
        }
      }
    `,
    {},
    // Fresh each time the dialog opens: a group joined a moment ago must be there before a preset is judged.
    { fetchPolicy: 'network-only' },
  );
  const groups = (data.myGroups?.edges ?? []).map((edge) => ({ id: edge.node.group.id, label: edge.node.group.name }));
  const known = value === '' || groups.some((group) => group.id === value);
  useEffect(() => {
    if (!known) onChange('');
  }, [known, onChange]);

  if (groups.length === 0) return null;
  return (
    <ChoiceSelect
      label="Group (optional)"
      value={known ? value : ''}
      choices={[{ id: '', label: 'No group' }, ...groups]}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
