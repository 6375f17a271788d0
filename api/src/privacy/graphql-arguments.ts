/**
 * Arguments for the GraphQL leak walk, from their names and types (fixtures.ts): every combination for a root
 * field (capped), as variables; the first value for a field below it, written into the selection.
 */
import {
  astFromValue,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  print,
  valueFromASTUntyped,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { encodeGlobalID } from '../graphql/global-id.js';
import { idsOf, isSearchName, kindOf, searchTerms, textFor, TEXT_NAMES, type Mode } from './fixtures.js';
import type { SearchTerm } from './leaks.js';
import type { LeakWorld, Viewer } from './world.js';

interface Candidate {
  value: unknown;
  /** Search terms in it: a term that is a subject's hidden field must not find them. */
  searches: SearchTerm[];
}

/** At most this many argument combinations per root field: reads call each, writes try them until one works. */
const MAX_COMBINATIONS = 16;
/** A read by id takes this many rows of the kind (`nodes` reads them all); a search takes every term. */
const READS_PER_ARGUMENT = 3;

/** A date for DateTime arguments (a Date: the scalar serializes it), two weeks ahead. */
const FUTURE = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000);

const none: Candidate = { value: undefined, searches: [] };

function cartesian(lists: Candidate[][]): Candidate[][] {
  let combos: Candidate[][] = [[]];
  for (const list of lists)
    combos = combos.flatMap((combo) => list.map((item) => [...combo, item])).slice(0, MAX_COMBINATIONS);
  return combos;
}

export function printArguments(args: readonly GraphQLArgument[], values: unknown[]): string {
  const parts = args.flatMap((arg, i) =>
    values[i] === undefined ? [] : [`${arg.name}: ${print(astFromValue(values[i], arg.type)!)}`],
  );
  return parts.length ? `(${parts.join(', ')})` : '';
}

/**
 * A root field's arguments as variables, so that its document is the same for every value and viewer (the
 * server parses and validates it once); `label` shows the values, for reports.
 */
export interface RootArguments {
  call: string;
  definitions: string;
  variables: Record<string, unknown>;
  label: string;
}

export function rootArguments(args: readonly GraphQLArgument[], values: unknown[]): RootArguments {
  const present = args.flatMap((arg, i) => (values[i] === undefined ? [] : [{ arg, value: values[i] }]));
  const list = (parts: string[]) => (parts.length ? `(${parts.join(', ')})` : '');
  return {
    call: list(present.map(({ arg }) => `${arg.name}: $${arg.name}`)),
    definitions: list(present.map(({ arg }) => `$${arg.name}: ${String(arg.type)}`)),
    // As JSON: enums by name, dates as text.
    variables: Object.fromEntries(
      present.map(({ arg, value }) => [arg.name, valueFromASTUntyped(astFromValue(value, arg.type)!)]),
    ),
    label: printArguments(args, values),
  };
}

/** The same, written into the document (a subscription's document is sent without variables). */
export const inlineArguments = (args: RootArguments): RootArguments => ({
  ...args,
  call: args.label,
  definitions: '',
  variables: {},
});

const isRequired = (arg: GraphQLArgument) => isNonNullType(arg.type) && arg.defaultValue === undefined;

export class ArgumentValues {
  constructor(
    private readonly world: LeakWorld,
    private readonly viewer: Viewer,
    private readonly mode: Mode,
  ) {}

  /** The values an argument (or input field) may take, or undefined when the walk knows none. */
  private candidates(name: string, type: GraphQLInputType, context: string): Candidate[] | undefined {
    const { world, viewer, mode } = this;
    if (isNonNullType(type)) return this.candidates(name, type.ofType, context);
    if (isListType(type)) return this.candidates(name, type.ofType, context)?.map((c) => ({ ...c, value: [c.value] }));
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) || TEXT_NAMES.has(f.name));
      const lists: Candidate[][] = [];
      for (const field of fields) {
        const values = this.candidates(field.name, field.type, context);
        if (!values && isNonNullType(field.type)) return undefined;
        lists.push(values ?? [none]);
      }
      return cartesian(lists).map((combo) => ({
        value: Object.fromEntries(fields.map((f, i) => [f.name, combo[i]!.value]).filter(([, v]) => v !== undefined)),
        searches: combo.flatMap((c) => c.searches),
      }));
    }
    if (isEnumType(type)) return [{ value: type.getValues()[0]!.value, searches: [] }];
    const plain = (value: unknown) => [{ value, searches: [] }];
    const ids = (global: boolean) => {
      const kind = kindOf(world, name, context);
      return (kind ? [kind] : Object.keys(world.ids)).flatMap((k) =>
        idsOf(world, viewer, k, mode).map((id) => ({ value: global ? encodeGlobalID(k, id) : id, searches: [] })),
      );
    };
    switch (type.name) {
      case 'ID':
        return ids(true);
      case 'String':
        if (isSearchName(name)) return searchTerms(world, viewer).map((t) => ({ value: t.text, searches: [t] }));
        // A read by username (memberByUsername) reads the subjects; a write of one (a profile edit) gets a new one.
        if (name === 'username' && mode === 'read')
          return world.subjects.map((s) => ({ value: s.user.username, searches: [] }));
        if (/Id$/.test(name)) return ids(false);
        return plain(textFor(viewer, name));
      case 'Boolean':
        return plain(true);
      case 'Int':
      case 'Float':
        return plain(1);
      case 'DateTime':
        return plain(FUTURE);
      default:
        return undefined;
    }
  }

  /** The argument combinations for a root field; undefined when a required one cannot be filled. */
  combinations(field: GraphQLField<unknown, unknown>): (RootArguments & { searches: SearchTerm[] })[] | undefined {
    const lists: Candidate[][] = [];
    for (const arg of field.args) {
      if (!isRequired(arg) && !TEXT_NAMES.has(arg.name)) {
        lists.push([none]);
        continue;
      }
      const values = this.candidates(arg.name, arg.type, field.name);
      if (!values) return undefined;
      lists.push(
        this.mode === 'read' && !values.some((v) => v.searches.length) ? values.slice(0, READS_PER_ARGUMENT) : values,
      );
    }
    return cartesian(lists).map((combo) => ({
      ...rootArguments(
        field.args,
        combo.map((c) => c.value),
      ),
      searches: combo.flatMap((c) => c.searches),
    }));
  }

  /** The arguments of a field below the root: its required ones, each the first value; undefined when unknown. */
  nested(field: GraphQLField<unknown, unknown>, parent: string): string | undefined {
    const first = (arg: GraphQLArgument) =>
      this.candidates(arg.name, arg.type, `${parent}.${field.name}`)?.[0]?.value ?? null;
    const values = field.args.map((arg) => (isRequired(arg) ? first(arg) : undefined));
    return values.includes(null) ? undefined : printArguments(field.args, values);
  }
}
