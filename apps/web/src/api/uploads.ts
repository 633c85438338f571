// Uploaded images and illustrations of an organisation (spec §7 "Uploads").
import type { UploadedFile } from '@nibble/core';
import { apiFetch, toRequestError } from './client.ts';

export function listUploads(orgId: number, illustration: 0 | 1, signal?: AbortSignal) {
  return apiFetch<UploadedFile[]>(`/upload-image/${orgId}/illustration`, {
    query: { illustration },
    signal,
  });
}

/** Total bytes the organisation has uploaded. */
export async function uploadedBytes(orgId: number, signal?: AbortSignal): Promise<number> {
  const answer = await apiFetch<{ size?: unknown }>(`/upload-image/${orgId}`, { signal });
  const size = Number(answer?.size ?? 0);
  return Number.isFinite(size) ? size : 0;
}

/** Sends one file (multipart field `design`) under a fresh `image-<ts>` or `illustrations-<ts>`. */
export function uploadFile(orgId: number, file: File, illustration: 0 | 1, now = Date.now()) {
  const form = new FormData();
  form.append('design', file, file.name);
  const name = `${illustration ? 'illustrations' : 'image'}-${now}`;
  return apiFetch<UploadedFile>(`/upload-image/${orgId}/path/${name}`, {
    method: 'PUT',
    body: form,
  });
}

/** sys_admin: makes an organisation's file global. */
export function promoteUpload(orgId: number, imageId: number) {
  return apiFetch<UploadedFile>(`/upload-image/${orgId}/${imageId}`, { method: 'PUT' });
}

export function deleteUpload(orgId: number, path: string) {
  return apiFetch<void>(`/upload-image/${orgId}/path/${encodeURIComponent(path)}`, {
    method: 'DELETE',
  });
}

/** The file's bytes, fetched with the bearer token. */
export async function uploadedBlob(orgId: number, path: string): Promise<Blob> {
  const response = await apiFetch(`/upload-image/${orgId}/path/${encodeURIComponent(path)}`, {
    raw: true,
  });
  if (!response.ok) throw await toRequestError(response);
  return response.blob();
}
