/**
 * A manager's changes to one member: promote to moderator / demote, remove, ban (with its fixed reason),
 * and lifting a ban.
 */
import { graphql } from 'react-relay/hooks';
import type { GroupRole, useManageMemberRoleMutation } from '../../__generated__/useManageMemberRoleMutation.graphql';
import type { useManageMemberRemoveMutation } from '../../__generated__/useManageMemberRemoveMutation.graphql';
import type { useManageMemberBanMutation } from '../../__generated__/useManageMemberBanMutation.graphql';
import type { useManageMemberUnbanMutation } from '../../__generated__/useManageMemberUnbanMutation.graphql';
import { successOf, usePromiseMutation } from '../../relay/mutation';
import { BAN_REASON } from './member-actions';

const roleMutation = graphql`
  mutation useManageMemberRoleMutation($groupId: ID!, $userId: ID!, $role: GroupRole!) {
    setGroupMemberRole(groupId: $groupId, userId: $userId, role: $role) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationSetGroupMemberRoleSuccess {
        data {
          role
        }
      }
    }
  }
`;

const removeMutation = graphql`
  mutation useManageMemberRemoveMutation($groupId: ID!, $userId: ID!) {
    removeGroupMember(groupId: $groupId, userId: $userId) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationRemoveGroupMemberSuccess {
        data {
          id
          memberCount
        }
      }
    }
  }
`;

const banMutation = graphql`
  mutation useManageMemberBanMutation($groupId: ID!, $userId: ID!, $reason: String) {
    banGroupMember(groupId: $groupId, userId: $userId, reason: $reason) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationBanGroupMemberSuccess {
        data {
          id
          memberCount
        }
      }
    }
  }
`;

const unbanMutation = graphql`
  mutation useManageMemberUnbanMutation($groupId: ID!, $userId: ID!) {
    unbanGroupMember(groupId: $groupId, userId: $userId) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationUnbanGroupMemberSuccess {
        data {
          id
          viewerCanManage
        }
      }
    }
  }
`;

/** Each throws a MutationError when the server refuses; the caller refreshes the lists. */
export function useManageMember(groupId: string) {
  const [commitRole, settingRole] = usePromiseMutation<useManageMemberRoleMutation>(roleMutation);
  const [commitRemove, removing] = usePromiseMutation<useManageMemberRemoveMutation>(removeMutation);
  const [commitBan, banning] = usePromiseMutation<useManageMemberBanMutation>(banMutation);
  const [commitUnban, unbanning] = usePromiseMutation<useManageMemberUnbanMutation>(unbanMutation);
  return {
    setRole: async (userId: string, role: GroupRole) => {
      successOf((await commitRole({ variables: { groupId, userId, role } })).setGroupMemberRole);
    },
    remove: async (userId: string) => {
      const result = (await commitRemove({ variables: { groupId, userId } })).removeGroupMember;
      if (result) successOf(result);
    },
    ban: async (userId: string) => {
      const result = (await commitBan({ variables: { groupId, userId, reason: BAN_REASON } })).banGroupMember;
      if (result) successOf(result);
    },
    unban: async (userId: string) => {
      const result = (await commitUnban({ variables: { groupId, userId } })).unbanGroupMember;
      if (result) successOf(result);
    },
    busy: settingRole || removing || banning || unbanning,
  };
}
