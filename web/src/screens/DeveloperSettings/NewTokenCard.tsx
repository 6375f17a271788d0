/** Generate new token: the form, or in its place the token just made until the member is Done with it. */
import { useId, useState } from 'react';
import type { ScopeChecklist_query$key } from '../../__generated__/ScopeChecklist_query.graphql';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/Card';
import { CreatedTokenPanel } from './CreatedTokenPanel';
import { NewTokenForm } from './NewTokenForm';
import type { CreatedToken } from './useCreateAccessToken';

export function NewTokenCard({ scopes }: { scopes: ScopeChecklist_query$key }) {
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const [madeOne, setMadeOne] = useState(false);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Generate new token</CardTitle>
        <CardDescription>Name it after the app that will use it, so that you recognise it in the list.</CardDescription>
      </CardHeader>
      <CardContent>
        {created ? (
          <CreatedTokenPanel
            created={created}
            onDone={() => {
              setCreated(null);
              setMadeOne(true);
            }}
          />
        ) : (
          <NewTokenForm scopes={scopes} onCreated={setCreated} autoFocus={madeOne} />
        )}
      </CardContent>
    </Card>
  );
}
