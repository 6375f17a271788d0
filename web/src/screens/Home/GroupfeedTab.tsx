import { Users } from 'lucide-react';
import { buttonClasses } from '../../components/Button';
import { Link } from '../../router/Link';
import { FeedEmptyState } from './FeedEmptyState';

/** The Groupfeed: posts from the member's groups. Its composer, chips and posts come with the group posts API. */
export function GroupfeedTab() {
  return (
    <div className="grid gap-4">
      <h2 className="text-lg font-bold text-ink">Groupfeed</h2>
      <FeedEmptyState
        icon={Users}
        title="No group posts yet"
        actions={
          <Link to="/groups" className={buttonClasses()}>
            Browse Groups
          </Link>
        }
      >
        Join a group or team and its posts show up here.
      </FeedEmptyState>
    </div>
  );
}
