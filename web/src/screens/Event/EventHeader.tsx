/**
 * An event page's header: banner and image, title, the time status, Virtual or In-Person, privacy and
 * group badges, categories, start (and end) date, location, description and 'Add to calendar'; then what the viewer
 * can do (EventAttendance), the host's tools, Report for everyone but the host, and the notification bell for the
 * host and attendees (who see its discussion).
 */
import { CalendarDays, CalendarPlus, Lock, MapPinned, Video } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { EventHeader_event$key } from '../../__generated__/EventHeader_event.graphql';
import { Badge } from '../../components/Badge';
import { buttonClasses } from '../../components/Button';
import { Card } from '../../components/Card';
import { SafeImage } from '../../components/SafeImage';
import { CategoryBadges } from '../../events/CategoryBadges';
import { inAppPath } from '../../lib/app-urls';
import { eventDay, eventTime } from '../../events/event-facts';
import { TimeStatusBadge } from '../../events/TimeStatusBadge';
import { NotificationBell } from '../../notifications/NotificationBell';
import { ReportButton } from '../../reports/ReportButton';
import { Link } from '../../router/Link';
import { EventAttendance } from './EventAttendance';
import { EventHostTools } from './host/EventHostTools';
import { ModerationHiddenNote } from '../../components/ModerationHiddenNote';

export function EventHeader({ event, onChanged }: { event: EventHeader_event$key; onChanged: () => void }) {
  const data = useFragment(
    graphql`
      fragment EventHeader_event on Event {
        id
        title
        moderationHidden
        description
        location
        startDate
        endDate
        isVirtual
        isPublic
        categories
        imageUrl
        bannerUrl
        calendarUrl
        viewerCanManage
        isViewerCreator
        viewerStatus
        viewerNotificationLevel
        group {
          databaseId
          name
        }
        ...EventAttendance_event
        ...EventHostTools_event
      }
    `,
    event,
  );
  const endsLater = data.endDate && eventDay(data.endDate) !== eventDay(data.startDate);
  return (
    <Card className="overflow-hidden">
      <div className="h-32 bg-gradient-to-r from-brand-600 to-brand-400 sm:h-48">
        <SafeImage src={data.bannerUrl ?? undefined} alt="" className="size-full object-cover" />
      </div>
      <div className="grid grid-cols-1 gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-end gap-4">
          {data.imageUrl && (
            <SafeImage
              src={data.imageUrl}
              alt={`${data.title} image`}
              className="-mt-14 size-24 rounded-xl border-4 border-white object-cover shadow-sm sm:-mt-16 sm:size-28"
            />
          )}
          <h1 className="min-w-0 grow text-2xl font-bold text-ink sm:text-3xl">{data.title}</h1>
        </div>
        <ModerationHiddenNote hidden={data.moderationHidden} />
        <ul aria-label="Badges" className="flex flex-wrap items-center gap-1.5">
          <li>
            <TimeStatusBadge startDate={data.startDate} />
          </li>
          <li>
            <Badge variant="secondary">{data.isVirtual ? 'Virtual' : 'In-Person'}</Badge>
          </li>
          {!data.isPublic && (
            <li>
              <Badge variant="outline">
                <Lock aria-hidden />
                Private
              </Badge>
            </li>
          )}
          {data.group && (
            // A long group name is cut short on a narrow screen, whole in the title.
            <li className="max-w-full min-w-0">
              <Link
                to={`/groups/${data.group.databaseId}`}
                title={`Group: ${data.group.name}`}
                className="block max-w-full rounded-full focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <Badge variant="outline" className="max-w-full">
                  <span className="truncate">{`Group: ${data.group.name}`}</span>
                </Badge>
              </Link>
            </li>
          )}
        </ul>
        <CategoryBadges categories={data.categories} max={data.categories.length} />
        <dl className="grid gap-2 text-stone-700 sm:grid-cols-2">
          <div className="flex items-start gap-2">
            <CalendarDays aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <dt className="sr-only">Date</dt>
            <dd>
              {`${eventDay(data.startDate)} · ${eventTime(data.startDate, data.endDate)}`}
              {endsLater && data.endDate && (
                <span className="block text-sm text-stone-600">{`Until ${eventDay(data.endDate)} · ${eventTime(data.endDate)}`}</span>
              )}
            </dd>
          </div>
          <div className="flex items-start gap-2">
            {data.isVirtual ? (
              <Video aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
            ) : (
              <MapPinned aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
            )}
            <dt className="sr-only">Location</dt>
            <dd>{data.location || (data.isVirtual ? 'Online' : 'Location to be announced')}</dd>
          </div>
        </dl>
        {data.description && <p className="whitespace-pre-wrap text-stone-700">{data.description}</p>}
        <div className="flex flex-wrap items-center gap-2">
          <EventAttendance event={data} onChanged={onChanged} />
          {data.viewerCanManage && <EventHostTools event={data} onChanged={onChanged} />}
          <a href={inAppPath(data.calendarUrl)} download className={buttonClasses({ variant: 'ghost' })}>
            <CalendarPlus aria-hidden />
            Add to calendar
          </a>
          {(data.viewerStatus === 'HOST' || data.viewerStatus === 'ATTENDING') && (
            <NotificationBell kind="event" targetId={data.id} level={data.viewerNotificationLevel} />
          )}
          {!data.isViewerCreator && <ReportButton targetType="event" targetId={data.id} />}
        </div>
      </div>
    </Card>
  );
}
