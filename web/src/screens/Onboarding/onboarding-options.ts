/**
 * What onboarding asks for: the dad types and interests on offer, the step
 * count, and the rule that finishing needs a dad type and a location. Values use the dashed spelling
 * (`stay-at-home`); GraphQL enum names cannot hold a dash, so they are converted at the edge.
 */
import type { DadType } from '../../__generated__/useCompleteOnboardingMutation.graphql';

export const ONBOARDING_STEPS = 3;
export const LOCATION_MAX_LENGTH = 100;
export const BIO_MAX_LENGTH = 500;

export const DAD_TYPES = [
  { value: 'new', label: 'New Dad', hint: 'Just getting started, and learning fast.' },
  { value: 'experienced', label: 'Experienced Dad', hint: 'Been around the block a few times.' },
  { value: 'single', label: 'Single Dad', hint: 'Running the show solo.' },
  { value: 'stay-at-home', label: 'Stay-at-Home Dad', hint: 'Home base is headquarters.' },
  { value: 'working', label: 'Working Dad', hint: 'Juggling the job and the family.' },
  { value: 'all', label: 'All of the Above', hint: 'A bit of everything, depending on the day.' },
] as const;

export const INTERESTS = [
  { value: 'sports', label: 'Sports' },
  { value: 'diy', label: 'DIY' },
  { value: 'gaming', label: 'Gaming' },
  { value: 'cooking', label: 'Cooking' },
  { value: 'outdoors', label: 'Outdoors' },
  { value: 'reading', label: 'Reading' },
  { value: 'cars', label: 'Cars' },
  { value: 'music', label: 'Music' },
  { value: 'tech', label: 'Tech' },
] as const;

export type DadTypeChoice = (typeof DAD_TYPES)[number]['value'];

export interface OnboardingDraft {
  dadType: DadTypeChoice | null;
  interests: readonly string[];
  location: string;
  bio: string;
}

export const emptyDraft: OnboardingDraft = { dadType: null, interests: [], location: '', bio: '' };

export const MISSING_INFORMATION = {
  title: 'Missing Information',
  description: 'Please complete all required fields.',
} as const;

export function isDadTypeChoice(value: string | null | undefined): value is DadTypeChoice {
  return DAD_TYPES.some((option) => option.value === value);
}

/** The draft a member starts from: what their profile already holds, when they come back to onboarding. */
export function draftFromProfile(profile: {
  dadType?: string | null;
  interests?: readonly string[] | null;
  location?: string | null;
  bio?: string | null;
}): OnboardingDraft {
  const dadType = profile.dadType?.replaceAll('_', '-');
  return {
    dadType: isDadTypeChoice(dadType) ? dadType : null,
    interests: profile.interests ?? [],
    location: profile.location ?? '',
    bio: profile.bio ?? '',
  };
}

/** Adds the interest when absent, removes it when present. */
export function toggleInterest(interests: readonly string[], interest: string): readonly string[] {
  return interests.includes(interest) ? interests.filter((i) => i !== interest) : [...interests, interest];
}

export interface CompleteOnboardingInput {
  acceptTerms: true;
  dadType: DadType;
  interests: string[];
  location: string;
  bio: string | null;
}

/** The mutation's input, or null when a required answer (dad type, location) is missing. */
export function onboardingInput(draft: OnboardingDraft): CompleteOnboardingInput | null {
  const location = draft.location.trim();
  if (!draft.dadType || !location) return null;
  const bio = draft.bio.trim();
  return {
    acceptTerms: true,
    dadType: draft.dadType.replaceAll('-', '_') as DadType,
    interests: [...draft.interests],
    location,
    bio: bio || null,
  };
}
