import type { DadCard_user$key } from '../__generated__/DadCard_user.graphql';
import { DadCard } from './DadCard';
import { DadCardGrid } from './DadCardGrid';

/** Dad cards in a labelled grid (search results, suggestions, Discover). */
export function DadCardList({
  label,
  members,
}: {
  label: string;
  members: ReadonlyArray<DadCard_user$key & { id: string }>;
}) {
  return (
    <DadCardGrid label={label}>
      {members.map((member) => (
        <li key={member.id}>
          <DadCard user={member} />
        </li>
      ))}
    </DadCardGrid>
  );
}
