import { Crown, Settings } from 'lucide-react';
import { Badge } from '../../../components/Badge';
import { buttonClasses } from '../../../components/Button';
import { Link } from '../../../router/Link';

/** What the host of an event sees on its card instead of joining: the 'Event Creator' badge and 'Manage Event'. */
export function CreatorBadge() {
  return (
    <Badge>
      <Crown aria-hidden />
      Event Creator
    </Badge>
  );
}

export function ManageEventLink({ databaseId }: { databaseId: string }) {
  return (
    <Link to={`/events/${databaseId}`} className={buttonClasses({ size: 'sm' })}>
      <Settings aria-hidden />
      Manage Event
    </Link>
  );
}

export function ViewDetailsLink({ databaseId }: { databaseId: string }) {
  return (
    <Link to={`/events/${databaseId}`} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
      View Details
    </Link>
  );
}
