import { Newspaper } from 'lucide-react';
import { buttonClasses } from '../../components/Button';
import { Link } from '../../router/Link';
import { FeedEmptyState } from './FeedEmptyState';

/** The Newsfeed: personalised and sports-team news, once the news API lands. */
export function NewsfeedTab() {
  return (
    <div className="grid gap-4">
      <h2 className="sr-only">Newsfeed</h2>
      <FeedEmptyState
        icon={Newspaper}
        title="No News Available"
        actions={
          <Link to="/profile" className={buttonClasses({ variant: 'outline' })}>
            Add interests and favourite teams
          </Link>
        }
      >
        News is picked from your interests and favourite teams: add some to your profile.
      </FeedEmptyState>
    </div>
  );
}
