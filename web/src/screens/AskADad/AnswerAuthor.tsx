/**
 * Who wrote an answer: a member through the usual profile link, or 'Asker' when the one who asked answered (the
 * server leaves the author out then, so the question stays anonymous).
 */
import { graphql, useFragment } from 'react-relay/hooks';
import type { AnswerAuthor_answer$key } from '../../__generated__/AnswerAuthor_answer.graphql';
import { Avatar } from '../../components/Avatar';
import { Badge } from '../../components/Badge';
import { displayName } from '../../lib/display-name';
import { ProfileLink } from '../../people/ProfileLink';

export function useAnswerAuthorName(answer: AnswerAuthor_answer$key): string {
  const data = useAnswerAuthor(answer);
  return data.byAsker ? 'Asker' : displayName(data.author);
}

function useAnswerAuthor(answer: AnswerAuthor_answer$key) {
  return useFragment(
    graphql`
      fragment AnswerAuthor_answer on Answer {
        byAsker
        author {
          databaseId
          username
          firstName
          lastName
          profileImageUrl
        }
      }
    `,
    answer,
  );
}

export function AnswerAuthor({ answer }: { answer: AnswerAuthor_answer$key }) {
  const { byAsker, author } = useAnswerAuthor(answer);
  if (byAsker || !author) {
    return byAsker ? (
      <Badge variant="outline">Asker</Badge>
    ) : (
      <span className="font-semibold text-stone-700">{displayName(null)}</span>
    );
  }
  return (
    <span className="flex min-w-0 items-center gap-2" title={displayName(author)}>
      <Avatar user={author} src={author.profileImageUrl} size="sm" alt="" />
      <ProfileLink databaseId={author.databaseId} className="truncate">
        {displayName(author)}
      </ProfileLink>
    </span>
  );
}
