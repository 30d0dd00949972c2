import { registerEnumType } from 'type-graphql';

export enum Role {
  ADMIN = 'admin',
  STAFF = 'staff',
  CLIENT = 'client',
}
registerEnumType(Role, { name: 'Role', description: 'What a signed-in user may do.' });

/** Back-office roles: the ones that manage the catalogue. */
export const STAFF_ROLES = [Role.ADMIN, Role.STAFF] as const;

export const isRole = (value: unknown): value is Role => Object.values(Role).includes(value as Role);
