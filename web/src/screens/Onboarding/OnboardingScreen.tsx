/**
 * / and /onboarding for a member without a dad type or a location (and /onboarding for everyone): the terms
 * first, then the three-step wizard. A member who has not finished it has no app around him, so the page
 * brings its own frame (logo, a way to log out).
 */
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { OnboardingScreenQuery } from '../../__generated__/OnboardingScreenQuery.graphql';
import { buttonClasses } from '../../components/Button';
import { Logo } from '../../components/Logo';
import { PRODUCT_NAME } from '../../product';
import { navigate } from '../../router/history';
import { OnboardingWizard } from './OnboardingWizard';
import { setTermsDeclined, termsDeclined } from './terms-declined';
import { TermsDeclined } from './TermsDeclined';
import { TermsDialog } from './TermsDialog';

export default function OnboardingScreen() {
  // The route has no preloaded query; isProfileComplete is in the store already, the profile is small.
  const { viewer } = useLazyLoadQuery<OnboardingScreenQuery>(
    graphql`
      query OnboardingScreenQuery {
        viewer {
          isProfileComplete
          ...OnboardingWizard_viewer
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const [termsAccepted, setTermsAccepted] = useState(false);
  // Cancel goes to /. For an unfinished profile that is this screen again: the dialog
  // stays closed there, so that Log out is reachable, until the member asks to review the terms.
  // A complete profile's Cancel leaves onboarding for the dashboard: nothing to remember.
  const [declined, setDeclined] = useState(() => viewer?.isProfileComplete === false && termsDeclined());
  if (!viewer) return null; // the member app handles a lost session

  function cancel() {
    if (!viewer?.isProfileComplete) {
      setTermsDeclined(true);
      setDeclined(true);
    }
    navigate('/');
  }

  function review() {
    setTermsDeclined(false);
    setDeclined(false);
  }

  const content = (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{`Welcome · ${PRODUCT_NAME}`}</title>
      <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">Let’s set up your profile</h1>
      <p className="mt-2 text-stone-600">
        Three quick steps and you are in. This helps us connect you with the right dads, groups and events.
      </p>
      <div className="mt-6 sm:mt-8">
        {termsAccepted ? (
          <OnboardingWizard viewer={viewer} />
        ) : declined ? (
          <TermsDeclined onReview={review} />
        ) : (
          <TermsDialog onAccept={() => setTermsAccepted(true)} onCancel={cancel} />
        )}
      </div>
    </div>
  );

  // A complete profile sees this inside the app's own layout (navigation and main landmark).
  if (viewer.isProfileComplete) return content;
  return (
    <div className="min-h-dvh bg-linear-to-b from-brand-50 via-stone-50 to-stone-50">
      <header className="border-b border-stone-200/70 bg-white/80 backdrop-blur">
        <div className="mx-auto flex max-w-2xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Logo compactOnPhone />
          <a href="/api/logout" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            <LogOut aria-hidden />
            Log out
          </a>
        </div>
      </header>
      <main id="main">{content}</main>
    </div>
  );
}
