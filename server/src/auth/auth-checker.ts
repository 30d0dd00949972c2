import { Authorized, getMetadataStorage, type AuthChecker } from 'type-graphql';
import { isObjectType, type GraphQLSchema } from 'graphql';
import type { Context } from '../app/context';
import { forbidden, unauthenticated } from '../common/errors';
import { securityLog } from '../common/security-log';
import { FIELD_SCOPES, OPERATION_SCOPES, UNSCOPED_OPERATIONS } from './api-scopes';
import { Role } from './roles';

const PUBLIC = 'PUBLIC';
const SIGNED_IN = 'SIGNED_IN';
type Rule = Role | typeof PUBLIC | typeof SIGNED_IN;

/** Anyone, signed in or not, may call this operation. */
export const Public = () => Authorized<Rule>(PUBLIC);
/** Any signed-in user may call this operation. */
export const SignedIn = () => Authorized<Rule>(SIGNED_IN);
/** Only signed-in users with one of these roles may call this operation. */
export const Roles = (...roles: readonly Role[]) => Authorized<Rule>(...roles);

export const authChecker: AuthChecker<Context, Rule> = ({ context, info }, rules) => {
  if (rules.includes(PUBLIC)) return true;
  const { user, ip } = context;
  if (user && (rules.includes(SIGNED_IN) || rules.includes(user.role))) return true;
  const operation = `${info.parentType.name}.${info.fieldName}`;
  securityLog('access denied', { ip, userId: user?.id ?? null, role: user?.role ?? null, operation });
  throw user ? forbidden() : unauthenticated();
};

/**
 * Deny by default: refuses to start when a query or mutation does not say who may call it
 * (with Public, SignedIn or Roles), so a forgotten decorator can never leave an operation open.
 */
export function assertEveryOperationAuthorized(schema: GraphQLSchema): void {
  const storage = getMetadataStorage();
  const operations = [...storage.queries, ...storage.mutations];
  const missing = operations
    .filter((op) => !storage.authorizedFields.some((a) => a.target === op.target && a.fieldName === op.methodName))
    .map((op) => op.schemaName);
  const inSchema = new Set([
    ...Object.keys(schema.getQueryType()?.getFields() ?? {}),
    ...Object.keys(schema.getMutationType()?.getFields() ?? {}),
  ]);
  const unlisted = [...inSchema].filter((name) => !operations.some((op) => op.schemaName === name));
  if (missing.length || unlisted.length) {
    throw new Error(`Operations without an access rule: ${[...missing, ...unlisted].join(', ')}`);
  }
}

/**
 * Refuses to start when the key scopes name what the schema lacks (a renamed field), or an
 * operation that is not Public: a key has no user, so any other rule would refuse it anyway, as
 * UNAUTHENTICATED, where the scope list promised it.
 */
export function assertKeyOperationsPublic(schema: GraphQLSchema): void {
  const storage = getMetadataStorage();
  const problems: string[] = [];
  for (const coordinate of [...Object.keys(OPERATION_SCOPES), ...UNSCOPED_OPERATIONS]) {
    const [type, field] = coordinate.split('.');
    const operations = type === 'Query' ? storage.queries : type === 'Mutation' ? storage.mutations : [];
    const operation = operations.find((op) => op.schemaName === field);
    const rule =
      operation &&
      storage.authorizedFields.find((a) => a.target === operation.target && a.fieldName === operation.methodName);
    if (!rule?.roles.includes(PUBLIC)) problems.push(`${coordinate} (not a Public operation)`);
  }
  for (const coordinate of Object.keys(FIELD_SCOPES)) {
    const [type = '', field = ''] = coordinate.split('.');
    const parent = schema.getType(type);
    if (!isObjectType(parent) || !parent.getFields()[field]) problems.push(`${coordinate} (no such field)`);
  }
  if (problems.length) throw new Error(`API key scopes that cannot work: ${problems.join(', ')}`);
}
