import { Component, type ReactNode } from 'react';
import { OUT_OF_DATE_TEXT, OUT_OF_DATE_TITLE, pageIsOutOfDate } from '../session/new-version';

interface Props {
  children: ReactNode;
}

/**
 * Shows a friendly page instead of a blank screen when the app cannot load (server down, bad response, or a
 * server updated since the page loaded: session/new-version.ts).
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const outOfDate = pageIsOutOfDate();
    return (
      <main className="grid min-h-dvh place-items-center p-6 text-center">
        <div role="alert" className="max-w-sm space-y-3">
          <h1 className="text-xl font-bold">{outOfDate ? OUT_OF_DATE_TITLE : 'Something went wrong'}</h1>
          <p className="text-stone-600">
            {outOfDate
              ? OUT_OF_DATE_TEXT
              : `We could not load ${__PRODUCT_NAME__}. Check your connection and try again.`}
          </p>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Reload
          </button>
        </div>
      </main>
    );
  }
}
