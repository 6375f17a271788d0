/**
 * The hostile values the fuzz suite throws (fast-check arbitraries): text, numbers, dates, booleans, ids and
 * cursors, each a mix of the plausible (to reach deep into a command) and the nasty (to break it).
 */
import fc from 'fast-check';

const b64 = (text: string) => Buffer.from(text).toString('base64');

/** Text that has broken servers: NUL, lone surrogates, huge, odd unicode, SQL, paths, markup, numbers. */
const nastyConstants = [
  '',
  '   \t\n ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '\ufeffBOM',
  '\u202eevil',
  'zero\u200bwidth',
  'e\u0301'.repeat(40),
  '😀'.repeat(600),
  'x'.repeat(10_001),
  "' OR 1=1 --",
  '"; DROP TABLE "User"; --',
  '%_\\',
  '$1::uuid',
  '../../etc/passwd',
  '/uploads/../../x',
  '..%2F..%2F',
  'C:\\Windows\\win.ini',
  '<script>alert(1)</script>',
  '{{7*7}}%s%n',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  ' 7 ',
  'true',
  'null',
  'undefined',
  '[]',
  '{"a":1}',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-0000-0000-000000000000',
  'https://evil.example/x.png',
  'javascript:alert(1)',
  'a@b',
  '#dadjoke',
];

/** Characters that break storage or display, spliced into otherwise ordinary text. */
const badCharacters = ['\u0000', '\ud800', '\udc00', '\ufeff', '\u202e', '\u0008', '\u001b'];

/** `text` with a bad character spliced in somewhere. */
export const spliceBadCharacter = (text: string) =>
  fc
    .tuple(fc.constantFrom(...badCharacters), fc.nat({ max: text.length }))
    .map(([bad, at]) => text.slice(0, at) + bad + text.slice(at));

const splicedText = fc.constantFrom('Weekend bbq', 'dad', 'Austin, TX', 'Fuzz').chain(spliceBadCharacter);

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...nastyConstants), weight: 4 },
  { arbitrary: splicedText, weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
  // Lone surrogates and NUL anywhere: 16-bit code units, not just code points.
  {
    arbitrary: fc.string({
      unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
      maxLength: 20,
    }),
    weight: 2,
  },
);

/** GraphQL Int is 32-bit: GraphQL itself refuses the rest, so stay inside to reach our code. */
export const nastyInt: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, 1, 2, 5, 49, 50, 51, 99, 100, 101, 1000, 2_147_483_647, -2_147_483_648),
  fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }),
);

/** JSON numbers: floats, huge, negative zero, beyond safe integers. */
export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  nastyInt,
  fc.constantFrom(-0, 0.5, -1.5, 1e308, -1e308, 2 ** 53, -8_640_000_000_000_000, 8_640_000_000_000_001),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Dates as callers send them: in and out of PostgreSQL's range, year 0, impossible days, garbage. */
export const nastyDate: fc.Arbitrary<string | number> = fc.oneof(
  fc.constantFrom(
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:00:00Z',
    '-271821-04-20T00:00:00.000Z',
    '+275760-09-13T00:00:00.000Z',
    '9999-12-31T23:59:59.999Z',
    '1999-12-31T23:59:59Z',
    '2099-12-31T23:59:59.999Z',
    '2100-01-01T00:00:00Z',
    '2026-02-30T00:00:00Z',
    '2026-13-01',
    '2027-06-01T18:00',
    '-8640000000000000',
    'yesterday',
    '',
    -8_640_000_000_000_000,
    8_640_000_000_000_000,
    0,
  ),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.integer({ min: 1_700_000_000_000, max: 4_200_000_000_000 }).map((ms) => new Date(ms).toISOString()),
);

export const plausibleFutureDate = fc
  .integer({ min: 1, max: 400 })
  .map((days) => new Date(Date.now() + days * 86_400_000).toISOString());

/** Yes/no as forms and careless clients send it. */
export const nastyBoolean: fc.Arbitrary<unknown> = fc.constantFrom(
  true,
  false,
  'perhaps',
  'on',
  'off',
  '0',
  '1',
  'TRUE',
  1,
  0,
  null,
  '',
);

/** Raw database ids: the world's real ones (any kind), random uuids, and text that is no uuid at all. */
export function rawId(realIds: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...realIds), weight: 5 },
    { arbitrary: fc.uuid(), weight: 2 },
    { arbitrary: nastyString, weight: 2 },
  );
}

/** Global ids: real ones, the right id under the wrong type, forged types and ids, raw ids, garbage. */
export function globalId(realGlobalIds: string[], realIds: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...realGlobalIds), weight: 6 },
    { arbitrary: fc.constantFrom(...realIds).map((id) => b64(`Nope:${id}`)), weight: 1 },
    { arbitrary: fc.constantFrom(...realIds).map((id) => b64(`Post:${id}`)), weight: 1 },
    { arbitrary: nastyString.map((text) => b64(`User:${text}`)), weight: 1 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: nastyString, weight: 2 },
  );
}

/** Cursors: forged prisma cursors of every tag, other encodings, garbage. */
export function cursor(realIds: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...realIds).map((id) => b64(`GPC:S:${id}`)),
    fc.constantFrom(...realIds).map((id) => b64(`GPC:T:${JSON.stringify([`S:${id}`, `S:${id}`])}`)),
    fc
      .constantFrom(
        'GPC:S:xyz',
        'GPC:N:5',
        'GPC:D:5',
        'GPC:I:5',
        'GPC:O:{"a":1}',
        'GPC:T:[null]',
        'GPC:J:[1]',
        'GPC:Z:',
        'GPC:B:AA==',
        'GPC:S:a\u0000b',
      )
      .map(b64),
    // The Dadfeed's own cursor, "createdAt|id" in base64url, with hostile dates and ids.
    fc
      .tuple(nastyDate, fc.oneof(fc.constantFrom(...realIds), nastyString))
      .map(([date, id]) => Buffer.from(`${date}|${id}`).toString('base64url')),
    fc
      .constantFrom('0000-01-01T00:00:00.000Z', '-000001-01-01T00:00:00.000Z', '+275760-09-13T00:00:00.000Z')
      .chain((date) => fc.constantFrom(...realIds).map((id) => Buffer.from(`${date}|${id}`).toString('base64url'))),
    nastyString.map(b64),
    nastyString,
  );
}

/** A 10,000-deep nest of arrays or objects, as JSON text. */
export const deepNestJson = fc.constantFrom(
  '['.repeat(10_000) + ']'.repeat(10_000),
  `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
);

/** Any JSON value, shallow, for fields whose type a caller may get wrong. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 3 },
  { arbitrary: nastyString, weight: 3 },
  { arbitrary: nastyNumber, weight: 2 },
  { arbitrary: nastyBoolean, weight: 1 },
  { arbitrary: fc.array(nastyString, { maxLength: 4 }), weight: 1 },
);
