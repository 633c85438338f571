// The public side's calls (spec §7 "Public"): no token is sent, so a visitor with a stale tab
// is never signed out by them. QR images are plain <img> URLs the browser caches (ETag).
import { CITY_PAGE_SIZE, type Paged, type PublicContent } from '@nibble/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
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

/** One page of a city's contents (core paging.ts): the first without a cursor. */
export const fetchCityPage = (city: string, cursor?: string, signal?: AbortSignal) =>
  apiFetch<Paged<PublicContent>>('/contents-city', {
    query: { city, limit: String(CITY_PAGE_SIZE), ...(cursor ? { cursor } : {}) },
    signal,
    anonymous: true,
  });

export const fetchPublicContent = (pageId: string, signal?: AbortSignal) =>
  apiFetch<PublicContentDetail>('/contents-id', { query: { pageId }, signal, anonymous: true });

export const useCities = () =>
  useQuery({ queryKey: publicKeys.cities, queryFn: ({ signal }) => fetchCities(signal) });

/** A city's contents a page at a time; fetchNextPage loads the next while there is one. */
export const useCityContents = (city: string) =>
  useInfiniteQuery({
    queryKey: publicKeys.city(city),
    queryFn: ({ signal, pageParam }) => fetchCityPage(city, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: city.trim() !== '',
  });

export const usePublicContent = (pageId: string) =>
  useQuery({
    queryKey: publicKeys.page(pageId),
    queryFn: ({ signal }) => fetchPublicContent(pageId, signal),
    enabled: pageId !== '',
  });
