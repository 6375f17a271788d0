/**
 * Where you're signed in (docs/sessions.md): the member's browsers, the most recently used first, 10 a page with
 * 'Load more'; Sign out on each other one, and Sign out all other browsers. Then the access tokens apps and scripts
 * use, with their last use (managed in Developer settings), and the recent sign-ins to the account, failed attempts
 * included. Read with the profile's own query. The heading takes the focus when a signed-out row's button is gone.
 */
import { MonitorSmartphone } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { AccessTokenUses_query$key } from '../../__generated__/AccessTokenUses_query.graphql';
import type { SignedInSessionsCard_user$key } from '../../__generated__/SignedInSessionsCard_user.graphql';
import type { SignedInSessionsCardPaginationQuery } from '../../__generated__/SignedInSessionsCardPaginationQuery.graphql';
import { Button } from '../../components/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/Card';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { preloadOverlays } from '../../components/Dialog';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { toast } from '../../components/toast/toast-store';
import { signedOutOthersMessage } from '../../lib/sessions';
import { MutationError } from '../../relay/mutation';
import { SignInHistoryList } from '../../sign-ins/SignInHistoryList';
import { AccessTokenUses } from './AccessTokenUses';
import { SessionRow } from './SessionRow';
import { useSignOutOtherSessions } from './useSignOutOtherSessions';

const PAGE = 10;

interface Props {
  user: SignedInSessionsCard_user$key;
  /** The profile's query, for the access tokens. */
  tokens: AccessTokenUses_query$key;
}

export function SignedInSessionsCard({ user, tokens }: Props) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    SignedInSessionsCardPaginationQuery,
    SignedInSessionsCard_user$key
  >(
    graphql`
      fragment SignedInSessionsCard_user on User
      @refetchable(queryName: "SignedInSessionsCardPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        sessions(first: $count, after: $cursor) @connection(key: "SignedInSessionsCard_sessions") {
          __id
          edges {
            node {
              id
              current
              ...SessionRow_session
            }
          }
        }
        ...SignInHistoryList_user
      }
    `,
    user,
  );
  const titleId = useId();
  const recentId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState(false);
  const connectionId = data.sessions?.__id ?? '';
  const [signOutOthers, isSigningOut] = useSignOutOtherSessions(connectionId);
  const sessions = data.sessions?.edges.map((edge) => edge.node) ?? [];
  const othersSignedIn = hasNext || sessions.some((session) => !session.current);

  async function confirmSignOutOthers() {
    try {
      const ended = await signOutOthers();
      setConfirming(false);
      toast({ title: 'Signed out', description: signedOutOthersMessage(ended) });
      heading.current?.focus();
    } catch (error) {
      if (error instanceof MutationError && error.code === 'UNAUTHENTICATED') return;
      const description =
        error instanceof MutationError ? error.message : 'Failed to sign out your other browsers. Please try again.';
      toast({ title: 'Error', description, variant: 'destructive' });
    }
  }

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle ref={heading} id={titleId} tabIndex={-1} className="flex items-center gap-2 focus:outline-none">
          <MonitorSmartphone aria-hidden className="size-4 text-brand-700" />
          Where you're signed in
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul aria-labelledby={titleId} className="@container grid divide-y divide-stone-200">
          {sessions.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              connectionId={connectionId}
              onSignedOut={() => heading.current?.focus()}
            />
          ))}
        </ul>
        <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={() => loadNext(PAGE)} />
        {othersSignedIn && (
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            onPointerEnter={preloadOverlays}
            onFocus={preloadOverlays}
            onClick={() => setConfirming(true)}
          >
            Sign out all other browsers
          </Button>
        )}
        <AccessTokenUses query={tokens} />
        <section aria-labelledby={recentId} className="grid gap-2">
          <h3 id={recentId} className="font-semibold text-ink">
            Recent sign-ins
          </h3>
          <SignInHistoryList user={data} pageSize={5} label="Recent sign-ins" />
        </section>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Sign out all other browsers?"
          description="Every browser signed in to your account but this one is signed out at once."
          confirmLabel="Sign out others"
          onConfirm={() => void confirmSignOutOthers()}
          busy={isSigningOut}
        />
      </CardContent>
    </Card>
  );
}
