/**
 * The Privacy Settings dialog's rows (five, then one for kids info): a show flag and a
 * visibility level per private field group, as updatePrivacySettings takes them.
 */
export type Visibility = 'everyone' | 'connections' | 'private';

export const PRIVACY_ROWS = [
  { label: 'Email Address', show: 'showEmail', level: 'emailVisibility' },
  { label: 'Location', show: 'showLocation', level: 'locationVisibility' },
  { label: 'Dad Bod Type', show: 'showDadBodType', level: 'dadBodTypeVisibility' },
  { label: 'Hairline', show: 'showHairline', level: 'hairlineVisibility' },
  { label: 'Family Structure', show: 'showFamilyStructure', level: 'familyStructureVisibility' },
  { label: 'Kids Info', show: 'showKidsInfo', level: 'kidsInfoVisibility' },
] as const;

export type PrivacyRow = (typeof PRIVACY_ROWS)[number];
export type ShowFlag = PrivacyRow['show'];
export type LevelField = PrivacyRow['level'];

export type PrivacyDraft = Record<ShowFlag, boolean> & Record<LevelField, Visibility>;

export const VISIBILITIES: readonly Visibility[] = ['everyone', 'connections', 'private'];

/** The dialog's state from the member's settings; a level not set yet is 'everyone' (the default). */
export function privacyDraft(
  settings: Partial<Record<ShowFlag, boolean>> & Partial<Record<LevelField, string | null>>,
): PrivacyDraft {
  const draft = {} as PrivacyDraft;
  for (const row of PRIVACY_ROWS) {
    draft[row.show] = settings[row.show] ?? false;
    const level = settings[row.level];
    draft[row.level] = VISIBILITIES.includes(level as Visibility) ? (level as Visibility) : 'everyone';
  }
  return draft;
}
