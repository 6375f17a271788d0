/**
 * Which fields a resolver's selection asks for, `path` fields down (`['edges', 'node']` for a connection's nodes),
 * through fragments and inline fragments of any type. A field under @skip or @include still counts: asking is
 * enough, and reading a little more is never wrong. Resolvers use it to leave out of their statement what nobody
 * asked for.
 */
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

export function fieldsAsked(info: GraphQLResolveInfo, path: readonly string[] = []): Set<string> {
  const asked = new Set<string>();
  const visit = (set: SelectionSetNode | undefined, depth: number) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (depth === path.length) asked.add(name);
        else if (name === path[depth]) visit(selection.selectionSet, depth + 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet, depth);
      else visit(info.fragments[selection.name.value]?.selectionSet, depth);
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet, 0);
  return asked;
}
