// The public side's calls (spec §7 "Public"): no token is sent, so a visitor with a stale tab
// is never signed out by them. QR images are plain <img> URLs the browser caches (ETag).
import type { PublicContent } from '@nibble/core';
import { useQuery } from '@tanstack/react-query';
import { API_PREFIX, apiFetch } from './client.ts';

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

export const publicKeys = {
  cities: ['public', 'cities'] as const,
  city: (city: string) => ['public', 'city', city.trim().toLowerCase()] as const,
  page: (pageId: string) => ['public', 'page', pageId] as const,
};

export const fetchCities = (signal?: AbortSignal) =>
  apiFetch<PublicCity[]>('/cities', { signal, anonymous: true });

export const fetchCityContents = (city: string, signal?: AbortSignal) =>
  apiFetch<PublicContent[]>('/contents-city', { query: { city }, signal, anonymous: true });

export const fetchPublicContent = (pageId: string, signal?: AbortSignal) =>
  apiFetch<PublicContentDetail>('/contents-id', { query: { pageId }, signal, anonymous: true });

export const useCities = () =>
  useQuery({ queryKey: publicKeys.cities, queryFn: ({ signal }) => fetchCities(signal) });

export const useCityContents = (city: string) =>
  useQuery({
    queryKey: publicKeys.city(city),
    queryFn: ({ signal }) => fetchCityContents(city, signal),
    enabled: city.trim() !== '',
  });

export const usePublicContent = (pageId: string) =>
  useQuery({
    queryKey: publicKeys.page(pageId),
    queryFn: ({ signal }) => fetchPublicContent(pageId, signal),
    enabled: pageId !== '',
  });
