// The signed-in user's own profile and password.
import { apiFetch } from './client.ts';

export interface Profile {
  id?: number;
  name: string;
  phone: string;
  email: string;
  city: string;
  role: string;
}

export interface ProfileChanges {
  name: string;
  email: string;
  city: string;
}

export interface PasswordChange {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

export const meQueryKey = ['me'] as const;

export const getMe = (signal?: AbortSignal): Promise<Profile> =>
  apiFetch<Profile>('/me', { signal });

export const updateMe = (changes: ProfileChanges): Promise<Profile> =>
  apiFetch<Profile>('/me', { method: 'PUT', body: changes });

export const changePassword = (change: PasswordChange): Promise<unknown> =>
  apiFetch<unknown>('/me/password', { method: 'PUT', body: change });
