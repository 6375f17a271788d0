/** The sidebar: Community Stats, Popular Topics and Community Guidelines. */
import type { CommunityStats_query$key } from '../../__generated__/CommunityStats_query.graphql';
import { CommunityGuidelines } from './CommunityGuidelines';
import { CommunityStats } from './CommunityStats';
import { PopularTopics } from './PopularTopics';

export function AskADadSidebar({ query }: { query: CommunityStats_query$key }) {
  return (
    <aside aria-label="About Ask a Dad" className="grid content-start gap-6">
      <CommunityStats query={query} />
      <PopularTopics />
      <CommunityGuidelines />
    </aside>
  );
}
