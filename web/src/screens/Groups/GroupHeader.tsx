/**
 * A group page's header: banner and photo, name, the Creator / Moderator / Public or Private badges,
 * the category and the member count, then what the viewer can do: Join Group or Leave Group, Accept / Decline an
 * invitation, Create Event for members (a group event: the events' create dialog with the group chosen), invite
 * connections to a private group, Manage Group for its managers, Report for everyone but its creator, and the
 * notification bell for whoever may read its posts (anyone for a public group, members for a private one).
 */
import { CalendarPlus, Globe2, Lock, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { GroupHeader_group$key } from '../../__generated__/GroupHeader_group.graphql';
import { Avatar } from '../../components/Avatar';
import { Badge } from '../../components/Badge';
import { buttonClasses } from '../../components/Button';
import { Card } from '../../components/Card';
import { SafeImage } from '../../components/SafeImage';
import { groupCategoryLabel } from '../../lib/groups';
import { NotificationBell } from '../../notifications/NotificationBell';
import { ReportButton } from '../../reports/ReportButton';
import { Link } from '../../router/Link';
import { GroupMembershipActions } from './GroupMembershipActions';
import { ModerationHiddenNote } from '../../components/ModerationHiddenNote';

interface Props {
  group: GroupHeader_group$key;
  /** Manage Group and Invite, when the viewer may use them. */
  tools: ReactNode;
  onChanged: () => void;
}

export function GroupHeader({ group, tools, onChanged }: Props) {
  const data = useFragment(
    graphql`
      fragment GroupHeader_group on Group {
        id
        name
        moderationHidden
        description
        category
        format
        isPublic
        imageUrl
        bannerUrl
        memberCount
        viewerRole
        viewerCanManage
        viewerNotificationLevel
        ...GroupMembershipActions_group
      }
    `,
    group,
  );
  return (
    <Card className="overflow-hidden">
      <div className="h-32 bg-gradient-to-r from-brand-600 to-brand-400 sm:h-48">
        <SafeImage src={data.bannerUrl ?? undefined} alt="" className="size-full object-cover" />
      </div>
      <div className="grid gap-3 p-4 sm:p-6">
        <div className="-mt-14 flex flex-wrap items-end gap-4 sm:-mt-16">
          <Avatar
            user={{ username: data.name }}
            src={data.imageUrl}
            size="xl"
            alt=""
            className="border-4 border-white"
          />
          <div className="min-w-0 grow pt-14 sm:pt-16">
            <h1 className="text-2xl font-bold text-ink sm:text-3xl">{data.name}</h1>
            <p className="text-sm text-stone-600">{data.format === 'team' ? 'Team' : 'Group'}</p>
            <ModerationHiddenNote hidden={data.moderationHidden} className="mt-1" />
          </div>
        </div>
        <ul aria-label="Badges" className="flex flex-wrap items-center gap-1.5">
          {data.viewerCanManage && (
            <li>
              <Badge>Creator</Badge>
            </li>
          )}
          {data.viewerRole === 'moderator' && (
            <li>
              <Badge>Moderator</Badge>
            </li>
          )}
          <li>
            <Badge variant="secondary">
              {data.isPublic ? <Globe2 aria-hidden /> : <Lock aria-hidden />}
              {data.isPublic ? 'Public' : 'Private'}
            </Badge>
          </li>
          <li>
            <Badge variant="outline">{groupCategoryLabel(data.category)}</Badge>
          </li>
          <li className="flex items-center gap-1 text-sm text-stone-600">
            <Users aria-hidden className="size-4" />
            {`${data.memberCount} ${data.memberCount === 1 ? 'member' : 'members'}`}
          </li>
        </ul>
        {data.description && <p className="text-stone-700">{data.description}</p>}
        <div className="flex flex-wrap gap-2">
          <GroupMembershipActions group={data} onChanged={onChanged} />
          {data.viewerRole && (
            <Link
              to={`/events/create?group=${encodeURIComponent(data.id)}`}
              className={buttonClasses({ variant: 'outline' })}
            >
              <CalendarPlus aria-hidden />
              Create Event
            </Link>
          )}
          {tools}
          {(data.isPublic || data.viewerRole) && (
            <NotificationBell kind="group" targetId={data.id} level={data.viewerNotificationLevel} />
          )}
          {data.viewerRole !== 'creator' && <ReportButton targetType="group" targetId={data.id} />}
        </div>
      </div>
    </Card>
  );
}
