/** Today, Upcoming or Past: from the event's start date, in the browser's zone. */
import { CalendarCheck, CalendarClock, CalendarMinus } from 'lucide-react';
import { Badge } from '../components/Badge';
import { timeStatus } from '../lib/events';

const looks = {
  Today: { variant: 'default', icon: CalendarCheck },
  Upcoming: { variant: 'secondary', icon: CalendarClock },
  Past: { variant: 'outline', icon: CalendarMinus },
} as const;

export function TimeStatusBadge({ startDate }: { startDate: string }) {
  const status = timeStatus(startDate);
  const { variant, icon: Icon } = looks[status];
  return (
    <Badge variant={variant}>
      <Icon aria-hidden />
      {status}
    </Badge>
  );
}
