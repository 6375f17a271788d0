import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { AppViewerQuery } from './__generated__/AppViewerQuery.graphql';
import { HomeScreen } from './screens/Home/HomeScreen';
import { LandingScreen } from './screens/Landing/LandingScreen';

export const appViewerQuery = graphql`
  query AppViewerQuery {
    viewer {
      id
      ...HomeScreen_viewer
    }
  }
`;

/** Picks the screen for the access state: a visitor gets the landing page, a member their home. */
export function App({ queryRef }: { queryRef: PreloadedQuery<AppViewerQuery> }) {
  const { viewer } = usePreloadedQuery<AppViewerQuery>(appViewerQuery, queryRef);
  return viewer ? <HomeScreen viewer={viewer} /> : <LandingScreen />;
}
