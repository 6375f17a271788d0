/**
 * /moderation (docs/moderation.md), for moderators and admins: Reports (the queue, with the screen's query), and
 * for admins the Audit log, Moderators, Account help and Jobs (each fetched when first shown). Anyone else gets the
 * app's 404 page, as the API answers them NOT_FOUND: the screen is its own chunk, so members never download it.
 */
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { ModerationScreenQuery } from '../__generated__/ModerationScreenQuery.graphql';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/Tabs';
import { PRODUCT_NAME } from '../product';
import type { ScreenProps } from '../router/routes';
import NotFoundScreen from '../screens/NotFound/NotFoundScreen';
import { AccountHelpTab } from './AccountHelpTab';
import { AuditLogTab } from './AuditLogTab';
import { JobsTab } from './JobsTab';
import { ModeratorsTab } from './ModeratorsTab';
import { ReportQueue } from './ReportQueue';

export const moderationScreenQuery = graphql`
  query ModerationScreenQuery {
    viewer {
      role
    }
    ...ReportQueue_query
  }
`;

export default function ModerationScreen({ queryRef }: ScreenProps<ModerationScreenQuery>) {
  const data = usePreloadedQuery<ModerationScreenQuery>(moderationScreenQuery, queryRef!);
  const role = data.viewer?.role;
  if (role !== 'moderator' && role !== 'admin') return <NotFoundScreen />;
  const isAdmin = role === 'admin';
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-3 py-4 pb-24 sm:px-6 sm:py-8">
      <title>{`Moderation · ${PRODUCT_NAME}`}</title>
      <div>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Moderation</h1>
        <p className="mt-1 text-stone-600">
          Review what members reported. Every action needs a reason and goes into the audit log.
        </p>
      </div>
      <Tabs defaultValue="reports">
        <TabsList aria-label="Moderation">
          <TabsTrigger value="reports">Reports</TabsTrigger>
          {isAdmin && <TabsTrigger value="audit-log">Audit log</TabsTrigger>}
          {isAdmin && <TabsTrigger value="moderators">Moderators</TabsTrigger>}
          {isAdmin && <TabsTrigger value="account-help">Account help</TabsTrigger>}
          {isAdmin && <TabsTrigger value="jobs">Jobs</TabsTrigger>}
        </TabsList>
        <TabsContent value="reports">
          <ReportQueue query={data} />
        </TabsContent>
        {isAdmin && (
          <TabsContent value="audit-log">
            <AuditLogTab />
          </TabsContent>
        )}
        {isAdmin && (
          <TabsContent value="moderators">
            <ModeratorsTab />
          </TabsContent>
        )}
        {isAdmin && (
          <TabsContent value="account-help">
            <AccountHelpTab />
          </TabsContent>
        )}
        {isAdmin && (
          <TabsContent value="jobs">
            <JobsTab />
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
