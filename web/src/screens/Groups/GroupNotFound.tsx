import { NotFoundCard } from '../../components/NotFoundCard';

/** /groups/{id} for a group that does not exist, or one the viewer may not see (a private group). */
export function GroupNotFound() {
  return (
    <NotFoundCard
      title="Group not found"
      text="This group may have been deleted, it may be private, or the link is not quite right."
      back={{ to: '/groups', label: 'Back to Groups' }}
    />
  );
}
