import { describe, expect, it } from 'vitest';
import { checkSchemaChange, formatChanges, HOW_TO_REMOVE, parseAllowedChanges } from './schema-check.js';

const TODAY = '2026-11-25';
const FOUR_MONTHS_AGO = '2026-07-25';
const ONE_MONTH_AGO = '2026-10-25';

/** A small schema; `nickname` carries the deprecation given, if any. */
const sdl = ({ nickname = 'nickname: String', extra = '', postsArg = 'first: Int' } = {}) => `
type Query { me: Dad posts(${postsArg}): [String!]! }
type Dad { id: ID! displayName: String! ${nickname} ${extra} }
`;
const deprecatedSince = (date: string) =>
  `nickname: String @deprecated(reason: "Use displayName; deprecated since ${date}.")`;
const WITHOUT_NICKNAME = sdl({ nickname: '' });

const list = (...rows: string[]) => `# Schema changes

Policy text, with an example that is not an entry: | 2026-01-01 | \`Query.example\` | FIELD_REMOVED | x |

## Allowed breaking changes

| Date | Change | Type | Why |
|---|---|---|---|
${rows.join('\n')}
`;

const check = (oldSdl: string, newSdl: string, doc = list()) =>
  checkSchemaChange({ oldSdl, newSdl, allowedChangesDoc: doc, today: TODAY });

const problemsOf = async (oldSdl: string, newSdl: string, doc?: string) =>
  (await check(oldSdl, newSdl, doc)).changes.flatMap((change) => change.problems);

describe('the schema check (docs/schema-changes.md)', () => {
  it('passes identical schemas', async () => {
    expect(await check(sdl(), sdl())).toEqual({ passed: true, changes: [], listProblems: [] });
  });

  it('passes an added field, and prints it', async () => {
    const verdict = await check(sdl(), sdl({ extra: 'dadScore: Int' }));
    expect(verdict.passed).toBe(true);
    expect(formatChanges(verdict)).toEqual([
      `NON_BREAKING Dad.dadScore  Field 'dadScore' was added to object type 'Dad'`,
    ]);
  });

  it('fails a field removed without deprecation, even when listed, and says what to do', async () => {
    const listed = list('| 2026-11-25 | `Dad.nickname` | FIELD_REMOVED | renamed |');
    for (const doc of [list(), listed]) {
      const verdict = await check(sdl(), WITHOUT_NICKNAME, doc);
      expect(verdict.passed).toBe(false);
      expect(verdict.changes[0]).toMatchObject({ level: 'BREAKING', type: 'FIELD_REMOVED', path: 'Dad.nickname' });
      expect(verdict.changes[0]!.problems[0]).toBe(
        `Dad.nickname was not deprecated before its removal: ${HOW_TO_REMOVE}`,
      );
    }
    expect(HOW_TO_REMOVE).toContain('deprecate it first with @deprecated(reason: "... since YYYY-MM-DD ...")');
  });

  it('fails a removal deprecated 4 months earlier that is not listed, and gives the row to add', async () => {
    expect(await problemsOf(sdl({ nickname: deprecatedSince(FOUR_MONTHS_AGO) }), WITHOUT_NICKNAME)).toEqual([
      'not listed in docs/schema-changes.md; if the break is intended, add the row | 2026-11-25 | `Dad.nickname` | FIELD_REMOVED | <why> |',
    ]);
  });

  it('passes a removal deprecated 4 months earlier and listed', async () => {
    const doc = list('| 2026-11-25 | `Dad.nickname` | FIELD_REMOVED | Deprecated for displayName in July. |');
    const verdict = await check(sdl({ nickname: deprecatedSince(FOUR_MONTHS_AGO) }), WITHOUT_NICKNAME, doc);
    expect(verdict).toMatchObject({ passed: true, listProblems: [] });
    expect(verdict.changes).toMatchObject([{ level: 'BREAKING', path: 'Dad.nickname', problems: [] }]);
  });

  it('fails a removal deprecated only 1 month earlier, even when listed', async () => {
    const doc = list('| 2026-11-25 | `Dad.nickname` | FIELD_REMOVED | too soon |');
    expect(await problemsOf(sdl({ nickname: deprecatedSince(ONE_MONTH_AGO) }), WITHOUT_NICKNAME, doc)).toEqual([
      `Dad.nickname was deprecated on 2026-10-25, less than 90 days before 2026-11-25 (it may go on 2027-01-23): ${HOW_TO_REMOVE}`,
    ]);
  });

  it('fails a removal whose deprecation has no date', async () => {
    const old = sdl({ nickname: 'nickname: String @deprecated(reason: "Use displayName.")' });
    const doc = list('| 2026-11-25 | `Dad.nickname` | FIELD_REMOVED | no date |');
    expect(await problemsOf(old, WITHOUT_NICKNAME, doc)).toEqual([
      `Dad.nickname was deprecated without a date ("Use displayName."): ${HOW_TO_REMOVE}`,
    ]);
  });

  it('holds enum values to the same rule', async () => {
    const enumSdl = (values: string) => `type Query { role: Role } enum Role { ${values} }`;
    const old = enumSdl(`DAD STEPDAD @deprecated(reason: "since ${ONE_MONTH_AGO}")`);
    const doc = list('| 2026-11-25 | `Role.STEPDAD` | ENUM_VALUE_REMOVED | merged |');
    expect(await problemsOf(old, enumSdl('DAD'), doc)).toEqual([
      expect.stringMatching(/^Role\.STEPDAD was deprecated on 2026-10-25/),
    ]);
  });

  it('fails an argument made required unless listed', async () => {
    const required = sdl({ postsArg: 'first: Int!' });
    const unlisted = await check(sdl(), required);
    expect(unlisted.passed).toBe(false);
    expect(unlisted.changes).toMatchObject([
      { level: 'BREAKING', type: 'FIELD_ARGUMENT_TYPE_CHANGED', path: 'Query.posts.first' },
    ]);

    const doc = list('| 2026-11-25 | `Query.posts.first` | FIELD_ARGUMENT_TYPE_CHANGED | pages need a size |');
    expect((await check(sdl(), required, doc)).passed).toBe(true);
  });

  it('does not let a row for another kind of change at the same path allow a break', async () => {
    const doc = list('| 2026-11-25 | `Query.posts.first` | FIELD_ARGUMENT_REMOVED | wrong type |');
    expect((await check(sdl(), sdl({ postsArg: 'first: Int!' }), doc)).passed).toBe(false);
  });
});

describe('the list of allowed breaking changes', () => {
  it('reads rows only from its section, with or without backticks around the type', () => {
    const doc = `${list('| 2026-11-25 | `Dad.nickname` | FIELD_REMOVED | a |', '| 2026-11-26 | `Role.X` | `ENUM_VALUE_REMOVED` | b |')}
## Later section

| 2026-01-01 | \`Query.ignored\` | FIELD_REMOVED | not in the list |
`;
    expect(parseAllowedChanges(doc)).toEqual({
      allowed: [
        { date: '2026-11-25', path: 'Dad.nickname', type: 'FIELD_REMOVED' },
        { date: '2026-11-26', path: 'Role.X', type: 'ENUM_VALUE_REMOVED' },
      ],
      problems: [],
    });
  });

  it('fails the check on a row it cannot read, rather than skipping it', async () => {
    const doc = list(
      '| 2026-02-30 | `Dad.nickname` | FIELD_REMOVED | bad date |',
      '| 2026-11-25 | Dad.nickname | FIELD_GONE | |',
    );
    const verdict = await check(sdl(), sdl(), doc);
    expect(verdict.passed).toBe(false);
    expect(verdict.listProblems).toEqual([
      expect.stringMatching(/^docs\/schema-changes\.md line 9: expected \| YYYY-MM-DD \|/),
      expect.stringMatching(/^docs\/schema-changes\.md line 10: /),
    ]);
  });
});
