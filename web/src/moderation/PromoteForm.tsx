/**
 * Naming a moderator: the admin types a member's username; the member is looked up, then Make moderator asks
 * for the reason (ActionDialog).
 */
import { useId, useState, type FormEvent } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { PromoteFormFindMemberQuery } from '../__generated__/PromoteFormFindMemberQuery.graphql';
import { Button } from '../components/Button';
import { Input } from '../components/Input';
import { Label } from '../components/Label';

const findMemberQuery = graphql`
  query PromoteFormFindMemberQuery($username: String!) {
    moderationMember(username: $username) {
      databaseId
      username
    }
  }
`;

export function PromoteForm({ onFound }: { onFound: (memberId: string) => void }) {
  const id = useId();
  const environment = useRelayEnvironment();
  const [username, setUsername] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const name = username.trim();
    if (!name) return setProblem('Type the member’s username.');
    setLooking(true);
    try {
      const found = await fetchQuery<PromoteFormFindMemberQuery>(
        environment,
        findMemberQuery,
        { username: name },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      if (found?.moderationMember) onFound(found.moderationMember.databaseId);
      else setProblem(`No member is called ${name}.`);
    } catch {
      setProblem('The member could not be looked up. Try again.');
    } finally {
      setLooking(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-2 sm:max-w-md">
      <Label htmlFor={`${id}-username`}>Username</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-username`}
          value={username}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => {
            setUsername(event.target.value);
            setProblem(null);
          }}
        />
        <Button type="submit" loading={looking}>
          Make moderator
        </Button>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </form>
  );
}
