/**
 * The app's entry: starts loading the viewer before React renders (fetch at the route, no waterfall),
 * and shows a spinner until it is known who is signed in.
 */
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import type { AppViewerQuery } from './__generated__/AppViewerQuery.graphql';
import { App, appViewerQuery } from './App';
import { ErrorBoundary } from './components/ErrorBoundary';
import { Spinner } from './components/Spinner';
import { environment } from './relay/environment';
import './styles.css';

const viewerQueryRef = loadQuery<AppViewerQuery>(environment, appViewerQuery, {});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <ErrorBoundary>
        <Suspense fallback={<Spinner />}>
          <App queryRef={viewerQueryRef} />
        </Suspense>
      </ErrorBoundary>
    </RelayEnvironmentProvider>
  </StrictMode>,
);
