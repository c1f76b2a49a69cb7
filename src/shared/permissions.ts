/**
 * Roles and what each may do: one table, checked on the server by requirePermission and used by the client
 * only to decide what to show. "Staff may review, only admins grant roles" is a row here, not an if in a route.
 */
export const ROLES = ['user', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'application:read:any',
  'application:status:any',
  'application:notify:any',
  'document:read:any',
  'review:work',
  'support:reply',
  'chat:reply',
  'user:role:write',
  'audit:read',
  'case-rule:write',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const STAFF: readonly Permission[] = [
  'application:read:any',
  'application:status:any',
  'application:notify:any',
  'document:read:any',
  'review:work',
  'support:reply',
  'chat:reply',
  'case-rule:write',
];

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  user: [],
  staff: STAFF,
  admin: [...STAFF, 'user:role:write', 'audit:read'],
};

export function toRole(value: unknown): Role {
  return value === 'admin' || value === 'staff' ? value : 'user';
}

export function hasPermission(role: unknown, permission: Permission): boolean {
  return ROLE_PERMISSIONS[toRole(role)].includes(permission);
}

export const isStaffRole = (role: unknown): boolean => toRole(role) !== 'user';
