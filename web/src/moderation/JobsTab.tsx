/** The Jobs tab: its query goes out when the tab is first shown (admins only). */
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { JobsTabQuery } from '../__generated__/JobsTabQuery.graphql';
import { JobsPanel } from './JobsPanel';
import { TabQuery } from './TabQuery';

const jobsTabQuery = graphql`
  query JobsTabQuery {
    ...JobsPanel_query
  }
`;

function Loaded({ queryRef }: { queryRef: PreloadedQuery<JobsTabQuery> }) {
  return <JobsPanel query={usePreloadedQuery<JobsTabQuery>(jobsTabQuery, queryRef)} />;
}

export function JobsTab() {
  return <TabQuery<JobsTabQuery> query={jobsTabQuery}>{(queryRef) => <Loaded queryRef={queryRef} />}</TabQuery>;
}
