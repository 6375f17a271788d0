/**
 * Manage Group's banned members, newest ban first, a page at a time, each with Unban: the member may join
 * again. Loaded when the tab opens (so a ban just made is there), and again after each unban.
 */
import { ShieldCheck, UserCheck } from 'lucide-react';
import { Suspense, useTransition } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import type { BannedMembersList_group$key } from '../../__generated__/BannedMembersList_group.graphql';
import type { BannedMembersListPaginationQuery } from '../../__generated__/BannedMembersListPaginationQuery.graphql';
import type { BannedMembersListQuery } from '../../__generated__/BannedMembersListQuery.graphql';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { Skeleton } from '../../components/Skeleton';
import { toast } from '../../components/toast/toast-store';
import { BannedMemberRow } from './BannedMemberRow';
import { useManageMember } from './useManageMember';

interface Props {
  groupId: string;
  databaseId: string;
  onChanged: () => void;
}

const PAGE_SIZE = 20;

export function BannedMembersList(props: Props) {
  return (
    <Suspense fallback={<Skeleton className="mt-2 h-40" />}>
      <BannedQuery {...props} />
    </Suspense>
  );
}

function BannedQuery({ databaseId, ...props }: Props) {
  const data = useLazyLoadQuery<BannedMembersListQuery>(
    graphql`
      query BannedMembersListQuery($databaseId: String!) {
        group(databaseId: $databaseId) {
          ...BannedMembersList_group
        }
      }
    `,
    { databaseId },
    { fetchPolicy: 'network-only' },
  );
  return data.group ? <BannedRows group={data.group} {...props} /> : null;
}

function BannedRows({ group, groupId, onChanged }: Omit<Props, 'databaseId'> & { group: BannedMembersList_group$key }) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<
    BannedMembersListPaginationQuery,
    BannedMembersList_group$key
  >(
    graphql`
      fragment BannedMembersList_group on Group
      @refetchable(queryName: "BannedMembersListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        bannedMembers(first: $count, after: $cursor) @connection(key: "BannedMembersList_bannedMembers") {
          edges {
            node {
              user {
                id
              }
              ...BannedMemberRow_ban
            }
          }
        }
      }
    `,
    group,
  );
  const manage = useManageMember(groupId);
  const [, startTransition] = useTransition();
  const bans = (data.bannedMembers?.edges ?? []).map((edge) => edge.node);

  async function unban(userId: string) {
    try {
      await manage.unban(userId);
      toast({ title: 'User Unbanned' });
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      });
      onChanged();
    } catch (error) {
      // As for the other member changes: no error toast, the list stays as it was.
      console.error(error);
    }
  }

  if (bans.length === 0)
    return (
      <EmptyState
        icon={ShieldCheck}
        title="No banned members"
        text="Members you ban show here, where you can lift the ban."
      />
    );
  return (
    <div className="grid gap-3 pt-2">
      <ul aria-label="Banned members" className="grid gap-3">
        {bans.map((ban) => (
          <li key={ban.user.id} className="rounded-lg border border-stone-200 p-3">
            <BannedMemberRow ban={ban}>
              <Button size="sm" variant="outline" disabled={manage.busy} onClick={() => void unban(ban.user.id)}>
                <UserCheck aria-hidden />
                Unban
              </Button>
            </BannedMemberRow>
          </li>
        ))}
      </ul>
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={() => loadNext(PAGE_SIZE)} />
    </div>
  );
}
