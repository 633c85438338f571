// The City page's later pages for the page the server drew (public/): a plain fetch, without
// the app's fetch wrapper (session store) or query cache, so the public entry stays light.
import type { Paged, PublicContent } from '@nibble/core';
import { CITY_PAGE_SIZE } from '@nibble/core/page-sizes';
import { API_PREFIX } from './prefix.ts';

export const cityPageUrl = (city: string, cursor?: string): string =>
  `${API_PREFIX}/contents-city?${new URLSearchParams({
    city,
    limit: String(CITY_PAGE_SIZE),
    ...(cursor ? { cursor } : {}),
  })}`;

/** One page of a city's contents; throws when the server does not answer one. */
export async function fetchCityPageLight(
  city: string,
  cursor?: string,
  signal?: AbortSignal,
): Promise<Paged<PublicContent>> {
  const response = await fetch(cityPageUrl(city, cursor), {
    headers: { accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`The contents could not be loaded (${response.status})`);
  return (await response.json()) as Paged<PublicContent>;
}
