import { CalendarDays, MessageSquareText, Users } from 'lucide-react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { SearchResultsQuery } from '../../__generated__/SearchResultsQuery.graphql';
import { Avatar } from '../../components/Avatar';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/dates';
import { displayName } from '../../lib/display-name';
import { SearchResultLink } from './SearchResultLink';
import { SearchSection } from './SearchSection';
import { SearchStatus } from './SearchStatus';
import { SEARCH_RESULTS_PER_SECTION } from './shell-limits';

const searchQuery = graphql`
  query SearchResultsQuery($query: String!, $first: Int!) {
    search(query: $query, first: $first) {
      users {
        id
        databaseId
        username
        firstName
        lastName
        profileImageUrl
      }
      posts {
        id
        databaseId
        content
        author {
          username
        }
      }
      groups {
        id
        name
      }
      events {
        id
        databaseId
        title
        startDate
      }
    }
  }
`;

const iconClasses = 'grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-4';

interface Props {
  /** The trimmed text searched for, at least 2 characters. */
  term: string;
  /** The box already holds newer text: the results fade until its search answers. */
  stale: boolean;
  onChoose: () => void;
}

/** The search dropdown's content: up to 3 dads, posts, groups and events, only the sections with results. */
export function SearchResults({ term, stale, onChoose }: Props) {
  const { search } = useLazyLoadQuery<SearchResultsQuery>(
    searchQuery,
    { query: term, first: SEARCH_RESULTS_PER_SECTION },
    { fetchPolicy: 'store-or-network' },
  );
  const top = <T,>(items: readonly T[]) => items.slice(0, SEARCH_RESULTS_PER_SECTION);
  const { users, posts, groups, events } = search;
  if (users.length + posts.length + groups.length + events.length === 0) {
    return <SearchStatus message={`No results found for "${term}"`} />;
  }
  return (
    <div className={cn('grid transition-opacity @xl:grid-cols-2 @xl:gap-x-2', stale && 'opacity-60')}>
      {users.length > 0 && (
        <SearchSection title="Dads">
          {top(users).map((user) => (
            <SearchResultLink
              key={user.id}
              to={`/profile/${user.databaseId}`}
              leading={<Avatar user={user} src={user.profileImageUrl} size="sm" alt="" />}
              title={displayName(user)}
              detail={`@${user.username}`}
              onChoose={onChoose}
            />
          ))}
        </SearchSection>
      )}
      {posts.length > 0 && (
        <SearchSection title="Posts">
          {top(posts).map((post) => (
            <SearchResultLink
              key={post.id}
              to={`/posts/${post.databaseId}`}
              leading={
                <span className={iconClasses}>
                  <MessageSquareText aria-hidden />
                </span>
              }
              title={post.content}
              detail={`by @${post.author.username}`}
              onChoose={onChoose}
            />
          ))}
        </SearchSection>
      )}
      {groups.length > 0 && (
        <SearchSection title="Groups">
          {top(groups).map((group) => (
            // Group results lead to the groups list, not to the group.
            <SearchResultLink
              key={group.id}
              to="/groups"
              leading={
                <span className={iconClasses}>
                  <Users aria-hidden />
                </span>
              }
              title={group.name}
              onChoose={onChoose}
            />
          ))}
        </SearchSection>
      )}
      {events.length > 0 && (
        <SearchSection title="Events">
          {top(events).map((event) => (
            <SearchResultLink
              key={event.id}
              to={`/events/${event.databaseId}`}
              leading={
                <span className={iconClasses}>
                  <CalendarDays aria-hidden />
                </span>
              }
              title={event.title}
              detail={formatDate(new Date(String(event.startDate)), 'weekdayTime')}
              onChoose={onChoose}
            />
          ))}
        </SearchSection>
      )}
    </div>
  );
}
