/**
 * The privacy leak test's subjects: which fields are private (docs/people.md), and three members who hide
 * every one of them, by show flag or by level in a different mix each, with a unique marker in each text.
 */
import { randomBytes } from 'node:crypto';
import type { Prisma } from '../generated/prisma/client.js';

/** The private field groups and the keys a presenter may put them under. */
export const PRIVATE_FIELDS = {
  email: ['email'],
  location: ['location'],
  familyStructure: ['familyStructure'],
  kidsInfo: ['numberOfKids', 'kidsAges', 'kidsGenders'],
  dadBodType: ['dadBodType'],
  hairline: ['hairline'],
} as const;
export type FieldGroup = keyof typeof PRIVATE_FIELDS;

/** The member's own business, shown to nobody else whatever the settings (docs/people.md). */
export const OWN_FIELDS = [
  'emailVisibility',
  'locationVisibility',
  'familyStructureVisibility',
  'kidsInfoVisibility',
  'dadBodTypeVisibility',
  'hairlineVisibility',
  'filterPoliticalContent',
  'referralCode',
] as const;

export type ViewerName = 'non-connection' | 'connection';

/** Random text no other row holds. */
export const token = () => randomBytes(5).toString('hex');

/** The settings of each subject: every group hidden, by its show flag or by its level, in a different mix each. */
export const SUBJECT_SETTINGS: {
  name: string;
  shownToConnections: FieldGroup[];
  connectedViewers: ViewerName[];
  settings: Partial<Prisma.UserUncheckedCreateInput>;
}[] = [
  {
    name: 'A',
    shownToConnections: ['email', 'location'],
    connectedViewers: ['connection'],
    settings: {
      showEmail: true,
      emailVisibility: 'connections',
      showLocation: true,
      locationVisibility: 'connections',
      showFamilyStructure: false,
      familyStructureVisibility: 'everyone',
      showKidsInfo: true,
      kidsInfoVisibility: 'private',
      showDadBodType: false,
      dadBodTypeVisibility: 'connections',
      showHairline: true,
      hairlineVisibility: 'private',
      familyStructure: 'co_parenting',
      dadBodType: 'dad_bod_bear',
      hairline: 'completely_bald',
      numberOfKids: 17,
      kidsAges: [93, 94],
    },
  },
  {
    name: 'B',
    shownToConnections: [],
    connectedViewers: [],
    settings: {
      showEmail: false,
      emailVisibility: 'everyone',
      showLocation: true,
      locationVisibility: 'private',
      showFamilyStructure: true,
      familyStructureVisibility: 'private',
      showKidsInfo: false,
      kidsInfoVisibility: 'everyone',
      showDadBodType: true,
      dadBodTypeVisibility: 'private',
      showHairline: false,
      hairlineVisibility: 'connections',
      familyStructure: 'extended',
      dadBodType: 'dad_bod_powerlifter',
      hairline: 'hat_guy',
      numberOfKids: 18,
      kidsAges: [95, 96],
    },
  },
  {
    name: 'C',
    shownToConnections: [],
    connectedViewers: [],
    settings: {
      showEmail: true,
      emailVisibility: 'private',
      showLocation: false,
      locationVisibility: 'everyone',
      showFamilyStructure: false,
      familyStructureVisibility: 'connections',
      showKidsInfo: true,
      kidsInfoVisibility: 'private',
      showDadBodType: false,
      dadBodTypeVisibility: 'everyone',
      showHairline: true,
      hairlineVisibility: 'private',
      familyStructure: 'blended',
      dadBodType: 'dad_bod_runner',
      hairline: 'receding',
      numberOfKids: 19,
      kidsAges: [97, 98],
    },
  },
];

/** Unique text in a subject's private fields (e-mail, location, a kid's gender, the referral code). */
export type Markers = Record<'email' | 'location' | 'kidsGender' | 'referralCode', string>;

/** A subject's profile: their settings, and markers that share no text with their public fields. */
export function subjectProfile(name: string, settings: Partial<Prisma.UserUncheckedCreateInput>) {
  const markers: Markers = {
    email: `hidden.${token()}@example.com`,
    location: `Loc${token()}`,
    kidsGender: `g${token()}`,
    referralCode: `R${token().toUpperCase()}`,
  };
  const profile: Partial<Prisma.UserUncheckedCreateInput> = {
    ...settings,
    username: `subject_${name.toLowerCase()}_${token()}`,
    firstName: 'Subject',
    lastName: name,
    email: markers.email,
    location: markers.location,
    kidsGenders: [markers.kidsGender],
    referralCode: markers.referralCode,
  };
  return { markers, profile };
}
