// What the public pages link to and the shapes of the public answers, without the fetch
// wrapper: the public entry (public/) links and draws them but asks the API nothing.
import { API_PREFIX } from './prefix.ts';

/** The public answers' shapes (GET /cities, GET /contents-id): core's, shared with the server. */
export type { PublicCity, PublicContentDetail } from '@nibble/core/public-pages';

export const appQrCodeUrl = `${API_PREFIX}/nibble-qrcode`;
export const pageQrCodeUrl = (pageId: number | string): string =>
  `${API_PREFIX}/qrcode/001:${pageId}`;

export const cityPath = (state: string, city: string): string =>
  `/State/${encodeURIComponent(state)}/City/${encodeURIComponent(city)}`;
export const pagePath = (pageId: number | string): string => `/Page/${pageId}`;
