/**
 * Finding a member by username, for the admins' tabs: naming a moderator (then Make moderator asks for the reason)
 * and Account help. The member is looked up (Query.moderationMember, admins only); a username nobody has is said
 * so under the field.
 */
import { useId, useState, type FormEvent } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { FindMemberFormQuery } from '../__generated__/FindMemberFormQuery.graphql';
import { Button } from '../components/Button';
import { FieldProblem } from '../components/FieldProblem';
import { Input } from '../components/Input';
import { Label } from '../components/Label';

const findMemberQuery = graphql`
  query FindMemberFormQuery($username: String!) {
    moderationMember(username: $username) {
      id
      databaseId
      username
    }
  }
`;

export interface FoundMember {
  /** The global id. */
  id: string;
  databaseId: string;
  username: string;
}

interface Props {
  /** The button's words: what happens to the member found ('Make moderator', 'Find member'). */
  submitLabel: string;
  onFound: (member: FoundMember) => void;
}

export function FindMemberForm({ submitLabel, onFound }: Props) {
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
      const found = await fetchQuery<FindMemberFormQuery>(
        environment,
        findMemberQuery,
        { username: name },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      if (found?.moderationMember) onFound(found.moderationMember);
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
          {submitLabel}
        </Button>
      </div>
      <FieldProblem id={`${id}-problem`} message={problem} />
    </form>
  );
}
