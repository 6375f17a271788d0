/**
 * The leak walk's selections: the token count kept on the tree (which fitOne and split decide by) is the count
 * of the printed operation, and what they produce fits the document limits. Schema only: no database.
 */
import { getNamedType, isNonNullType, parse, validate, type GraphQLField, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../graphql/schema/index.js';
import { fitOne, MAX_TOKENS, SelectionBuilder, tokenCount, typesReachingUser, type Operation } from './selection.js';

/** Connections get a page size; a field with a required argument is left out (the walk fills those from its world). */
const nested = (field: GraphQLField<unknown, unknown>) =>
  field.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)
    ? undefined
    : field.args.some((a) => a.name === 'first')
      ? '(first: 3)'
      : '';

const reaching = typesReachingUser(schema);
const roots = (type: GraphQLObjectType) =>
  Object.values(type.getFields()).filter((f) => reaching.has(getNamedType(f.type).name));
/** The roots' own arguments are left out: `validate` then reports only missing arguments, which the test ignores. */
const problems = (document: string) =>
  validate(schema, parse(document))
    .filter((e) => !/argument .* is required/.test(e.message))
    .map((e) => e.message);

describe('the leak walk selection builder', () => {
  const builder = new SelectionBuilder(schema, nested);

  it('counts the tokens of a document from its tree as the lexer counts the printed document', () => {
    const cases: [Operation, GraphQLObjectType][] = [
      ['query', schema.getQueryType()!],
      ['mutation', schema.getMutationType()!],
      ['subscription', schema.getSubscriptionType()!],
    ];
    let compared = 0;
    for (const [operation, type] of cases) {
      for (const field of roots(type)) {
        const root = builder.root(type.name, field, '(first: 1)');
        // Whole selections run to hundreds of thousands of tokens: lex only those that print short enough.
        const printed = builder.document(operation, root, '($x: Int)');
        if (printed.length > 400_000) continue;
        expect(builder.documentTokens(operation, root, '($x: Int)'), `${type.name}.${field.name}`).toBe(
          tokenCount(printed),
        );
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('splits every query that can answer with a member into operations within the token limit', () => {
    for (const field of roots(schema.getQueryType()!)) {
      const documents = builder.split('query', builder.root('Query', field, ''));
      for (const document of documents) {
        expect(tokenCount(document), field.name).toBeLessThanOrEqual(MAX_TOKENS);
        expect(problems(document), field.name).toEqual([]);
      }
    }
  });

  it('fits every mutation that can answer with a member into one valid operation within the token limit', () => {
    for (const field of roots(schema.getMutationType()!)) {
      const root = builder.root('Mutation', field, '');
      const document = fitOne(builder, 'mutation', root);
      expect(tokenCount(document), field.name).toBeLessThanOrEqual(MAX_TOKENS);
      expect(problems(document), field.name).toEqual([]);
      // A selection that fits already is left whole.
      if (builder.documentTokens('mutation', root) <= MAX_TOKENS)
        expect(document).toBe(builder.document('mutation', root));
    }
  });
});
