/**
 * How the profile's choices read on screen: dad types, family structures, dad bods and hairlines. Values come in
 * GraphQL's spelling (stay_at_home) or /api's (stay-at-home). The dashboard's profile card, the dad cards and
 * the profile page share them.
 */

/**
 * Each dad type's label: the profile's option labels ('Granddad', 'Friend of Dad'), which for the
 * others is the type followed by ' Dad' (the dashboard card's rule); onboarding's 'all' is 'All of the Above Dad'.
 */
const DAD_TYPE_LABELS: Record<string, string> = {
  new: 'New Dad',
  experienced: 'Experienced Dad',
  stepdad: 'Step Dad',
  single: 'Single Dad',
  stay_at_home: 'Stay-at-Home Dad',
  working: 'Working Dad',
  weekend: 'Weekend Dad',
  granddad: 'Granddad',
  future: 'Future Dad',
  friend: 'Friend of Dad',
  all: 'All of the Above Dad',
};

const enumKey = (value: string) => value.trim().replaceAll('-', '_');

/** Words for a value no table knows: 'night_shift' -> 'Night Shift'. */
const words = (key: string) =>
  key
    .split('_')
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');

/** 'Experienced Dad'; null without a dad type. Unknown values are shown as words ('night_shift' -> 'Night Shift Dad'). */
export function dadTypeLabel(dadType: string | null | undefined): string | null {
  if (!dadType) return null;
  const key = enumKey(dadType);
  return DAD_TYPE_LABELS[key] ?? `${words(key)} Dad`;
}

const FAMILY_STRUCTURES: Record<string, string> = {
  nuclear: 'Nuclear family',
  blended: 'Blended family',
  single: 'Single-parent family',
  co_parenting: 'Co-parenting',
  extended: 'Extended family',
  other: 'Other family structure',
};

const DAD_BODS: Record<string, string> = {
  dad_bod_classic: 'Classic dad bod',
  dad_bod_athletic: 'Athletic dad bod',
  dad_bod_bear: 'Bear dad bod',
  dad_bod_powerlifter: 'Powerlifter dad bod',
  dad_bod_runner: 'Runner dad bod',
  dad_bod_slim: 'Slim dad bod',
};

const HAIRLINES: Record<string, string> = {
  full: 'Full head of hair',
  receding: 'Receding hairline',
  bald_spot: 'Bald spot',
  completely_bald: 'Completely bald',
  shaved: 'Shaved head',
  hat_guy: 'Hat guy',
};

const VISIBILITIES: Record<string, string> = {
  everyone: 'Everyone',
  connections: 'Connections Only',
  private: 'Private',
};

function labelled(labels: Record<string, string>, value: string): string {
  const key = enumKey(value);
  return labels[key] ?? key.replaceAll('_', ' ');
}

export const familyStructureLabel = (value: string) => labelled(FAMILY_STRUCTURES, value);
export const dadBodTypeLabel = (value: string) => labelled(DAD_BODS, value);
export const hairlineLabel = (value: string) => labelled(HAIRLINES, value);
/** The Privacy Settings dialog's 'Visible to' choices: Everyone, Connections Only, Private. */
export const visibilityLabel = (value: string) => labelled(VISIBILITIES, value);
