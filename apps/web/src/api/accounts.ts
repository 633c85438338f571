// Spec §7 "Session and account": the signed-out account flows — activation, forgot and reset
// password, sign-up. None of them carries a token.
import { apiFetch } from './client.ts';

export interface ActivationRequest {
  phone: string;
  password: string;
  confirmPassword: string;
}

export interface SignUpRequest {
  name: string;
  phone: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
}

export interface ResetPasswordBody {
  email: string;
  forgot_pass_code: string;
  password: string;
}

/** PUT /registration/{code}: activates the invited account and sets its password. */
export const activateAccount = (code: string, request: ActivationRequest): Promise<unknown> =>
  apiFetch<unknown>(`/registration/${encodeURIComponent(code)}`, {
    method: 'PUT',
    body: request,
    anonymous: true,
  });

/** POST /ForgotPassword: the server sends a reset code if the phone is known (and says nothing if not). */
export const requestPasswordReset = (phone: string): Promise<unknown> =>
  apiFetch<unknown>('/ForgotPassword', { method: 'POST', body: { phone }, anonymous: true });

export const resetPassword = (body: ResetPasswordBody): Promise<unknown> =>
  apiFetch<unknown>('/ResetPassword', { method: 'PUT', body, anonymous: true });

export const signUp = (request: SignUpRequest): Promise<unknown> =>
  apiFetch<unknown>('/registration', { method: 'POST', body: request, anonymous: true });
