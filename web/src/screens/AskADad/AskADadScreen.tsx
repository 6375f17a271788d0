/**
 * /ask-a-dad, Ask a Dad: the ask form and the question list (sort, search, 'Load more'), or
 * the chosen question with its answers; beside them Community Stats, Popular Topics and Community Guidelines. The
 * screen's query brings the list's first page and the stats; a question loads its own when chosen.
 */
import { Suspense, useEffect } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader } from 'react-relay/hooks';
import type { AskADadScreenQuery } from '../../__generated__/AskADadScreenQuery.graphql';
import type { CommunityStatsQuery } from '../../__generated__/CommunityStatsQuery.graphql';
import communityStatsQuery from '../../__generated__/CommunityStatsQuery.graphql';
import type { QuestionDetailQuery } from '../../__generated__/QuestionDetailQuery.graphql';
import { PRODUCT_NAME } from '../../product';
import { useRefresh } from '../../relay/refresh';
import type { ScreenProps } from '../../router/routes';
import { QuietBoundary } from '../Shell/QuietBoundary';
import { AskADadSidebar } from './AskADadSidebar';
import { DetailFailure, DetailLoading } from './DetailFallbacks';
import { QuestionBrowser, useQuestionBrowser } from './QuestionBrowser';
import { QuestionDetailPane, questionDetailQuery } from './QuestionDetailPane';
import { useChosenQuestion } from './useChosenQuestion';

export const askADadScreenQuery = graphql`
  query AskADadScreenQuery {
    ...QuestionList_query
    ...CommunityStats_query
  }
`;

export default function AskADadScreen({ queryRef }: ScreenProps<AskADadScreenQuery>) {
  const data = usePreloadedQuery<AskADadScreenQuery>(askADadScreenQuery, queryRef!);
  const { chosen, open, close } = useChosenQuestion();
  const browser = useQuestionBrowser();
  const refreshStats = useRefresh<CommunityStatsQuery>(communityStatsQuery);
  // After a post: the stats, and the list (a new question, an answer count, an answered question leaving Unanswered).
  const afterPost = () => {
    refreshStats().catch(() => undefined);
    browser.refresh();
  };

  const [detailRef, loadDetail] = useQueryLoader<QuestionDetailQuery>(questionDetailQuery);
  useEffect(() => {
    if (chosen) loadDetail({ databaseId: chosen }, { fetchPolicy: 'store-and-network' });
  }, [chosen, loadDetail]);

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-3 py-4 pb-24 sm:px-6 sm:py-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <title>{`Ask a Dad · ${PRODUCT_NAME}`}</title>
      <div className="lg:col-span-2">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Ask a Dad</h1>
        <p className="mt-1 text-stone-600">Ask anonymously; answers come from dads who have been there.</p>
      </div>
      <div className="grid content-start gap-6">
        {/* The list stays mounted under a question: Back finds its sort, search and loaded pages as they were. */}
        <div hidden={chosen !== null}>
          <QuestionBrowser query={data} browser={browser} onOpen={open} onAsked={afterPost} />
        </div>
        {chosen !== null && (
          <QuietBoundary resetKey={chosen} fallback={<DetailFailure onBack={close} />}>
            <Suspense fallback={<DetailLoading />}>
              {detailRef && <QuestionDetailPane queryRef={detailRef} onBack={close} onAnswered={afterPost} />}
            </Suspense>
          </QuietBoundary>
        )}
      </div>
      <AskADadSidebar query={data} />
    </div>
  );
}
