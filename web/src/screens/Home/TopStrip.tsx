import { graphql, useFragment } from 'react-relay/hooks';
import type { TopStrip_query$key } from '../../__generated__/TopStrip_query.graphql';
import type { TopStrip_viewer$key } from '../../__generated__/TopStrip_viewer.graphql';
import { displayName, present } from '../../lib/display-name';
import { homeGreeting } from '../../lib/greeting';
import { DadScoreBadge } from './DadScoreBadge';
import { JokeMarquee } from './JokeMarquee';

interface Props {
  viewer: TopStrip_viewer$key;
  query: TopStrip_query$key;
}

/** The dashboard's top strip: a greeting, the dad joke marquee and the Dad Score badge. */
export function TopStrip({ viewer, query }: Props) {
  const user = useFragment(
    graphql`
      fragment TopStrip_viewer on User {
        username
        firstName
        lastName
        email
        joinedAt
        ...DadScoreBadge_viewer
      }
    `,
    viewer,
  );
  const joke = useFragment(
    graphql`
      fragment TopStrip_query on Query {
        ...JokeMarquee_query
      }
    `,
    query,
  );
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-linear-to-r from-brand-50 via-amber-50 to-brand-50 p-3 ring-1 ring-brand-100 sm:flex-row sm:items-center sm:gap-4 sm:px-4">
      <h1 className="shrink-0 text-lg font-extrabold tracking-tight text-ink sm:text-xl">
        {homeGreeting(present(user.firstName) ?? displayName(user), user.joinedAt)}
      </h1>
      <JokeMarquee query={joke} />
      <div className="shrink-0 self-start sm:self-auto">
        <DadScoreBadge viewer={user} />
      </div>
    </div>
  );
}
