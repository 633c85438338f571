// The public side's calls (spec §7 "Public"): no token is sent, so a visitor with a stale tab
// is never signed out by them. QR images are plain <img> URLs the browser caches (ETag).
import type { PublicContent } from '@nibble/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './client.ts';
import type { PublicCity, PublicContentDetail } from './publicAddresses.ts';

export * from './publicAddresses.ts';

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
