/** The Audit log tab: its query goes out when the tab is first shown (admins only). */
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { AuditLogTabQuery } from '../__generated__/AuditLogTabQuery.graphql';
import { AuditLog } from './AuditLog';
import { TabQuery } from './TabQuery';

const auditLogTabQuery = graphql`
  query AuditLogTabQuery {
    ...AuditLog_query
  }
`;

function Loaded({ queryRef }: { queryRef: PreloadedQuery<AuditLogTabQuery> }) {
  return <AuditLog query={usePreloadedQuery<AuditLogTabQuery>(auditLogTabQuery, queryRef)} />;
}

export function AuditLogTab() {
  return <TabQuery<AuditLogTabQuery> query={auditLogTabQuery}>{(queryRef) => <Loaded queryRef={queryRef} />}</TabQuery>;
}
