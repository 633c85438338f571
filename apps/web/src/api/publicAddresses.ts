// What the public pages link to and the shapes of the public answers, without the fetch
// wrapper: the public entry (public/) links and draws them but asks the API nothing.
import type { PublicContent } from '@nibble/core';
import { API_PREFIX } from './prefix.ts';

/** A city of Home's dropdown: one that has published content today. */
export interface PublicCity {
  state: string;
  city: string;
}

/**
 * GET /contents-id adds the validity window to the listing's fields: as instants, and as its
 * first and last day (YYYY-MM-DD) in the zone where publication days are counted.
 */
export interface PublicContentDetail extends PublicContent {
  publish_start: string | null;
  publish_end: string | null;
  valid_from: string | null;
  valid_to: string | null;
}

export const appQrCodeUrl = `${API_PREFIX}/nibble-qrcode`;
export const pageQrCodeUrl = (pageId: number | string): string =>
  `${API_PREFIX}/qrcode/001:${pageId}`;

export const cityPath = (state: string, city: string): string =>
  `/State/${encodeURIComponent(state)}/City/${encodeURIComponent(city)}`;
export const pagePath = (pageId: number | string): string => `/Page/${pageId}`;
