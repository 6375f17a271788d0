/**
 * /unsubscribe?token=…, a mail's unsubscribe link (docs/web.md): for visitors and members alike, without GraphQL.
 * It asks first and stops the mail only on the button (mail scanners open links), then says what changed and
 * where the other settings are: the settings screen for a member, signing in for a visitor.
 */
import { LoaderCircle, MailCheck, MailX } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { MainLandmark } from '../../components/MainLandmark';
import {
  alreadyUnsubscribedText,
  INVALID_UNSUBSCRIBE_LINK,
  unsubscribedText,
  unsubscribeQuestion,
} from '../../lib/unsubscribe';
import { PRODUCT_NAME } from '../../product';
import { useLocation } from '../../router/history';
import { Link } from '../../router/Link';
import { useUnsubscribeLink, type UnsubscribeStep } from './useUnsubscribeLink';

const SETTINGS_PATH = '/settings/notifications';
const linkClasses = 'font-semibold text-brand-700 underline-offset-4 hover:underline';
// The design system's look written out, as the landing and 404 pages do: a visitor's chunk that imported its
// Button and Card would share them with the member app's chunks, which then fetch them as one more script.
const buttonLook =
  'inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold ' +
  'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
  'disabled:pointer-events-none disabled:opacity-50';
const primaryButton = `${buttonLook} bg-brand-700 text-white shadow-sm shadow-brand-900/20 hover:bg-brand-800`;
const outlineButton = `${buttonLook} bg-white text-stone-700 ring-1 ring-stone-300 hover:bg-stone-100`;

export function UnsubscribeScreen({ visitor = false }: { visitor?: boolean }) {
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token');
  const { step, confirm, readAgain } = useUnsubscribeLink(token);
  const heading = useRef<HTMLHeadingElement>(null);
  // The button is gone once the mail is stopped: the focus goes to what the page now says.
  useEffect(() => {
    if (step.name === 'done') heading.current?.focus();
  }, [step.name]);

  const finished = step.name === 'done' || step.name === 'already' || step.name === 'invalid';
  return (
    <MainLandmark className="grid min-h-[60dvh] flex-1 place-items-center px-4 py-12 sm:px-6">
      <title>{`Unsubscribe · ${PRODUCT_NAME}`}</title>
      <div className="grid w-full max-w-md justify-items-center gap-4 rounded-xl border border-stone-200 bg-white p-6 text-center text-ink shadow-sm sm:p-8">
        <span className="grid size-14 place-items-center rounded-2xl bg-brand-100 text-brand-700 ring-1 ring-brand-200">
          {step.name === 'done' || step.name === 'already' ? (
            <MailCheck aria-hidden className="size-7" />
          ) : (
            <MailX aria-hidden className="size-7" />
          )}
        </span>
        <h1 ref={heading} tabIndex={-1} className="text-xl font-bold text-ink focus:outline-none sm:text-2xl">
          {headingOf(step)}
        </h1>
        {step.name === 'asking' && (
          <>
            {step.failed && (
              <p role="alert" className="text-sm font-medium text-red-700">
                Something went wrong, and nothing was changed. Please try again.
              </p>
            )}
            <button
              type="button"
              className={primaryButton}
              disabled={step.sending}
              aria-busy={step.sending || undefined}
              onClick={() => void confirm()}
            >
              {step.sending && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
              Unsubscribe
            </button>
          </>
        )}
        {step.name === 'unreadable' && (
          <button type="button" className={outlineButton} onClick={readAgain}>
            Try again
          </button>
        )}
        {finished && <SettingsWay visitor={visitor} other={step.name !== 'invalid'} />}
      </div>
    </MainLandmark>
  );
}

function headingOf(step: UnsubscribeStep): ReactNode {
  switch (step.name) {
    case 'checking':
      return <span role="status">Checking your link…</span>;
    case 'invalid':
      return INVALID_UNSUBSCRIBE_LINK;
    case 'unreadable':
      return 'This link could not be checked right now.';
    case 'asking':
      return unsubscribeQuestion(step.state);
    case 'done':
      return unsubscribedText(step.state);
    case 'already':
      return alreadyUnsubscribedText(step.state);
  }
}

/** Where the member's other notification settings are: the screen, or signing in first (which lands there). */
function SettingsWay({ visitor, other }: { visitor: boolean; other: boolean }) {
  if (!visitor) {
    return (
      <Link to={SETTINGS_PATH} className={linkClasses}>
        Change your notification settings
      </Link>
    );
  }
  return (
    <p className="text-stone-600">
      {/* A full-page navigation: sign-in is served by the API, not the app. */}
      <a href={`/api/login?returnTo=${encodeURIComponent(SETTINGS_PATH)}`} className={linkClasses}>
        Sign in
      </a>{' '}
      {other ? 'to change your other notification settings.' : 'to change your notification settings.'}
    </p>
  );
}

/** The page as a member meets it (the route's screen). */
export default function MemberUnsubscribeScreen() {
  return <UnsubscribeScreen />;
}
