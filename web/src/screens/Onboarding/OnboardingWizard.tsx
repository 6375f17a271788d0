/**
 * The three onboarding steps after the terms: dad type, interests, location and bio. The answers live here
 * until Complete Setup sends them; a member who comes back to /onboarding starts from his current profile.
 */
import { ArrowLeft, ArrowRight, PartyPopper } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { OnboardingWizard_viewer$key } from '../../__generated__/OnboardingWizard_viewer.graphql';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { toast } from '../../components/toast/toast-store';
import { PRODUCT_NAME } from '../../product';
import { MutationError } from '../../relay/mutation';
import { navigate } from '../../router/history';
import { DadTypeStep } from './DadTypeStep';
import { InterestsStep } from './InterestsStep';
import { LocationStep } from './LocationStep';
import {
  MISSING_INFORMATION,
  ONBOARDING_STEPS,
  draftFromProfile,
  onboardingInput,
  type OnboardingDraft,
} from './onboarding-options';
import { StepIndicator } from './StepIndicator';
import { useCompleteOnboarding } from './useCompleteOnboarding';

const stepTitles = ['Your dad type', 'Your interests', 'Your location'] as const;

export function OnboardingWizard({ viewer }: { viewer: OnboardingWizard_viewer$key }) {
  const profile = useFragment(
    graphql`
      fragment OnboardingWizard_viewer on User {
        dadType
        interests
        location
        bio
      }
    `,
    viewer,
  );
  const [draft, setDraft] = useState<OnboardingDraft>(() => draftFromProfile(profile));
  const [step, setStep] = useState(1);
  const [locationMissing, setLocationMissing] = useState(false);
  const [complete, isCompleting] = useCompleteOnboarding();
  const panelRef = useRef<HTMLDivElement>(null);
  const locationRef = useRef<HTMLInputElement>(null);
  const shownStep = useRef(step);

  // A new step moves keyboard and screen-reader focus to its start (not on the first render).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    panelRef.current?.focus();
  }, [step]);

  const change = (patch: Partial<OnboardingDraft>) => setDraft((current) => ({ ...current, ...patch }));

  async function finish(event: FormEvent) {
    event.preventDefault();
    const input = onboardingInput(draft);
    if (!input) {
      toast({ ...MISSING_INFORMATION, variant: 'destructive' });
      if (!draft.location.trim()) {
        setLocationMissing(true);
        locationRef.current?.focus();
      }
      return;
    }
    try {
      await complete(input);
    } catch (error) {
      // A lost session already has its own toast and redirect.
      if (!(error instanceof MutationError && error.code === 'UNAUTHENTICATED')) {
        toast({ title: 'Failed to complete onboarding. Please try again.', variant: 'destructive' });
      }
      return;
    }
    toast({ title: `Welcome to ${PRODUCT_NAME}! 🎉`, description: 'Your profile has been set up successfully.' });
    navigate('/');
  }

  return (
    <Card className="overflow-hidden">
      <form noValidate onSubmit={finish} aria-label="Set up your profile">
        <div className="border-b border-stone-100 p-5 sm:p-6">
          <StepIndicator step={step} title={stepTitles[step - 1] ?? ''} />
        </div>

        <div
          ref={panelRef}
          key={step}
          tabIndex={-1}
          className="p-5 focus:outline-none sm:p-6 motion-safe:animate-[dh-fade-in_200ms_ease-out]"
        >
          {step === 1 && <DadTypeStep value={draft.dadType} onChange={(dadType) => change({ dadType })} />}
          {step === 2 && <InterestsStep value={draft.interests} onChange={(interests) => change({ interests })} />}
          {step === 3 && (
            <LocationStep
              location={draft.location}
              bio={draft.bio}
              locationMissing={locationMissing && !draft.location.trim()}
              locationRef={locationRef}
              onLocationChange={(location) => change({ location })}
              onBioChange={(bio) => change({ bio })}
            />
          )}
        </div>

        <div className="flex flex-col-reverse gap-2 border-t border-stone-100 bg-stone-50/70 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          {step > 1 ? (
            <Button variant="outline" onClick={() => setStep(step - 1)} disabled={isCompleting}>
              <ArrowLeft aria-hidden />
              Back
            </Button>
          ) : (
            <span className="max-sm:hidden" />
          )}
          {step < ONBOARDING_STEPS ? (
            // Distinct keys: React must not turn this very button into the submit button mid-click.
            <Button key="next" onClick={() => setStep(step + 1)} disabled={step === 1 && !draft.dadType}>
              Next Step
              <ArrowRight aria-hidden />
            </Button>
          ) : (
            <Button key="finish" type="submit" loading={isCompleting}>
              {!isCompleting && <PartyPopper aria-hidden />}
              Complete Setup
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
