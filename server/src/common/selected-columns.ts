import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { EntityMetadata } from 'typeorm';

/** The names of the fields a selection set asks for, fragments included, `__typename` left out. */
function fieldNames(selectionSet: SelectionSetNode, info: GraphQLResolveInfo, into = new Set<string>()): Set<string> {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value !== '__typename') into.add(selection.name.value);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      fieldNames(selection.selectionSet, info, into);
    } else {
      const fragment = info.fragments[selection.name.value];
      if (fragment) fieldNames(fragment.selectionSet, info, into);
    }
  }
  return into;
}

/** The selection sets of the fields called `name` in `sets` (a field may be asked for more than once). */
function childSets(sets: readonly SelectionSetNode[], name: string, info: GraphQLResolveInfo): SelectionSetNode[] {
  const found: SelectionSetNode[] = [];
  const visit = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === name && selection.selectionSet) found.push(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet);
      } else {
        const fragment = info.fragments[selection.name.value];
        if (fragment) visit(fragment.selectionSet);
      }
    }
  };
  sets.forEach(visit);
  return found;
}

/**
 * The properties of `entity` a query's answer reads, for a list's `SELECT`: the fields asked for
 * at `path` below the resolver's field (a page's `items`) that are columns, and the primary key.
 * A list reads only these instead of every column of every row. Null, meaning every column, when
 * a field there is not a column (a field resolver may read any column of its row).
 */
export function columnsAskedFor(
  info: GraphQLResolveInfo,
  entity: EntityMetadata,
  path: readonly string[],
): string[] | null {
  let sets = info.fieldNodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
  for (const name of path) sets = childSets(sets, name, info);
  const wanted = new Set(entity.primaryColumns.map((column) => column.propertyName));
  for (const set of sets) {
    for (const name of fieldNames(set, info)) {
      if (!entity.findColumnWithPropertyName(name)) return null;
      wanted.add(name);
    }
  }
  return [...wanted];
}
