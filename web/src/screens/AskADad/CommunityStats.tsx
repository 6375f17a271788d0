/**
 * Community Stats in the sidebar: the server's counts (docs/ask-a-dad.md defines them). Fetched again after a
 * question or an answer is posted (`CommunityStatsQuery`), so the numbers follow what the member just did.
 */
import { CalendarDays, MessageSquareReply, Users } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CommunityStats_query$key } from '../../__generated__/CommunityStats_query.graphql';
import { SidebarCard } from './SidebarCard';

export function CommunityStats({ query }: { query: CommunityStats_query$key }) {
  const data = useFragment(
    graphql`
      fragment CommunityStats_query on Query @refetchable(queryName: "CommunityStatsQuery") {
        askADadStats {
          totalAnswers
          activeDads
          questionsToday
        }
      }
    `,
    query,
  );
  const stats = data.askADadStats;
  const rows = [
    { icon: MessageSquareReply, label: 'Total Answers', value: stats.totalAnswers },
    { icon: Users, label: 'Active Dads', value: stats.activeDads },
    { icon: CalendarDays, label: 'Questions Today', value: stats.questionsToday },
  ];
  return (
    <SidebarCard title="Community Stats" listClassName="grid gap-3">
      {rows.map(({ icon: Icon, label, value }) => (
        <li key={label} className="flex items-center gap-3">
          <span
            aria-hidden
            className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700"
          >
            <Icon className="size-4" />
          </span>
          <span className="flex-1 text-sm text-stone-600">{label}</span>
          <span className="text-lg font-bold text-ink tabular-nums">{value.toLocaleString('en-US')}</span>
        </li>
      ))}
    </SidebarCard>
  );
}
