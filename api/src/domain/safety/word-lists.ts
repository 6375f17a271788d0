/**
 * Which words the text filter refuses (docs/safety.md): a deliberate choice among obscenity's English dataset,
 * a few slurs it lacks, and the ordinary words its patterns would otherwise catch. Edit here, with a test.
 */
import type { EnglishProfaneWord } from 'obscenity';

/** Hate terms: racial, ethnic, homophobic, transphobic and ableist slurs. Refused everywhere. */
export const SLURS = [
  'abeed',
  'abo',
  'africoon',
  'arabush',
  'boonga',
  'chingchong',
  'chink',
  'dyke',
  'fag',
  'kike',
  'nigger',
  'retard',
  'spastic',
  'tranny',
] as const satisfies readonly EnglishProfaneWord[];

/** Slurs obscenity's dataset does not have, with the word boundaries that keep them off ordinary words. */
export const OWN_SLURS = {
  // obscenity's 'tranny' misses the plural.
  trannies: ['|tranie'],
  spic: ['|spic|', '|spics|'],
  wetback: ['wetback'],
  gook: ['|gook|', '|gooks|'],
  beaner: ['|beaner'],
  raghead: ['raghead'],
  towelhead: ['towelhead'],
  paki: ['|paki|', '|pakis|'],
} as const;

/**
 * Swearing and sexual vulgarity: refused in public text (posts, comments, names, groups, events, channels, Ask a
 * Dad), allowed in private messages between adults.
 */
export const STRONG_LANGUAGE = [
  'arse',
  'ass',
  'bastard',
  'bitch',
  'bollocks',
  'cock',
  'cuck',
  'cum',
  'cunt',
  'piss',
  'prick',
  'pussy',
  'shit',
  'slut',
  'tit',
  'turd',
  'twat',
  'wank',
  'whore',
  'jizz',
  'blowjob',
  'buttplug',
  'deepthroat',
  'dildo',
  'doggystyle',
  'double penetration',
  'felch',
  'fellatio',
  'finger bang',
  'fisting',
  'gangbang',
  'handjob',
  'hentai',
  'jerk off',
  'lubejob',
  'orgy',
  'porn',
] as const satisfies readonly EnglishProfaneWord[];

/**
 * Obscenity's 'dick' and 'fuck' catch names (Dick, Dickson, the surname Fu): ours keep its spellings but not those.
 * Dick alone is a first name, so only its insults are refused.
 */
export const OWN_STRONG_LANGUAGE = {
  fuck: ['f[?]ck', '|fuk', '|fk|', '|fks|', '|fkn|', '|fking'],
  dick: ['|dickhead', '|dickwad', '|dickweed', '|dck|'],
} as const;

/*
 * Left out on purpose: words that are clinical, or ordinary in a parents' community, more often than abuse
 * (anal, anus, penis, vagina, sex, semen, ejaculate, orgasm, masturbate, incest, rape, bestiality, boob, hooker,
 * scat), and 'negro', ordinary in Spanish and in history ("the Negro Leagues"); its slur forms are covered.
 */

/**
 * Ordinary text the patterns above would catch, matched ignoring case: a word found inside one of these is not
 * refused. Names, places, foods, medicine and trades.
 */
export const ORDINARY_WORDS = [
  // slurs' lookalikes
  'abo blood',
  'abo incompat',
  'abo type',
  'abo group',
  'chink in',
  'chinks in',
  'chinkapin',
  'fagioli',
  'fage',
  'niggard',
  'retardant',
  'retardation',
  'spasticity',
  'spastic cerebral',
  'spastic diplegia',
  'spastic hemiplegia',
  'spastic quadriplegia',
  'spastic paraplegia',
  'spastic paraparesis',
  // strong language's lookalikes
  'cumin',
  'cum laude',
  'cumming',
  'cummins',
  'cummerbund',
  'cockpit',
  'cock-a-doodle',
  'bastard file',
  'pussycat',
  'pussy cat',
  'pussy willow',
  'tit for tat',
  'blue tit',
  'great tit',
  'coal tit',
  'finger prick',
  'pin prick',
  'needle prick',
  'prick test',
  'wankel',
  'shiite',
  'mishit',
  'shitzu',
  'dikshit',
  'focker',
  'fukuoka',
];
