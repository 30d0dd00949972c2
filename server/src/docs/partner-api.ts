import {
  buildASTSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
  Kind,
  parse,
  printSchema,
  type DefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { ApiScope, FIELD_SCOPES, OPERATION_SCOPES, UNSCOPED_OPERATIONS } from '../auth/api-scopes';

/*
 * The partner API: the operations an API key may run (auth/api-scopes.ts) and every type, field,
 * argument and enum value below them. The reference at /docs/api documents it, every item of it
 * has a description (partner-api.test.ts), and contract/schema.released.graphql is its last
 * released version (tests/infra/api-contract.test.ts).
 */

export type RootName = 'Query' | 'Mutation';

export interface PartnerOperation {
  /** `Query.services` */
  coordinate: string;
  root: RootName;
  name: string;
  /** The scope a key needs, by its GraphQL name; null when any key may run it. */
  scope: string | null;
}

/**
 * Fields a key may ask for but always reads as null (a project's engagement is for staff only):
 * not offered to partners, so neither documented nor part of their contract.
 */
const NULL_FOR_KEYS = new Set(['Project.engagement']);

/** The GraphQL name of a scope (its key in ApiScope), whatever value the database stores for it. */
export function scopeName(scope: ApiScope): string {
  const names = ApiScope as unknown as Record<string, string>;
  return Object.keys(names).find((name) => names[name] === scope) ?? String(scope);
}

/** Every operation a key may run, queries first, each group by name. */
export function partnerOperations(): PartnerOperation[] {
  const entries: [string, string | null][] = [
    ...Object.entries(OPERATION_SCOPES).map(([coordinate, scope]): [string, string] => [coordinate, scopeName(scope)]),
    ...[...UNSCOPED_OPERATIONS].map((coordinate): [string, null] => [coordinate, null]),
  ];
  return entries
    .map(([coordinate, scope]) => {
      const [root, name] = coordinate.split('.');
      if ((root !== 'Query' && root !== 'Mutation') || !name) throw new Error(`not an operation: ${coordinate}`);
      return { coordinate, root: root as RootName, name, scope };
    })
    .sort((a, b) => a.root.localeCompare(b.root) * -1 || a.name.localeCompare(b.name));
}

/** The scope a field below the roots needs beyond its operation's (e.g. Project.status), by its GraphQL name. */
export function fieldScope(coordinate: string): string | null {
  const scope = FIELD_SCOPES[coordinate];
  return scope === undefined ? null : scopeName(scope);
}

/** The names of the types a partner reaches from `operations`, without the fields left out. */
function reachableTypes(schema: GraphQLSchema, operations: readonly PartnerOperation[]): Set<string> {
  const seen = new Set<string>();
  const visit = (type: GraphQLNamedType) => {
    if (seen.has(type.name)) return;
    seen.add(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (NULL_FOR_KEYS.has(`${type.name}.${field.name}`)) continue;
        visit(getNamedType(field.type));
        for (const arg of field.args) visit(getNamedType(arg.type));
      }
      for (const parent of type.getInterfaces()) visit(parent);
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) visit(getNamedType(field.type));
    } else if (isUnionType(type)) {
      for (const member of type.getTypes()) visit(member);
    }
  };
  for (const operation of operations) {
    const root = operation.root === 'Query' ? schema.getQueryType() : schema.getMutationType();
    const field = root?.getFields()[operation.name];
    if (!field) throw new Error(`${operation.coordinate} is offered to API keys but is not in the schema`);
    visit(getNamedType(field.type));
    for (const arg of field.args) visit(getNamedType(arg.type));
  }
  return seen;
}

/**
 * The part of `schema` partners reach, as a schema of its own: the roots with the partner
 * operations only, and the types below them with their descriptions and deprecations.
 */
export function partnerSchema(schema: GraphQLSchema, operations = partnerOperations()): GraphQLSchema {
  const types = reachableTypes(schema, operations);
  const offered = new Set(operations.map((operation) => operation.coordinate));
  const definitions: DefinitionNode[] = [];
  for (const definition of parse(printSchema(schema)).definitions) {
    if (definition.kind === Kind.OBJECT_TYPE_DEFINITION) {
      const name = definition.name.value;
      const root = name === 'Query' || name === 'Mutation';
      if (!root && !types.has(name)) continue;
      const fields = (definition.fields ?? []).filter((field) => {
        const coordinate = `${name}.${field.name.value}`;
        return root ? offered.has(coordinate) : !NULL_FOR_KEYS.has(coordinate);
      });
      if (fields.length > 0) definitions.push({ ...definition, fields });
    } else if ('name' in definition && definition.name && types.has(definition.name.value)) {
      definitions.push(definition);
    }
  }
  return buildASTSchema({ kind: Kind.DOCUMENT, definitions });
}

/** The partner API's named types, without GraphQL's own scalars and the roots, by name. */
export function partnerTypes(schema: GraphQLSchema): GraphQLNamedType[] {
  return Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith('__') && !isSpecifiedScalarType(type))
    .filter((type) => type !== schema.getQueryType() && type !== schema.getMutationType())
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** What kind of type it is, as the reference names it. */
export function typeKind(type: GraphQLNamedType): string {
  if (isObjectType(type)) return 'type';
  if (isInputObjectType(type)) return 'input';
  if (isEnumType(type)) return 'enum';
  if (isScalarType(type)) return 'scalar';
  if (isInterfaceType(type)) return 'interface';
  return 'union';
}

/**
 * Every item of the partner API without a description: types, fields, arguments, input fields and
 * enum values, as coordinates (`Project.title`, `Query.projects(limit:)`, `ProjectSort.DATE`).
 */
export function missingDescriptions(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const need = (description: string | null | undefined, coordinate: string) => {
    if (!description?.trim()) missing.push(coordinate);
  };
  const roots = [schema.getQueryType(), schema.getMutationType()].filter((type) => type !== null && type !== undefined);
  for (const type of [...roots, ...partnerTypes(schema)]) {
    if (!roots.includes(type as never)) need(type.description, type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        need(field.description, `${type.name}.${field.name}`);
        for (const arg of field.args) need(arg.description, `${type.name}.${field.name}(${arg.name}:)`);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) need(field.description, `${type.name}.${field.name}`);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) need(value.description, `${type.name}.${value.name}`);
    }
  }
  return missing;
}
