// Designs are organisation contents (ARCHITECTURE §4): list, create, read, save, publication,
// duplicate and delete, plus the preview images stored beside them.
import { DESIGNS_PAGE_SIZE, type Design, type DesignType, type Paged } from '@nibble/core';
import type { PublicationChanges } from '@nibble/core/publication';
import { API_PREFIX, ApiRequestError, apiFetch, toRequestError } from './client.ts';

const contents = (orgId: number) => `/org/${orgId}/contents`;
const content = (orgId: number, id?: number) =>
  id === undefined ? `/org/${orgId}/content` : `/org/${orgId}/content/${id}`;

export const STALE_REVISION = 'stale_revision';

/** A save carried a revision older than the stored one: someone else saved in between. */
export class StaleRevisionError extends ApiRequestError {
  readonly current: Design | null;

  constructor(message: string, current: Design | null) {
    super(409, STALE_REVISION, message);
    this.name = 'StaleRevisionError';
    this.current = current;
  }
}

export interface DesignsPageQuery {
  type?: DesignType;
  /** Part of the title to look for; blank is no search. */
  q?: string;
  cursor?: string;
}

/** One page of the organisation's designs, last changed first (core paging.ts). */
export function listDesignsPage(orgId: number, query: DesignsPageQuery, signal?: AbortSignal) {
  const q = query.q?.trim();
  return apiFetch<Paged<Design>>(contents(orgId), {
    query: {
      type: query.type,
      ...(q ? { q } : {}),
      limit: String(DESIGNS_PAGE_SIZE),
      ...(query.cursor ? { cursor: query.cursor } : {}),
    },
    signal,
  });
}

export function getDesign(orgId: number, id: number, signal?: AbortSignal) {
  return apiFetch<Design>(content(orgId, id), { signal });
}

export interface NewDesign {
  title: string;
  /** The campaign document as a JSON string. */
  content: string;
  type: DesignType;
  preview?: string;
}

export function createDesign(orgId: number, design: NewDesign) {
  return apiFetch<Design>(content(orgId), { method: 'POST', body: design });
}

export function duplicateDesign(orgId: number, id: number) {
  return apiFetch<Design>(`${content(orgId, id)}/duplicate`, { method: 'POST' });
}

export function deleteDesign(orgId: number, id: number) {
  return apiFetch<void>(content(orgId, id), { method: 'DELETE' });
}

export function setPublication(orgId: number, id: number, changes: PublicationChanges) {
  return apiFetch<Design>(content(orgId, id), { method: 'PUT', body: changes });
}

const isDesign = (value: unknown): value is Design =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'number' &&
  typeof (value as { revision?: unknown }).revision === 'number';

/**
 * Save: the campaign JSON and the first page's preview URL, checked against `revision`.
 * A stale revision throws StaleRevisionError carrying the stored design when the server sent it.
 */
export async function saveCampaign(
  orgId: number,
  id: number,
  body: { campaign: string; preview?: string; revision: number },
): Promise<Design> {
  const response = await apiFetch(content(orgId, id), { method: 'PUT', body, raw: true });
  const text = await response.text();
  if (response.ok) return JSON.parse(text) as Design;
  const error = await toRequestError(new Response(text, { status: response.status }));
  if (response.status === 409 && error.code === STALE_REVISION) {
    let current: unknown = null;
    try {
      const parsed = JSON.parse(text) as { current?: unknown; error?: { current?: unknown } };
      current = parsed.current ?? parsed.error?.current ?? null;
    } catch {
      current = null;
    }
    throw new StaleRevisionError(error.message, isDesign(current) ? current : null);
  }
  throw error;
}

/** The path (under the API prefix) of a design's or template's preview image. */
export const designImagePath = (designId: number, name: string) =>
  `/design-image/${designId}/path/${name}`;

/** The URL stored in a record's `preview` field for a design-image path. */
export const designImageUrl = (designId: number, name: string) =>
  `${API_PREFIX}${designImagePath(designId, name)}`;

/** True when the URL is one of our API's, so it may need the bearer token. */
export const isApiUrl = (url: string): boolean =>
  url.startsWith(`${API_PREFIX}/`) ||
  (typeof location !== 'undefined' && url.startsWith(`${location.origin}${API_PREFIX}/`));

/**
 * Fetches an image our API serves (previews of unpublished designs need the token) and
 * answers its bytes, so an <img> can show it through an object URL.
 */
export async function fetchApiImage(url: string, signal?: AbortSignal): Promise<Blob> {
  const origin = typeof location !== 'undefined' ? location.origin : '';
  const local = origin && url.startsWith(origin) ? url.slice(origin.length) : url;
  const response = await apiFetch(local.slice(API_PREFIX.length), { raw: true, signal });
  if (!response.ok) throw await toRequestError(response);
  return response.blob();
}

/** Uploads a PNG preview (multipart field `design`). */
export function uploadDesignImage(designId: number, name: string, png: Blob) {
  const form = new FormData();
  form.append('design', png, `${name}.png`);
  return apiFetch<unknown>(designImagePath(designId, name), { method: 'PUT', body: form });
}
