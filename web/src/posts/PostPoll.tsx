import { CircleCheck } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PostPoll_poll$key } from '../__generated__/PostPoll_poll.graphql';
import { cn } from '../lib/cn';
import { useVotePoll } from './post/useVotePoll';

const votes = (count: number) => `${count} ${count === 1 ? 'vote' : 'votes'}`;

/**
 * A post's poll. Before the viewer votes the options are buttons (one vote per member); after it every option
 * shows its votes and percentage, the viewer's choice marked.
 */
export function PostPoll({ poll, postId }: { poll: PostPoll_poll$key; postId: string }) {
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
  const [vote, isVoting] = useVotePoll(postId);
  const voted = data.viewerVoteOptionId != null;
  return (
    <section aria-label="Poll" className="rounded-lg border border-stone-200 p-3">
      <h4 className="text-sm font-bold text-ink">{data.question}</h4>
      <ul aria-label={voted ? 'Poll results' : 'Poll options'} className="mt-2 grid gap-1.5">
        {data.options.map((option) => {
          const mine = option.databaseId === data.viewerVoteOptionId;
          if (!voted) {
            return (
              <li key={option.databaseId}>
                <button
                  type="button"
                  disabled={isVoting}
                  onClick={() => void vote(option.databaseId)}
                  className={cn(
                    'w-full cursor-pointer rounded-md bg-stone-100 px-3 py-1.5 text-left text-sm ring-1 ring-transparent transition-colors',
                    'hover:bg-brand-50 hover:ring-brand-200 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-60',
                  )}
                >
                  {option.text}
                </button>
              </li>
            );
          }
          return (
            <li
              key={option.databaseId}
              aria-current={mine || undefined}
              className={cn(
                'relative overflow-hidden rounded-md bg-stone-100 px-3 py-1.5 text-sm',
                mine && 'font-semibold ring-1 ring-brand-300',
              )}
            >
              <span
                aria-hidden
                className="absolute inset-y-0 left-0 bg-brand-100"
                style={{ width: `${option.percentage}%` }}
              />
              <span className="relative flex justify-between gap-2">
                <span className="flex items-center gap-1.5">
                  {option.text}
                  {mine && <CircleCheck aria-hidden className="size-4 text-brand-700" />}
                  {mine && <span className="sr-only">(your vote)</span>}
                </span>
                <span className="tabular-nums text-stone-600">
                  {votes(option.votes)} ({option.percentage}%)
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      {voted && <p className="mt-2 text-xs text-stone-500">{`${votes(data.totalVotes)} in total`}</p>}
    </section>
  );
}
