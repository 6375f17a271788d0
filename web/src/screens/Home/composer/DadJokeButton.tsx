import { Laugh } from 'lucide-react';
import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { DadJokeButtonQuery } from '../../../__generated__/DadJokeButtonQuery.graphql';
import { Button } from '../../../components/Button';
import { toast } from '../../../components/toast/toast-store';

const dadJokeQuery = graphql`
  query DadJokeButtonQuery {
    dadJoke
  }
`;

/** The composer's dad-joke helper: fetches a random joke (a new one each click) and hands it to the composer. */
export function DadJokeButton({ onJoke, disabled = false }: { onJoke: (joke: string) => void; disabled?: boolean }) {
  const environment = useRelayEnvironment();
  const [loading, setLoading] = useState(false);

  async function fetchJoke() {
    setLoading(true);
    try {
      const data = await fetchQuery<DadJokeButtonQuery>(
        environment,
        dadJokeQuery,
        {},
        { fetchPolicy: 'network-only' },
      ).toPromise();
      if (!data?.dadJoke) throw new Error('No joke in the answer');
      onJoke(data.dadJoke);
    } catch {
      toast({ title: 'Error', description: 'Failed to fetch dad joke. Please try again.', variant: 'destructive' });
    } finally {
      setLoading(false);
    }
  }

  return (
    <Button variant="ghost" size="sm" loading={loading} disabled={disabled} onClick={() => void fetchJoke()}>
      {!loading && <Laugh aria-hidden />}
      Dad Joke
    </Button>
  );
}
