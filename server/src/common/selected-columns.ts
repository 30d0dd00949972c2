import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { EntityMetadata } from 'typeorm';

/** The fields of selection sets, with the fields of their fragments spliced in. */
function fieldsOf(sets: readonly SelectionSetNode[], info: GraphQLResolveInfo): FieldNode[] {
  return sets.flatMap((set) =>
    set.selections.flatMap((selection) => {
      if (selection.kind === Kind.FIELD) return [selection];
      if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsOf([selection.selectionSet], info);
      const fragment = info.fragments[selection.name.value];
      return fragment ? fieldsOf([fragment.selectionSet], info) : [];
    }),
  );
}

/**
 * The properties of `entity` a query's answer reads, for a list's `SELECT`: the fields asked for
 * at `path` below the resolver's field (a page's `items`) that are columns, and the primary key.
 * A list reads only these instead of every column of every row. Null, meaning every column, when
 * a field there is not a column (a field resolver may read any column of its row). `alwaysRead`
 * names columns read whatever is asked for: those a field middleware decides by.
 */
export function columnsAskedFor(
  info: GraphQLResolveInfo,
  entity: EntityMetadata,
  path: readonly string[],
  alwaysRead: readonly string[] = [],
): string[] | null {
  // A field may be asked for more than once (under aliases, in fragments): each is followed.
  const below = (fields: readonly FieldNode[], name?: string) =>
    fieldsOf(
      fields.flatMap((field) =>
        (name === undefined || field.name.value === name) && field.selectionSet ? [field.selectionSet] : [],
      ),
      info,
    );
  let fields = below(info.fieldNodes);
  for (const name of path) fields = below(fields, name);
  const wanted = new Set([...entity.primaryColumns.map((column) => column.propertyName), ...alwaysRead]);
  for (const { name } of fields) {
    if (name.value === '__typename') continue;
    if (!entity.findColumnWithPropertyName(name.value)) return null;
    wanted.add(name.value);
  }
  return [...wanted];
}
