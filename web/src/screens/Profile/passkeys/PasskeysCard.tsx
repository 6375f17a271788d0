/**
 * The member's passkeys (docs/security.md#passkeys): sign in with a fingerprint, face or device PIN instead of the
 * password and the code. Each passkey with when it was added and last used, 10 a page with 'Load more'; Add a
 * passkey (the browser's own dialog makes it), Rename and Remove on each. A browser without WebAuthn is told so,
 * and gets no Add button. Read with the profile's own query; the heading takes the focus when a removed row's
 * buttons are gone.
 */
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { Fingerprint } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { PasskeysCard_user$key } from '../../../__generated__/PasskeysCard_user.graphql';
import type { PasskeysCardPaginationQuery } from '../../../__generated__/PasskeysCardPaginationQuery.graphql';
import { Button } from '../../../components/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/Card';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { toast } from '../../../components/toast/toast-store';
import { MutationError } from '../../../relay/mutation';
import { passkeyProblem } from './passkey-problem';
import { PasskeyRow } from './PasskeyRow';
import { useAddPasskey } from './useAddPasskey';

const PAGE = 10;

export function PasskeysCard({ user }: { user: PasskeysCard_user$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    PasskeysCardPaginationQuery,
    PasskeysCard_user$key
  >(
    graphql`
      fragment PasskeysCard_user on User
      @refetchable(queryName: "PasskeysCardPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        passkeys(first: $count, after: $cursor) @connection(key: "PasskeysCard_passkeys") {
          __id
          edges {
            node {
              id
              ...PasskeyRow_passkey
            }
          }
        }
      }
    `,
    user,
  );
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [supported] = useState(browserSupportsWebAuthn);
  const connectionId = data.passkeys?.__id ?? '';
  const [add, adding] = useAddPasskey(connectionId);
  // Only the member's own profile has the list; null is someone else's, which has no card.
  if (!data.passkeys) return null;
  const passkeys = data.passkeys.edges.map((edge) => edge.node);

  async function addPasskey() {
    try {
      const name = await add();
      toast({ title: 'Passkey added', description: `Next time, sign in with ${name}: no password, no code.` });
    } catch (error) {
      if (error instanceof MutationError && error.code === 'UNAUTHENTICATED') return;
      const description = passkeyProblem(error, 'We could not add a passkey. Please try again.');
      toast({ title: 'Passkey not added', description, variant: 'destructive' });
    }
  }

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle ref={heading} id={titleId} tabIndex={-1} className="flex items-center gap-2 focus:outline-none">
          <Fingerprint aria-hidden className="size-4 text-brand-700" />
          Passkeys
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-stone-600">
          Sign in with your fingerprint, face or device PIN instead of your password and a code. Your password still
          works.
        </p>
        {passkeys.length > 0 && (
          <ul aria-labelledby={titleId} className="@container grid divide-y divide-stone-200">
            {passkeys.map((passkey) => (
              <PasskeyRow
                key={passkey.id}
                passkey={passkey}
                connectionId={connectionId}
                onRemoved={() => heading.current?.focus()}
              />
            ))}
          </ul>
        )}
        <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={() => loadNext(PAGE)} />
        {supported ? (
          <Button size="sm" className="justify-self-start" loading={adding} onClick={() => void addPasskey()}>
            Add a passkey
          </Button>
        ) : (
          <p className="text-sm text-stone-600">This browser cannot make or use passkeys.</p>
        )}
      </CardContent>
    </Card>
  );
}
