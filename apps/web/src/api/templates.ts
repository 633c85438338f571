// Templates of an organisation plus the global ones (owner_id 0), spec §7 "Templates".
import type { DesignType, Template } from '@nibble/core';
import { apiFetch } from './client.ts';

export function listTemplates(orgId: number, type?: DesignType, signal?: AbortSignal) {
  return apiFetch<Template[]>(`/org/${orgId}/templates`, { query: { type }, signal });
}

export interface NewTemplateBody {
  title: string;
  /** The serialized page. */
  template: string;
  type: string;
  preview?: string;
  content?: string;
  /** 0 makes a global template (sys_admin only). */
  owner_id?: number;
}

export function createTemplate(orgId: number, body: NewTemplateBody) {
  return apiFetch<Template>(`/org/${orgId}/template`, { method: 'POST', body });
}

export function getTemplate(orgId: number, id: number) {
  return apiFetch<Template>(`/org/${orgId}/template/${id}`);
}

export function updateTemplate(orgId: number, id: number, body: Partial<NewTemplateBody>) {
  return apiFetch<Template>(`/org/${orgId}/template/${id}`, { method: 'PUT', body });
}

export function deleteTemplate(orgId: number, id: number) {
  return apiFetch<void>(`/org/${orgId}/template/${id}`, { method: 'DELETE' });
}
