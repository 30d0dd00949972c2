import { apiKeyMissingScope } from '@site/shared';
import {
  getNamedType,
  isCompositeType,
  isObjectType,
  isInterfaceType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import {
  apiScopeName,
  FIELD_SCOPES,
  grantsScope,
  OPERATION_SCOPES,
  UNSCOPED_OPERATIONS,
  type ApiScope,
} from '../../auth/api-scopes';
import { forbidden, type DomainError } from '../../common/errors';

/** The refusal of an operation no key may run, whatever its scopes. */
export const notForKeys = (coordinate: string) => `API keys cannot use ${coordinate}`;

/** Every `Type.field` an operation selects, fragments followed (each once), introspection left out. */
function* coordinates(
  schema: GraphQLSchema,
  set: SelectionSetNode,
  parent: GraphQLCompositeType,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  seen: Set<string>,
): Generator<{ coordinate: string; root: boolean }> {
  const root = parent === schema.getQueryType() || parent === schema.getMutationType();
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value;
      // __typename, __schema and __type describe the schema, which is no one's data.
      if (name.startsWith('__')) continue;
      yield { coordinate: `${parent.name}.${name}`, root };
      const field = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
      const type = field && getNamedType(field.type);
      if (selection.selectionSet && type && isCompositeType(type)) {
        yield* coordinates(schema, selection.selectionSet, type, fragments, seen);
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
      if (type && isCompositeType(type)) yield* coordinates(schema, selection.selectionSet, type, fragments, seen);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) continue;
      seen.add(name);
      const type = schema.getType(fragment.typeCondition.name.value);
      if (type && isCompositeType(type)) yield* coordinates(schema, fragment.selectionSet, type, fragments, seen);
    }
  }
}

function missing(scope: ApiScope): DomainError {
  const name = apiScopeName(scope);
  return forbidden(apiKeyMissingScope(name), { missingScope: name });
}

/**
 * Why a key holding `scopes` may not run `operation` (a validated one), or null when it may. Deny
 * by default: a root field outside OPERATION_SCOPES is refused for every key; one inside needs its
 * scope, and so do the fields below it that FIELD_SCOPES names. The one place keys are checked:
 * resolvers know nothing of keys, and a key has no user, so every role and record rule refuses it.
 */
export function keyRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  scopes: readonly ApiScope[],
): DomainError | null {
  const rootType = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!rootType || operation.operation === 'subscription') return forbidden(notForKeys(operation.operation));
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  for (const { coordinate, root } of coordinates(schema, operation.selectionSet, rootType, fragments, new Set())) {
    if (root && UNSCOPED_OPERATIONS.has(coordinate)) continue;
    const needed = root ? OPERATION_SCOPES[coordinate] : FIELD_SCOPES[coordinate];
    if (needed === undefined) {
      if (root) return forbidden(notForKeys(coordinate), { operation: coordinate });
      continue;
    }
    if (!grantsScope(scopes, needed)) return missing(needed);
  }
  return null;
}
