// Spec §7 "Users (global)": the platform's user list (reading B roles), and the outbox of
// messages the server would send by SMS or mail (sys_admin only), so an operator without a
// gateway can forward activation links by hand.
import type { User, UserUpdateValues } from '@nibble/core';
import { apiFetch } from './client.ts';

export const usersQueryKey = ['users'] as const;
export const outboxQueryKey = ['outbox'] as const;

export interface NewUserRequest {
  phone: string;
  name: string;
  email?: string;
  city?: string;
  role: string;
}

/** One message the server queued for a person (activation link, password reset code …). */
export interface OutboxMessage {
  id?: number;
  recipient: string;
  subject: string;
  body: string;
  created?: string;
}

export const listUsers = (signal?: AbortSignal): Promise<User[]> =>
  apiFetch<User[]>('/users', { signal });

export const createUser = (user: NewUserRequest): Promise<User> =>
  apiFetch<User>('/user', { method: 'POST', body: user });

export const getUser = (id: number, signal?: AbortSignal): Promise<User> =>
  apiFetch<User>(`/user/${id}`, { signal });

export const updateUser = (id: number, changes: UserUpdateValues): Promise<User> =>
  apiFetch<User>(`/user/${id}`, { method: 'PUT', body: changes });

export const deleteUser = (id: number): Promise<void> =>
  apiFetch<void>(`/user/${id}`, { method: 'DELETE' });

export const listOutbox = (signal?: AbortSignal): Promise<OutboxMessage[]> =>
  apiFetch<OutboxMessage[]>('/admin/outbox', { signal });

/** The first link in a message body, e.g. the activation link; null when there is none. */
export const firstLink = (body: string): string | null =>
  /https?:\/\/\S+|\/(?:activate|reset-password)\?\S+/.exec(body)?.[0] ?? null;
