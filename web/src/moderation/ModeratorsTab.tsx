/**
 * The Moderators tab (admins): the site's moderators, each with Remove moderator, and a member named by username
 * made one. Admins themselves are named by the server's configuration (ADMIN_EMAILS), not here.
 */
import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { ModeratorsTabQuery } from '../__generated__/ModeratorsTabQuery.graphql';
import { Avatar } from '../components/Avatar';
import { Button } from '../components/Button';
import { Link } from '../router/Link';
import { ActionDialog } from './ActionDialog';
import type { PendingAction } from './ActionForm';
import { FindMemberForm } from './FindMemberForm';
import { TabQuery } from './TabQuery';

const moderatorsTabQuery = graphql`
  query ModeratorsTabQuery {
    siteModerators(first: 100) {
      edges {
        node {
          databaseId
          username
          firstName
          lastName
          profileImageUrl
        }
      }
    }
  }
`;

function Moderators({ queryRef, reload }: { queryRef: PreloadedQuery<ModeratorsTabQuery>; reload: () => void }) {
  const data = usePreloadedQuery<ModeratorsTabQuery>(moderatorsTabQuery, queryRef);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const moderators = data.siteModerators?.edges.map((edge) => edge.node) ?? [];
  const open = (action: PendingAction['action'], targetId: string) =>
    setPending({ action, targetType: 'member', targetId });
  return (
    <div className="grid gap-6">
      <section aria-labelledby="name-a-moderator" className="grid gap-2">
        <h2 id="name-a-moderator" className="text-lg font-bold text-ink">
          Name a moderator
        </h2>
        <FindMemberForm
          submitLabel="Make moderator"
          onFound={(member) => open('promote_moderator', member.databaseId)}
        />
      </section>
      <section aria-labelledby="current-moderators" className="grid gap-2">
        <h2 id="current-moderators" className="text-lg font-bold text-ink">
          Moderators
        </h2>
        {moderators.length === 0 ? (
          <p className="text-sm text-stone-600">No moderators yet.</p>
        ) : (
          <ul className="grid gap-2">
            {moderators.map((moderator) => (
              <li
                key={moderator.databaseId}
                className="flex items-center gap-3 rounded-lg bg-white p-3 ring-1 ring-stone-200"
              >
                <Avatar user={moderator} src={moderator.profileImageUrl} size="sm" alt="" />
                <Link to={`/profile/${moderator.databaseId}`} className="font-semibold text-brand-700 hover:underline">
                  {moderator.username}
                </Link>
                <Button
                  size="sm"
                  variant="outline"
                  className="ml-auto"
                  aria-label={`Remove ${moderator.username} as moderator`}
                  onClick={() => open('demote_moderator', moderator.databaseId)}
                >
                  Remove moderator
                </Button>
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm text-stone-600">Admins are named by the site's configuration.</p>
      </section>
      <ActionDialog pending={pending} onClose={() => setPending(null)} onDone={reload} />
    </div>
  );
}

export function ModeratorsTab() {
  return (
    <TabQuery<ModeratorsTabQuery> query={moderatorsTabQuery}>
      {(queryRef, reload) => <Moderators queryRef={queryRef} reload={reload} />}
    </TabQuery>
  );
}
