// Spec §7 "Admin": organisations. GET /orgs lists the organisations the signed-in user may
// choose (every one for platform admins); the /admin routes manage them.
import type { Org, OrgFormValues, OrgUpdateValues } from '@nibble/core';
import { apiFetch } from './client.ts';

export const orgsQueryKey = ['orgs'] as const;

export const listOrgs = (signal?: AbortSignal): Promise<Org[]> =>
  apiFetch<Org[]>('/orgs', { signal });

export const listAdminOrgs = (signal?: AbortSignal): Promise<Org[]> =>
  apiFetch<Org[]>('/admin/orgs', { signal });

export const createOrg = (org: OrgFormValues): Promise<Org> =>
  apiFetch<Org>('/admin/org', { method: 'POST', body: org });

export const getOrg = (id: number, signal?: AbortSignal): Promise<Org> =>
  apiFetch<Org>(`/admin/org/${id}`, { signal });

export const updateOrg = (id: number, org: OrgUpdateValues): Promise<Org> =>
  apiFetch<Org>(`/admin/org/${id}`, { method: 'PUT', body: org });

export const deleteOrg = (id: number): Promise<void> =>
  apiFetch<void>(`/admin/org/${id}`, { method: 'DELETE' });
