/**
 * Selections for the leak walk, built from the schema: from any type, every field down to every User it can
 * reach, cycles cut, split into operations within the document limits; and which fields can hold a User.
 */
import {
  Lexer,
  Source,
  TokenKind,
  getNamedType,
  isInterfaceType,
  isLeafType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { DOCUMENT_LIMITS } from '../graphql/protection/document-limits.js';

export type SelectionNode =
  | { kind: 'field'; coordinate: string; name: string; args: string; children: SelectionNode[] }
  | { kind: 'on'; type: string; children: SelectionNode[] }
  /** A spread of the type's leaves fragment (`...L_Post`): __typename and every scalar and enum field. */
  | { kind: 'leaves'; type: string };

export type RootNode = Extract<SelectionNode, { kind: 'field' }>;

export type Operation = 'query' | 'mutation' | 'subscription';

/** The object, interface and union types from which a selection can reach a User. */
export function typesReachingUser(schema: GraphQLSchema): Set<string> {
  const reaching = new Set(['User']);
  const types = Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__'));
  for (let grew = true; grew; ) {
    grew = false;
    for (const type of types) {
      if (reaching.has(type.name)) continue;
      const leads =
        isObjectType(type) || isInterfaceType(type)
          ? Object.values(type.getFields()).some((f) => reaching.has(getNamedType(f.type).name)) ||
            (isInterfaceType(type) && schema.getPossibleTypes(type).some((t) => reaching.has(t.name)))
          : isUnionType(type) && type.getTypes().some((t) => reaching.has(t.name));
      if (leads) {
        reaching.add(type.name);
        grew = true;
      }
    }
  }
  return reaching;
}

/** Every field (Type.field) of an object type, roots included, whose value can hold a User. */
export function userCoordinates(schema: GraphQLSchema, reaching: Set<string>): string[] {
  return Object.values(schema.getTypeMap())
    .filter((type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'))
    .flatMap((type) =>
      Object.values(type.getFields())
        .filter((field) => reaching.has(getNamedType(field.type).name))
        .map((field) => `${type.name}.${field.name}`),
    );
}

/** Fields nest at most this deep in one operation (the root field is level 1), under the document limit. */
const MAX_DEPTH = DOCUMENT_LIMITS.depth - 1;
/** Tokens of one operation, with room under the limit. */
export const MAX_TOKENS = DOCUMENT_LIMITS.tokens - 100;

/** Arguments of a field below the root, printed (`(first: 3)`), '' for none, or undefined when unfillable. */
export type NestedArguments = (field: GraphQLField<unknown, unknown>, parent: string) => string | undefined;

export class SelectionBuilder {
  /** Fields below the root whose required arguments the walk could not fill. */
  readonly unfillable = new Set<string>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly nestedArguments: NestedArguments,
  ) {}

  /**
   * The selection of a value of `type` met at `depth`, the types above it being `path`: its leaves and every
   * object field (whether or not it leads to a User: any text may carry a marker), cut at cycles and the limit.
   */
  select(type: GraphQLNamedType, path: readonly string[], depth: number): SelectionNode[] {
    if (isUnionType(type) || isInterfaceType(type)) {
      const members = isUnionType(type) ? type.getTypes() : this.schema.getPossibleTypes(type);
      return members.map((member) => ({
        kind: 'on' as const,
        type: member.name,
        children: this.select(member, [...path, member.name], depth),
      }));
    }
    if (!isObjectType(type)) return [];
    const nodes: SelectionNode[] = [{ kind: 'leaves', type: type.name }];
    for (const field of Object.values(type.getFields())) {
      const named = getNamedType(field.type);
      if (isLeafType(named)) continue;
      const coordinate = `${type.name}.${field.name}`;
      const args = this.nestedArguments(field, type.name);
      if (args === undefined) {
        this.unfillable.add(coordinate);
        continue;
      }
      // A type already above (a cycle) or the depth limit: its leaves only.
      const deep = path.includes(named.name) || depth >= MAX_DEPTH;
      const children = deep ? this.shallow(named) : this.select(named, [...path, named.name], depth + 1);
      nodes.push({ kind: 'field', coordinate, name: field.name, args, children });
    }
    return nodes;
  }

  /** A root field (or any field) with its arguments and whole selection. */
  root(parent: string, field: GraphQLField<unknown, unknown>, args: string, only?: string): RootNode {
    const named = getNamedType(field.type);
    const type = only ? this.schema.getType(only)! : named;
    const inner = this.select(type, [type.name], 2);
    const children = only && only !== named.name ? [{ kind: 'on' as const, type: only, children: inner }] : inner;
    return {
      kind: 'field',
      coordinate: `${parent}.${field.name}`,
      name: field.name,
      args,
      children: isLeafType(named) ? [] : children,
    };
  }

  private shallow(type: GraphQLNamedType): SelectionNode[] {
    if (isObjectType(type)) return [{ kind: 'leaves', type: type.name }];
    const members = isUnionType(type)
      ? type.getTypes()
      : isInterfaceType(type)
        ? this.schema.getPossibleTypes(type)
        : [];
    return members.map((member) => ({
      kind: 'on' as const,
      type: member.name,
      children: [{ kind: 'leaves' as const, type: member.name }],
    }));
  }

  /** The leaves fragment of a type: __typename and its scalar and enum fields without required arguments. */
  leavesFragment(typeName: string): string {
    const type = this.schema.getType(typeName);
    if (!isObjectType(type)) return '';
    const leaves = Object.values(type.getFields()).filter(
      (f) =>
        isLeafType(getNamedType(f.type)) && !f.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined),
    );
    return `fragment L_${typeName} on ${typeName} { __typename ${leaves.map((f) => f.name).join(' ')} }`;
  }

  /** The operation text for a root field's selection (its variables `definitions`), with the fragments it spreads. */
  document(operation: Operation, root: RootNode, definitions = ''): string {
    const used = new Set<string>();
    const print = (nodes: SelectionNode[]): string =>
      `{ ${nodes.some((n) => n.kind === 'leaves') ? '' : '__typename '}${nodes
        .map((node) => {
          if (node.kind === 'leaves') {
            used.add(node.type);
            return `...L_${node.type}`;
          }
          if (node.kind === 'on') return `... on ${node.type} ${print(node.children)}`;
          return `${node.name}${node.args}${node.children.length ? ` ${print(node.children)}` : ''}`;
        })
        .join(' ')} }`;
    const body = `${operation} PrivacyWalk${definitions} { ${root.name}${root.args}${root.children.length ? ` ${print(root.children)}` : ''} }`;
    return [body, ...[...used].sort().map((type) => this.leavesFragment(type))].join('\n');
  }

  /**
   * The root's selection as one or more operations, each within the token limit: a selection too long loses
   * its largest branch, which becomes operations of its own (split the same way), its parents' leaves kept.
   */
  split(operation: Operation, root: RootNode, definitions = ''): string[] {
    const fits = (node: RootNode) => this.documentTokens(operation, node, definitions) <= MAX_TOKENS;
    const variants = (node: SelectionNode, wrap: (n: SelectionNode) => RootNode): RootNode[] => {
      if (node.kind === 'leaves' || fits(wrap(node))) return [wrap(node)];
      const branches = node.children.filter((c) => c.kind !== 'leaves');
      if (!branches.length) return [wrap(node)];
      const largest = this.largest(branches);
      const kept = node.children.filter((c) => c !== largest);
      const leaves = node.children.filter((c) => c.kind === 'leaves');
      // A node whose only child was that branch (node(id:) ... on Post) has nothing left to ask on its own.
      return [
        ...(kept.length ? variants({ ...node, children: kept }, wrap) : []),
        ...variants(largest, (n) => wrap({ ...node, children: [...leaves, n] })),
      ];
    };
    return variants(root, (n) => n as RootNode).map((node) => this.document(operation, node, definitions));
  }

  /**
   * The tokens of `document(operation, root, definitions)`, counted from the tree rather than by printing and
   * lexing it: each node's count is kept, so a selection cut a branch at a time (fitOne) recounts only the nodes
   * above the cut. (A walk's mutation selections start at hundreds of thousands of tokens; printing each
   * attempt took most of the walk's time.) `selection.test.ts` holds the two counts equal.
   */
  documentTokens(operation: Operation, root: RootNode, definitions = ''): number {
    const { tokens, types } = this.measure(root);
    let fragments = 0;
    for (const type of types) fragments += this.fragmentTokens(type);
    return this.textTokens(`${operation} PrivacyWalk${definitions} { }`) + tokens + fragments;
  }

  /** The branch with the most tokens (the first of equals). */
  largest(branches: SelectionNode[]): SelectionNode {
    return branches.reduce((a, b) => (this.measure(b).tokens > this.measure(a).tokens ? b : a));
  }

  private readonly measured = new WeakMap<SelectionNode, { tokens: number; types: ReadonlySet<string> }>();
  private readonly textCounts = new Map<string, number>();
  private readonly fragmentCounts = new Map<string, number>();

  /** A node's printed tokens (as `document` prints it) and the leaves fragments it spreads. */
  measure(node: SelectionNode): { tokens: number; types: ReadonlySet<string> } {
    const known = this.measured.get(node);
    if (known) return known;
    let result: { tokens: number; types: ReadonlySet<string> };
    if (node.kind === 'leaves') {
      result = { tokens: 2, types: new Set([node.type]) };
    } else {
      // `{ [__typename] ...children }`, printed for an inline fragment always and for a field with children.
      const types = new Set<string>();
      let block = node.children.some((c) => c.kind === 'leaves') ? 2 : 3;
      for (const child of node.children) {
        const inner = this.measure(child);
        block += inner.tokens;
        for (const type of inner.types) types.add(type);
      }
      const head = node.kind === 'on' ? 3 : 1 + this.textTokens(node.args);
      const printed = node.kind === 'on' || node.children.length ? block : 0;
      result = { tokens: head + printed, types };
    }
    this.measured.set(node, result);
    return result;
  }

  private textTokens(text: string): number {
    let count = this.textCounts.get(text);
    if (count === undefined) {
      count = tokenCount(text);
      this.textCounts.set(text, count);
    }
    return count;
  }

  private fragmentTokens(type: string): number {
    let count = this.fragmentCounts.get(type);
    if (count === undefined) {
      count = tokenCount(this.leavesFragment(type));
      this.fragmentCounts.set(type, count);
    }
    return count;
  }
}

/**
 * A write's selection in one operation (it runs once): while too long, the largest branch at the bottom of the
 * largest path is cut to its leaves. What is cut is the same resolvers the reads reach (and check) on their own.
 */
export function fitOne(builder: SelectionBuilder, operation: Operation, root: RootNode, definitions = ''): string {
  const branchesOf = (n: SelectionNode) => (n.kind === 'leaves' ? [] : n.children.filter((c) => c.kind !== 'leaves'));
  const leavesOnly = (n: SelectionNode): SelectionNode[] =>
    n.kind === 'leaves'
      ? [n]
      : [
          ...n.children.filter((c) => c.kind === 'leaves'),
          ...n.children.flatMap((c) => (c.kind === 'on' ? [{ ...c, children: leavesOnly(c) }] : [])),
        ];
  /** Down the largest branches to the last one with branches of its own; that one keeps only its leaves. */
  const cut = (n: SelectionNode): SelectionNode => {
    const branches = branchesOf(n);
    if (!branches.length || n.kind === 'leaves') return n;
    const largest = builder.largest(branches);
    if (!branchesOf(largest).length) return { ...n, children: leavesOnly(n) } as SelectionNode;
    return { ...n, children: n.children.map((c) => (c === largest ? cut(largest) : c)) } as SelectionNode;
  };
  let node: RootNode = root;
  while (builder.documentTokens(operation, node, definitions) > MAX_TOKENS) {
    const next = cut(node) as RootNode;
    if (builder.measure(next).tokens === builder.measure(node).tokens) break;
    node = next;
  }
  return builder.document(operation, node, definitions);
}

export function tokenCount(text: string): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
}

/** Calls `mark` with the coordinate of each field of `nodes` whose value in `objects` passes `holds`. */
export function walkAnswer(
  nodes: SelectionNode[],
  objects: unknown[],
  holds: (value: unknown) => boolean,
  mark: (coordinate: string) => void,
): void {
  const records = objects
    .flat(Infinity)
    .filter((o): o is Record<string, unknown> => o !== null && typeof o === 'object');
  for (const node of nodes) {
    if (node.kind === 'leaves') continue;
    if (node.kind === 'on') {
      walkAnswer(
        node.children,
        records.filter((r) => r.__typename === node.type),
        holds,
        mark,
      );
      continue;
    }
    const values = records.map((r) => r[node.name]).filter((v) => v !== undefined && v !== null);
    if (values.some(holds)) mark(node.coordinate);
    walkAnswer(node.children, values, holds, mark);
  }
}
