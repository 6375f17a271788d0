/**
 * Turns the hand-written roster into complete profiles: kids that fit the dad type, sports details for
 * sports fans, privacy choices that vary, join dates spread over two years.
 */
import type { Prisma } from '../db/prisma.js';
import type { Clock, DadType, IdMaker } from './context.js';
import { DEMO_ADMIN, DEMO_MODERATOR, DEMO_SIGN_IN } from './demo.js';
import {
  cities,
  collectibleOptions,
  interestOptions,
  outdoorOptions,
  people,
  playSports,
  referrals,
  watchSports,
  type Person,
} from './people.js';
import type { Random } from './random.js';

type UserRow = Prisma.UserCreateManyInput;
type Visibility = NonNullable<UserRow['emailVisibility']>;

export interface PlannedMember {
  person: Person;
  row: UserRow & { id: string; joinedAt: Date };
  /** Whether the member uploaded a photo (the others show their initials). */
  hasAvatar: boolean;
  initials: string;
}

const emailDomains = ['example.com', 'example.net', 'example.org'];
const dadBods = [
  'dad_bod_classic',
  'dad_bod_athletic',
  'dad_bod_bear',
  'dad_bod_slim',
  'dad_bod_powerlifter',
  'dad_bod_runner',
] as const;

function kidsFor(dadType: DadType, rng: Random): { ages: number[]; genders: string[] } {
  const count =
    dadType === 'future' || dadType === 'friend'
      ? 0
      : dadType === 'new'
        ? 1
        : dadType === 'granddad'
          ? rng.int(2, 4)
          : rng.int(1, 4);
  const ages = Array.from({ length: count }, () =>
    dadType === 'new' ? rng.int(0, 1) : dadType === 'granddad' ? rng.int(28, 46) : rng.int(1, 17),
  ).sort((a, b) => b - a);
  return { ages, genders: ages.map(() => (rng.chance(0.5) ? 'boy' : 'girl')) };
}

function familyFor(dadType: DadType, rng: Random): NonNullable<UserRow['familyStructure']> {
  if (dadType === 'single') return 'single';
  if (dadType === 'stepdad') return 'blended';
  if (dadType === 'weekend') return 'co_parenting';
  if (dadType === 'granddad') return rng.pick(['extended', 'nuclear'] as const);
  if (dadType === 'friend') return 'other';
  return rng.pick(['nuclear', 'nuclear', 'nuclear', 'extended', 'blended'] as const);
}

function visibility(rng: Random): Visibility {
  const roll = rng.next();
  return roll < 0.6 ? 'everyone' : roll < 0.9 ? 'connections' : 'private';
}

function emailFor(person: Person, index: number): string {
  for (const known of [DEMO_SIGN_IN, DEMO_MODERATOR, DEMO_ADMIN])
    if (person.username === known.username) return known.email;
  const local = `${person.firstName}.${person.lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  return `${local}@${emailDomains[index % emailDomains.length]}`;
}

function referralCode(rng: Random, taken: Set<string>): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  for (;;) {
    const code = `DAD${Array.from({ length: 6 }, () => rng.pick([...alphabet])).join('')}`;
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}

export function planMembers(rng: Random, clock: Clock, ids: IdMaker): PlannedMember[] {
  const referrers = new Set(referrals.map(([referrer]) => referrer));
  const codes = new Set<string>();
  const planned = people.map((person, index): PlannedMember => {
    const isDemo = person.username === DEMO_SIGN_IN.username;
    const joinedAt = isDemo ? clock.daysAgo(430) : clock.daysAgo(730 - index * 16 + rng.between(-5, 5));
    const city = cities[person.city];
    const kids = kidsFor(person.dadType, rng);
    const extraInterests = rng.sample(
      interestOptions.filter((i) => !person.interests.includes(i)),
      rng.int(0, 2),
    );
    const interests = isDemo ? [...person.interests] : [...person.interests, ...extraInterests];
    const sporty = interests.includes('Sports');
    const outdoorsy = interests.includes('Outdoor Activities');
    const hasCode = isDemo || referrers.has(person.username) || rng.chance(0.25);
    const row: PlannedMember['row'] = {
      id: ids.next(joinedAt),
      email: emailFor(person, index),
      // The demo admin is made an admin by ADMIN_EMAILS at start (syncSiteAdmins); the moderator is one here.
      role: person.username === DEMO_MODERATOR.username ? 'moderator' : 'member',
      username: person.username,
      firstName: person.firstName,
      lastName: person.lastName,
      passwordHash: '', // filled in once the shared hash is ready
      dadType: person.dadType,
      location: city.location,
      bio: person.bio,
      interests,
      numberOfKids: isDemo ? 2 : kids.ages.length,
      kidsAges: isDemo ? [9, 6] : kids.ages,
      kidsGenders: isDemo ? ['girl', 'boy'] : kids.genders,
      familyStructure: isDemo ? 'nuclear' : familyFor(person.dadType, rng),
      dadBodType: rng.pick(dadBods),
      hairline: rng.pick(['full', 'receding', 'bald_spot', 'completely_bald', 'shaved', 'hat_guy'] as const),
      sportsWatchPreferences: sporty ? rng.sample(watchSports, rng.int(2, 4)) : [],
      sportsPlayPreferences: sporty ? rng.sample(playSports, rng.int(1, 3)) : [],
      sportsFavoriteTeams: sporty ? rng.sample(city.teams, rng.int(1, Math.min(3, city.teams.length))) : [],
      outdoorActivities: rng.sample(outdoorOptions, outdoorsy ? rng.int(3, 5) : rng.chance(0.7) ? rng.int(1, 2) : 0),
      collectiblesTypes: interests.includes('Collectibles') ? rng.sample(collectibleOptions, rng.int(2, 4)) : [],
      showEmail: isDemo || rng.chance(0.2),
      showLocation: isDemo || rng.chance(0.85),
      showFamilyStructure: isDemo || rng.chance(0.75),
      showKidsInfo: isDemo || rng.chance(0.7),
      showDadBodType: isDemo || rng.chance(0.4),
      showHairline: isDemo || rng.chance(0.35),
      emailVisibility: isDemo ? 'connections' : visibility(rng),
      locationVisibility: isDemo ? 'everyone' : visibility(rng),
      familyStructureVisibility: visibility(rng),
      kidsInfoVisibility: visibility(rng),
      dadBodTypeVisibility: visibility(rng),
      hairlineVisibility: isDemo ? 'everyone' : visibility(rng),
      filterPoliticalContent: rng.chance(0.3),
      dadScore: isDemo ? 1250 : rng.int(8, 360) * 5,
      referralCode: hasCode ? referralCode(rng, codes) : null,
      termsAcceptedAt: clock.plusMinutes(joinedAt, rng.int(1, 20)),
      joinedAt,
      createdAt: joinedAt,
    };
    return {
      person,
      row,
      hasAvatar: isDemo || rng.chance(0.65),
      initials: `${person.firstName[0]}${person.lastName[0]}`.toUpperCase(),
    };
  });
  const byName = new Map(planned.map((p) => [p.person.username, p]));
  for (const [referrer, referee] of referrals) {
    const from = byName.get(referrer)!;
    const referred = byName.get(referee)!.row;
    referred.referredById = from.row.id;
    referred.referralRewardedAt = referred.termsAcceptedAt; // they finished onboarding when they accepted the terms
    from.row.dadScore = (from.row.dadScore ?? 0) + 100; // the referral bonus (REFERRAL_BONUS)
  }
  return planned;
}
