/**
 * One group or team in the listing: photo, name, type, category, privacy and member count, opening /groups/{id};
 * Join for one the viewer may join, Delete (confirmed) for one he manages.
 */
import { Lock, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { GroupCard_group$key } from '../../__generated__/GroupCard_group.graphql';
import { Avatar } from '../../components/Avatar';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { toast } from '../../components/toast/toast-store';
import { groupCategoryLabel } from '../../lib/groups';
import { Link } from '../../router/Link';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDeleteGroup } from './useDeleteGroup';
import { JoinGroupButton } from './JoinGroupButton';

export function GroupCard({ group, onChanged }: { group: GroupCard_group$key; onChanged: () => void }) {
  const data = useFragment(
    graphql`
      fragment GroupCard_group on Group {
        id
        databaseId
        name
        description
        category
        format
        isPublic
        imageUrl
        memberCount
        viewerRole
        viewerCanJoin
        viewerCanManage
      }
    `,
    group,
  );
  const [confirming, setConfirming] = useState(false);
  const [remove, isDeleting] = useDeleteGroup();

  async function confirmDelete() {
    try {
      await remove(data.id);
      setConfirming(false);
      toast({ title: 'Group deleted' });
      onChanged();
    } catch (error) {
      toast({ title: 'Error deleting group', description: (error as Error).message, variant: 'destructive' });
    }
  }

  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-start gap-3">
        <Avatar user={{ username: data.name }} src={data.imageUrl} size="lg" alt="" />
        <div className="min-w-0 grow">
          <h3 className="truncate text-lg font-bold text-ink" title={data.name}>
            <Link
              to={`/groups/${data.databaseId}`}
              className="hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {data.name}
            </Link>
          </h3>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <Badge variant="secondary">{data.format === 'team' ? 'Team' : 'Group'}</Badge>
            <Badge variant="outline">{groupCategoryLabel(data.category)}</Badge>
            {!data.isPublic && (
              <Badge variant="outline">
                <Lock aria-hidden className="size-3" />
                Private
              </Badge>
            )}
          </div>
        </div>
      </div>
      {data.description && (
        <p className="line-clamp-3 text-sm text-stone-700" title={data.description}>
          {data.description}
        </p>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-stone-100 pt-3">
        <span className="flex items-center gap-1 text-sm text-stone-600">
          <Users aria-hidden className="size-4" />
          {`${data.memberCount} ${data.memberCount === 1 ? 'member' : 'members'}`}
        </span>
        <div className="ml-auto flex gap-2">
          {data.viewerCanManage && (
            <Button variant="ghost" size="sm" aria-label={`Delete ${data.name}`} onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden />
            </Button>
          )}
          {data.viewerRole ? (
            <Badge variant="secondary">Member</Badge>
          ) : (
            data.viewerCanJoin && (
              <JoinGroupButton groupId={data.id} groupName={data.name} from="listing" onJoined={onChanged} />
            )
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete Group"
        description={`Are you sure you want to delete ${data.name}? Its posts and members go with it. This cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={() => void confirmDelete()}
        busy={isDeleting}
      />
    </Card>
  );
}
