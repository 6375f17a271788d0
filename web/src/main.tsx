/**
 * The app's entry: asks who is signed in (a spinner shows meanwhile), then loads only the app for that
 * access state. A visitor never downloads the member app, Relay or the design system's heavier parts.
 */
import { lazy, StrictMode, Suspense, use } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from './components/ErrorBoundary';
import { Spinner } from './components/Spinner';
import { OfflineNotice } from './offline/OfflineNotice';
import { registerServiceWorkerAfterLoad } from './offline/service-worker';
import { loadSession, type Session } from './session/session';
import './styles.css';

const VisitorApp = lazy(() => import('./apps/VisitorApp'));
const MemberApp = lazy(() => import('./apps/MemberApp'));

const session = loadSession();

function AccessState({ session }: { session: Promise<Session> }) {
  const current = use(session);
  return current.state === 'member' ? <MemberApp /> : <VisitorApp />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <OfflineNotice />
    <ErrorBoundary>
      <Suspense fallback={<Spinner />}>
        <AccessState session={session} />
      </Suspense>
    </ErrorBoundary>
  </StrictMode>,
);

registerServiceWorkerAfterLoad();
