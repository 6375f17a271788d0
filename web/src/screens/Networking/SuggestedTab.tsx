/**
 * Suggested: dads the viewer has no connection or request with, best match first (mutual connections, then place
 * and interests). Loaded when the tab is shown, with 6 card skeletons meanwhile.
 */
import { Sparkles } from 'lucide-react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { SuggestedTabQuery } from '../../__generated__/SuggestedTabQuery.graphql';
import { EmptyState } from '../../components/EmptyState';
import { DadCardSkeletons } from '../../people/DadCardGrid';
import { DadCardList } from '../../people/DadCardList';
import { QuietBoundary } from '../Shell/QuietBoundary';
import { TabFailure } from './TabFailure';
import { SUGGESTED_SKELETONS } from './network-tabs';

// first: SUGGESTIONS_SHOWN, as the stats count them (NetworkStats).
const suggestedTabQuery = graphql`
  query SuggestedTabQuery {
    suggestedConnections(first: 12) {
      member {
        id
        ...DadCard_user
      }
    }
  }
`;

export function SuggestedTab() {
  return (
    <section aria-labelledby="suggested-title" className="grid gap-4">
      <div>
        <h2 id="suggested-title" className="text-lg font-bold text-ink">
          Suggested Dads
        </h2>
        <p className="text-sm text-stone-600">Based on your interests and location</p>
      </div>
      <QuietBoundary fallback={<TabFailure what="Suggestions" />}>
        <Suspense fallback={<DadCardSkeletons count={SUGGESTED_SKELETONS} label="Loading suggestions…" />}>
          <Suggestions />
        </Suspense>
      </QuietBoundary>
    </section>
  );
}

function Suggestions() {
  const { suggestedConnections } = useLazyLoadQuery<SuggestedTabQuery>(
    suggestedTabQuery,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const suggestions = suggestedConnections ?? [];
  if (suggestions.length === 0) {
    return (
      <EmptyState
        icon={Sparkles}
        title="No suggestions yet"
        text="Add interests and your location to your profile, and check back soon."
      />
    );
  }
  return <DadCardList label="Suggested dads" members={suggestions.map(({ member }) => member)} />;
}
