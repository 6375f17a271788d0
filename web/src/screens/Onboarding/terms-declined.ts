/**
 * Whether the member cancelled the terms in this visit. Cancel goes to /, which for an unfinished profile is
 * onboarding again (from /onboarding a new screen): kept here, the screen then offers Log out and a way back to
 * the terms instead of trapping the member in the dialog again. A reload starts with the terms.
 */
let declined = false;

export const termsDeclined = (): boolean => declined;

export function setTermsDeclined(value: boolean): void {
  declined = value;
}
