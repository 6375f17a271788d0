/**
 * Manage Group's members: each member with Promote to Moderator / Demote, Remove and Ban (those two confirmed
 * first); none of these on the creator, an admin or the viewer himself. Loaded when the tab opens, and again
 * after each change.
 */
import { Ban, ShieldMinus, ShieldPlus, UserMinus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { ManageMembersListQuery } from '../../__generated__/ManageMembersListQuery.graphql';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Skeleton } from '../../components/Skeleton';
import { toast } from '../../components/toast/toast-store';
import { signedInMember } from '../../session/signed-in';
import { GroupMemberRow } from './GroupMemberRow';
import { groupMemberName } from '../../lib/display-name';
import { endingConfirmation, memberActions, type EndingAction } from './member-actions';
import { useManageMember } from './useManageMember';

interface Props {
  groupId: string;
  databaseId: string;
  groupName: string;
  onChanged: () => void;
}

export function ManageMembersList(props: Props) {
  return (
    <Suspense fallback={<Skeleton className="mt-2 h-40" />}>
      <MemberRows {...props} />
    </Suspense>
  );
}

function MemberRows({ groupId, databaseId, groupName, onChanged }: Props) {
  const [fetchKey, setFetchKey] = useState(0);
  const [ending, setEnding] = useState<{ action: EndingAction; userId: string; name: string } | null>(null);
  const data = useLazyLoadQuery<ManageMembersListQuery>(
    graphql`
      query ManageMembersListQuery($databaseId: String!) {
        group(databaseId: $databaseId) {
          members(first: 100) {
            edges {
              node {
                role
                viewerCanManage
                user {
                  id
                  databaseId
                  firstName
                  lastName
                  username
                }
                ...GroupMemberRow_membership
              }
            }
          }
        }
      }
    `,
    { databaseId },
    { fetchPolicy: 'network-only', fetchKey },
  );
  const manage = useManageMember(groupId);
  const viewerId = signedInMember()?.id;
  const members = (data.group?.members?.edges ?? []).map((edge) => edge.node);

  async function run(action: () => Promise<void>, done: string) {
    try {
      await action();
      toast({ title: done });
      setFetchKey((key) => key + 1);
      onChanged();
    } catch (error) {
      // A failed change shows no toast; the list stays as it was.
      console.error(error);
    }
  }

  async function confirmEnding() {
    if (!ending) return;
    const { action, userId } = ending;
    setEnding(null);
    await run(
      () => (action === 'remove' ? manage.remove(userId) : manage.ban(userId)),
      action === 'remove' ? 'Member Removed' : 'User Banned',
    );
  }

  return (
    <>
      <ul aria-label="Manage members" className="grid gap-3 pt-2">
        {members.map((member) => {
          const can = memberActions(
            { role: member.role, userId: member.user.databaseId },
            viewerId,
            member.viewerCanManage,
          );
          const userId = member.user.id;
          const name = groupMemberName(member.user, member.user.databaseId);
          return (
            <li key={userId} className="rounded-lg border border-stone-200 p-3">
              <GroupMemberRow membership={member}>
                <div className="flex flex-wrap gap-1.5">
                  {can.promote && (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={manage.busy}
                      onClick={() => void run(() => manage.setRole(userId, 'moderator'), 'Role Updated')}
                    >
                      <ShieldPlus aria-hidden />
                      Promote to Moderator
                    </Button>
                  )}
                  {can.demote && (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={manage.busy}
                      onClick={() => void run(() => manage.setRole(userId, 'member'), 'Role Updated')}
                    >
                      <ShieldMinus aria-hidden />
                      Demote to Member
                    </Button>
                  )}
                  {can.remove && (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={manage.busy}
                      onClick={() => setEnding({ action: 'remove', userId, name })}
                    >
                      <UserMinus aria-hidden />
                      Remove
                    </Button>
                  )}
                  {can.ban && (
                    <Button
                      size="sm"
                      variant="destructive"
                      disabled={manage.busy}
                      onClick={() => setEnding({ action: 'ban', userId, name })}
                    >
                      <Ban aria-hidden />
                      Ban
                    </Button>
                  )}
                </div>
              </GroupMemberRow>
            </li>
          );
        })}
      </ul>
      {ending && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setEnding(null)}
          {...endingConfirmation(ending.action, ending.name, groupName)}
          onConfirm={() => void confirmEnding()}
          busy={manage.busy}
        />
      )}
    </>
  );
}
