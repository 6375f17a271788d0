/**
 * /groups/{id}: the header with join/leave, the composer for members, Group Activity, Group Stats and
 * the members; Manage Group for managers and Invite for a private group's members. 'Group not found' for a group
 * that is missing or hidden from the viewer. One query for the page; each change fetches it again, and
 * `groupChanged` keeps it live (useGroupLive).
 */
import { ArrowLeft } from 'lucide-react';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { GroupScreenQuery } from '../../__generated__/GroupScreenQuery.graphql';
import { buttonClasses } from '../../components/Button';
import { Skeleton } from '../../components/Skeleton';
import { PRODUCT_NAME } from '../../product';
import { Link } from '../../router/Link';
import type { ScreenProps } from '../../router/routes';
import { GroupActivity } from './GroupActivity';
import { GroupComposer } from './GroupComposer';
import { GroupHeader } from './GroupHeader';
import { GroupMembers } from './GroupMembers';
import { GroupNotFound } from './GroupNotFound';
import { GroupStats } from './GroupStats';
import { GroupTools } from './GroupTools';
import { useGroupLive } from './useGroupLive';
import { useGroupPageRefresh } from './useGroupPageRefresh';

export const groupScreenQuery = graphql`
  query GroupScreenQuery($databaseId: String!) {
    group(databaseId: $databaseId) {
      id
      name
      viewerCanPost
      ...GroupHeader_group
      ...GroupTools_group
      ...GroupActivity_group
      ...GroupStats_group
      ...GroupMembers_group
    }
  }
`;

export default function GroupScreen({ queryRef }: ScreenProps<GroupScreenQuery>) {
  const { group } = usePreloadedQuery<GroupScreenQuery>(groupScreenQuery, queryRef!);
  const refresh = useGroupPageRefresh(queryRef!.variables.databaseId);
  const onChanged = () => void refresh().catch(() => undefined);
  useGroupLive(group?.id ?? null, onChanged);
  if (!group) return <GroupNotFound />;
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-3 py-4 pb-24 sm:px-6 sm:py-8">
      <title>{`${group.name} · ${PRODUCT_NAME}`}</title>
      <Link to="/groups" className={buttonClasses({ variant: 'link', size: 'sm', className: 'justify-self-start' })}>
        <ArrowLeft aria-hidden />
        Back to Groups
      </Link>
      <GroupHeader group={group} onChanged={onChanged} tools={<GroupTools group={group} onChanged={onChanged} />} />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="grid content-start gap-6">
          {group.viewerCanPost && (
            <Suspense fallback={<Skeleton className="h-40 rounded-xl" />}>
              <GroupComposer groupId={group.id} groupName={group.name} />
            </Suspense>
          )}
          <GroupActivity group={group} />
        </div>
        <aside aria-label="About the group" className="grid content-start gap-6">
          <GroupStats group={group} />
          <GroupMembers group={group} />
        </aside>
      </div>
    </div>
  );
}
