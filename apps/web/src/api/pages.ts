// Page records: what the public sees and what QR codes point at (spec §3, §7).
import type { PageRecord } from '@nibble/core';
import { API_PREFIX, apiFetch } from './client.ts';

export interface NewPageRecord {
  content_id: number;
  title: string;
  channel: string;
  preview?: string;
  content?: string;
}

export function createPageRecord(orgId: number, body: NewPageRecord) {
  return apiFetch<PageRecord>(`/org/${orgId}/page`, { method: 'POST', body });
}

/** The page records of the organisation's designs (or of one of them), oldest first. */
export function listPageRecords(orgId: number, contentId?: number, signal?: AbortSignal) {
  return apiFetch<PageRecord[]>(`/org/${orgId}/pages`, {
    query: { content_id: contentId },
    signal,
  });
}

/** The public QR image of a page record; it encodes PUBLIC_URL/Page/{id}. */
export const pageQrUrl = (pageId: number) => `${API_PREFIX}/qrcode/001:${pageId}`;
