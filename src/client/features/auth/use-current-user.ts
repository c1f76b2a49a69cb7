import { useQuery } from '@tanstack/react-query';
import type { User } from '#shared/schemas/auth.ts';

export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

/** The signed-in account (name, address, whether it is confirmed); only asked for by signed-in pages. */
export function useCurrentUser() {
  return useQuery<User>({ queryKey: CURRENT_USER_KEY });
}
