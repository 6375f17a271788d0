/**
 * The community's word filter (docs/safety.md): slurs are refused in any text, strong language in public text
 * only (private messages may swear). One matcher, built on first use, over obscenity's English dataset narrowed
 * by ./word-lists.ts, with obscenity's recommended transformers (lookalike letters, leetspeak, repeated letters).
 */
import { DataSet, englishDataset, englishRecommendedTransformers, parseRawPattern, RegExpMatcher } from 'obscenity';
import { badInput } from '../errors.js';
import { ORDINARY_WORDS, OWN_SLURS, OWN_STRONG_LANGUAGE, SLURS, STRONG_LANGUAGE } from './word-lists.js';

/** Public: seen by other members (posts, comments, names, descriptions). Private: direct and group messages. */
export type Audience = 'public' | 'private';
export type Refusal = 'slur' | 'strong_language';

export const SLUR_REFUSED = 'This text contains a slur, which the community rules do not allow. Please reword it.';
export const STRONG_LANGUAGE_REFUSED =
  'This text contains strong language, which the community rules keep out of posts, comments, names and descriptions. Please reword it.';

const MESSAGES: Record<Refusal, string> = { slur: SLUR_REFUSED, strong_language: STRONG_LANGUAGE_REFUSED };

interface Phrase {
  originalWord: string;
}

interface Filter {
  matcher: RegExpMatcher;
  dataset: DataSet<Phrase>;
  kinds: Map<string, Refusal>;
}

let filter: Filter | undefined;

function buildFilter(): Filter {
  const kinds = new Map<string, Refusal>();
  for (const word of [...SLURS, ...Object.keys(OWN_SLURS)]) kinds.set(word, 'slur');
  for (const word of [...STRONG_LANGUAGE, ...Object.keys(OWN_STRONG_LANGUAGE)]) kinds.set(word, 'strong_language');
  const chosen = new Set<string>([...SLURS, ...STRONG_LANGUAGE]);
  // The preset's metadata names its own words; ours is any string (the words added below).
  const dataset = new DataSet<Phrase>()
    .addAll(englishDataset as unknown as DataSet<Phrase>)
    .removePhrasesIf((phrase) => !chosen.has(phrase.metadata?.originalWord ?? ''));
  for (const [word, patterns] of Object.entries({ ...OWN_SLURS, ...OWN_STRONG_LANGUAGE })) {
    dataset.addPhrase((phrase) => {
      phrase.setMetadata({ originalWord: word });
      for (const raw of patterns) phrase.addPattern(parseRawPattern(raw));
      return phrase;
    });
  }
  const built = dataset.build();
  const matcher = new RegExpMatcher({
    ...built,
    whitelistedTerms: [...(built.whitelistedTerms ?? []), ...ORDINARY_WORDS],
    ...englishRecommendedTransformers,
  });
  return { matcher, dataset, kinds };
}

/**
 * Numbers standing alone are not words: leetspeak would read "455 miles" as "ass miles". A number inside a word
 * ("sh1t") still counts.
 */
const LONE_NUMBER = /(?<![\p{L}\p{N}])[\p{N}.,]+(?![\p{L}\p{N}])/gu;

/** Usernames separate words with underscores: `spic_dad` is two words. */
const asWords = (text: string) => text.replace(/_/g, ' ').replace(LONE_NUMBER, (number) => ' '.repeat(number.length));

/** What the filter refuses in `text` for `audience`, if anything: a slur before strong language. */
export function refusalOf(text: string, audience: Audience): Refusal | undefined {
  if (!text) return undefined;
  filter ??= buildFilter();
  const { matcher, dataset, kinds } = filter;
  const words = asWords(text);
  let found: Refusal | undefined;
  for (const match of matcher.getAllMatches(words)) {
    const kind = kinds.get(dataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? '');
    if (kind === 'slur') return 'slur';
    if (kind === 'strong_language' && audience === 'public') found = kind;
  }
  return found;
}

export type TextFields = Record<string, string | readonly string[] | null | undefined>;

/**
 * Throws BAD_USER_INPUT naming the first field (`pollOptions.1` for a list's entry) whose text the filter refuses
 * for this audience. Called by every command that stores text members write.
 */
export function requireAcceptableText(audience: Audience, fields: TextFields): void {
  for (const [name, value] of Object.entries(fields)) {
    const entries: [string, string | null | undefined][] =
      typeof value === 'string' || value == null ? [[name, value]] : value.map((text, i) => [`${name}.${i}`, text]);
    for (const [field, text] of entries) {
      const refusal = text ? refusalOf(text, audience) : undefined;
      if (refusal) throw badInput(MESSAGES[refusal], [{ field, message: MESSAGES[refusal] }]);
    }
  }
}
