/**
 * The open conversation's header: its name; for a direct chat the other member's e-mail
 * when they show it; for a group 'Group Chat', which lists the members on hover or focus; the notification bell (to
 * mute it) and Add People.
 */
import { graphql, useFragment } from 'react-relay/hooks';
import type { ConversationHeader_conversation$key } from '../../__generated__/ConversationHeader_conversation.graphql';
import type { PeoplePicker_query$key } from '../../__generated__/PeoplePicker_query.graphql';
import { conversationName, memberNames } from '../../lib/conversation-name';
import { AvatarStack } from '../../messaging/AvatarStack';
import { NotificationBell } from '../../notifications/NotificationBell';
import { othersIn } from '../../messaging/participants';
import { AddPeopleDialog } from './AddPeopleDialog';
import { GroupMembersHint } from './GroupMembersHint';

interface Props {
  conversation: ConversationHeader_conversation$key;
  viewerId: string;
  /** The viewer's connections, for Add People. */
  people: PeoplePicker_query$key;
}

export function ConversationHeader({ conversation, viewerId, people }: Props) {
  const data = useFragment(
    graphql`
      fragment ConversationHeader_conversation on Conversation {
        id
        isGroup
        title
        participantCount
        viewerNotificationLevel
        otherParticipant {
          username
          firstName
          lastName
          email
          profileImageUrl
        }
        members: participants(first: 100) {
          edges {
            node {
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
    `,
    conversation,
  );
  const members = data.members.edges.map((edge) => edge.node);
  const others = othersIn(members, viewerId);
  const name = conversationName({
    isGroup: data.isGroup,
    title: data.title,
    otherParticipant: data.otherParticipant,
    others,
  });
  const shown = data.isGroup ? others : data.otherParticipant ? [data.otherParticipant] : others;
  const unlisted = data.participantCount - members.length;
  const names =
    memberNames(members.map((member) => ({ ...member, isViewer: member.id === viewerId }))) +
    (unlisted > 0 ? ` and ${unlisted} more` : '');
  return (
    <header className="flex items-center gap-3 border-b border-stone-200 px-4 py-3">
      <AvatarStack people={shown} />
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-base font-bold text-ink" title={name}>
          {name}
        </h2>
        {data.isGroup ? (
          <GroupMembersHint names={names} count={data.participantCount} />
        ) : (
          data.otherParticipant?.email && (
            <p className="truncate text-xs text-stone-600" title={data.otherParticipant.email}>
              {data.otherParticipant.email}
            </p>
          )
        )}
      </div>
      <NotificationBell kind="conversation" targetId={data.id} level={data.viewerNotificationLevel} size="sm" />
      <AddPeopleDialog query={people} conversationId={data.id} exclude={members.map((member) => member.id)} />
    </header>
  );
}
