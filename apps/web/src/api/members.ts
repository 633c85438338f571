// Spec §7 "Organisation users": the members of one organisation (reading A roles).
import type { Member, MemberUpdateValues, NewUserValues } from '@nibble/core';
import { apiFetch } from './client.ts';

export const membersQueryKey = (orgId: number) => ['org', orgId, 'members'] as const;

export const listMembers = (orgId: number, signal?: AbortSignal): Promise<Member[]> =>
  apiFetch<Member[]>(`/org/${orgId}/users`, { signal });

/** Adds an existing user by phone; a 404 (ApiRequestError) means no user has that phone. */
export const addMember = (orgId: number, request: NewUserValues): Promise<Member> =>
  apiFetch<Member>(`/org/${orgId}`, { method: 'POST', body: request });

export const updateMember = (
  orgId: number,
  userId: number,
  changes: MemberUpdateValues,
): Promise<Member> =>
  apiFetch<Member>(`/org/${orgId}/user/${userId}`, { method: 'PUT', body: changes });

export const removeMember = (orgId: number, userId: number): Promise<void> =>
  apiFetch<void>(`/org/${orgId}/user/${userId}`, { method: 'DELETE' });
