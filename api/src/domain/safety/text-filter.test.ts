/**
 * The word filter's policy (docs/safety.md): slurs refused everywhere, strong language in public only, and the
 * ordinary words the patterns would catch left alone.
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { refusalOf, requireAcceptableText, SLUR_REFUSED, STRONG_LANGUAGE_REFUSED } from './text-filter.js';

describe('refusalOf', () => {
  it.each([
    'class',
    'assess',
    'Scunthorpe',
    'cocktail',
    'therapist',
    'grass',
    'passion',
    'Assistant',
    'Arsenal',
    'Hancock',
    'Cockney',
    'shitake mushrooms',
    'cumin and paprika',
    'summa cum laude',
    'Cummins diesel',
    'the cockpit',
    'E. E. Cummings',
    'Emily Dickinson',
    "Dick's Sporting Goods",
    'Dick Van Dyke',
    'Fu Wei',
    'kung fu',
    'Negroni',
    'pasta e fagioli',
    'flame retardant',
    'spasticity',
    'a chink in the armor',
    'ABO incompatibility',
    'tit for tat',
    'It is 455 miles away',
    'Flight 717',
    'Sussex',
    'sex education',
    'grapeseed',
    'a skin prick test',
    'Shiite',
    'Wankel engine',
    'Meet the Fockers',
    'a pussy willow',
    'Fukuoka',
    'spicy',
    'Pakistan',
    'analysis',
    'grill_dad_455',
  ])('lets the ordinary %j through', (text) => {
    expect(refusalOf(text, 'public')).toBeUndefined();
  });

  it.each(['you retard', 'faggot', 'f4gg0t', 'n1gger', 'kikes', 'spic_dad', 'wetback', 'trannies', 'chingchong'])(
    'refuses the slur in %j everywhere',
    (text) => {
      expect(refusalOf(text, 'public')).toBe('slur');
      expect(refusalOf(text, 'private')).toBe('slur');
    },
  );

  it.each([
    'what the fuck',
    'fuuuuck',
    'F*CK this',
    'bullshit',
    'holy sh1t',
    'a$$hole',
    'pissed off',
    'dickhead',
    'porn',
    'big_shit_dad',
  ])('refuses the strong language in %j in public only', (text) => {
    expect(refusalOf(text, 'public')).toBe('strong_language');
    expect(refusalOf(text, 'private')).toBeUndefined();
  });

  it('names the slur when a text holds both', () => {
    expect(refusalOf('shit, you retard', 'public')).toBe('slur');
  });
});

describe('requireAcceptableText', () => {
  const refusal = (run: () => void) => {
    try {
      run();
    } catch (error) {
      return error as AppError;
    }
    throw new Error('not refused');
  };

  it('answers 400 with the message and the field, a list entry by its index', () => {
    const slur = refusal(() => requireAcceptableText('private', { content: 'Hi', title: 'faggot club' }));
    expect(slur).toBeInstanceOf(AppError);
    expect(slur).toMatchObject({ status: 400, code: 'BAD_USER_INPUT', message: SLUR_REFUSED });
    expect(slur.extra.fieldErrors).toEqual([{ field: 'title', message: SLUR_REFUSED }]);

    const swearing = refusal(() =>
      requireAcceptableText('public', { content: 'Poll', pollOptions: ['Gas', 'Charcoal, damn it, shit'] }),
    );
    expect(swearing).toMatchObject({ status: 400, message: STRONG_LANGUAGE_REFUSED });
    expect(swearing.extra.fieldErrors).toEqual([{ field: 'pollOptions.1', message: STRONG_LANGUAGE_REFUSED }]);
  });

  it('passes clean, empty and absent text, and strong language in private', () => {
    expect(() =>
      requireAcceptableText('public', { content: 'Brisket at noon', bio: null, hashtags: [], lastName: undefined }),
    ).not.toThrow();
    expect(() => requireAcceptableText('private', { content: 'Traffic was shit today' })).not.toThrow();
  });
});
