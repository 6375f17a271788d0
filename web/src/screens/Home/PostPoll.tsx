import { graphql, useFragment } from 'react-relay/hooks';
import type { PostPoll_poll$key } from '../../__generated__/PostPoll_poll.graphql';
import { cn } from '../../lib/cn';

/** A post's poll. After the viewer's vote the counts and percentages show; before it the options are listed. */
export function PostPoll({ poll }: { poll: PostPoll_poll$key }) {
  const data = useFragment(
    graphql`
      fragment PostPoll_poll on Poll {
        question
        totalVotes
        viewerVoteOptionId
        options {
          databaseId
          text
          votes
          percentage
        }
      }
    `,
    poll,
  );
  const voted = data.viewerVoteOptionId != null;
  return (
    <section aria-label="Poll" className="rounded-lg border border-stone-200 p-3">
      <h4 className="text-sm font-bold text-ink">{data.question}</h4>
      <ul className="mt-2 grid gap-1.5">
        {data.options.map((option) => {
          const mine = option.databaseId === data.viewerVoteOptionId;
          return (
            <li
              key={option.databaseId}
              className={cn('relative overflow-hidden rounded-md bg-stone-100 px-3 py-1.5 text-sm', mine && 'font-semibold')}
            >
              {voted && (
                <span aria-hidden className="absolute inset-y-0 left-0 bg-brand-100" style={{ width: `${option.percentage}%` }} />
              )}
              <span className="relative flex justify-between gap-2">
                <span>{option.text}</span>
                {voted && (
                  <span className="tabular-nums text-stone-600">
                    {option.votes} ({option.percentage}%)
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {voted && <p className="mt-2 text-xs text-stone-500">{`${data.totalVotes} ${data.totalVotes === 1 ? 'vote' : 'votes'}`}</p>}
    </section>
  );
}
