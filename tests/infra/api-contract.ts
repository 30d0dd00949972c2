import { CriticalityLevel, diff } from '@graphql-inspector/core';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLSchema,
} from 'graphql';

/*
 * The stable contract: the partner API (server/src/docs/partner-api.ts) may change in any way
 * that keeps old clients working. A breaking change passes only when the item had a deprecation
 * in the last released contract (contract/schema.released.graphql) and CHANGELOG.md names it,
 * in backquotes, under "## [Unreleased]".
 */

export interface ContractBreak {
  /** The changed item: `Project.title`, `Query.projects.limit`, `ProjectSort.DATE`, `Project`. */
  path: string;
  message: string;
  /** What is missing for the change to pass. */
  missing: string[];
}

/** The text of the changelog's "Unreleased" section (up to the next version heading). */
export function unreleasedSection(changelog: string): string {
  const start = changelog.search(/^## \[Unreleased\]/im);
  if (start < 0) return '';
  const rest = changelog.slice(start).split('\n').slice(1).join('\n');
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** Whether every field, argument and input field of `schema` whose type is `typeName` is deprecated. */
function everyUseDeprecated(schema: GraphQLSchema, typeName: string): boolean {
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        const fieldGone = field.deprecationReason != null;
        if (getNamedType(field.type).name === typeName && !fieldGone) return false;
        for (const arg of field.args) {
          if (getNamedType(arg.type).name === typeName && !fieldGone && arg.deprecationReason == null) return false;
        }
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (getNamedType(field.type).name === typeName && field.deprecationReason == null) return false;
      }
    }
  }
  return true;
}

/**
 * Whether the item at `path` was on its way out in `schema`: deprecated itself, or inside a
 * deprecated field (an argument), or, for a type or an input type's new field, every use of the
 * type deprecated.
 */
export function wasDeprecated(schema: GraphQLSchema, path: string): boolean {
  const [typeName = '', member, argName] = path.split('.');
  const type = schema.getType(typeName);
  if (!type) return false;
  if (member === undefined) return everyUseDeprecated(schema, typeName);
  if (isObjectType(type) || isInterfaceType(type)) {
    const field = type.getFields()[member];
    if (!field) return false;
    if (field.deprecationReason != null) return true;
    return argName !== undefined && field.args.find((arg) => arg.name === argName)?.deprecationReason != null;
  }
  if (isInputObjectType(type)) {
    const field = type.getFields()[member];
    return field ? field.deprecationReason != null : everyUseDeprecated(schema, typeName);
  }
  if (isEnumType(type)) return type.getValue(member)?.deprecationReason != null;
  return false;
}

/** The breaking changes from `released` to `current` that the rule above does not let pass. */
export async function contractBreaks({
  released,
  current,
  changelog,
}: {
  released: string;
  current: string;
  changelog: string;
}): Promise<ContractBreak[]> {
  const before = buildSchema(released);
  const changes = await diff(before, buildSchema(current));
  const unreleased = unreleasedSection(changelog);
  const breaks: ContractBreak[] = [];
  for (const change of changes) {
    if (change.criticality.level !== CriticalityLevel.Breaking) continue;
    const path = change.path ?? '';
    const missing = [
      ...(wasDeprecated(before, path) ? [] : ['a deprecation in the released contract']),
      ...(unreleased.includes(`\`${path}\``) ? [] : [`\`${path}\` under "## [Unreleased]" in CHANGELOG.md`]),
    ];
    if (missing.length > 0) breaks.push({ path, message: change.message, missing });
  }
  return breaks;
}
