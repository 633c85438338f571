// GET /api/v1/platform: the platform's time zone, in which publication days are counted, and
// the public address that QR codes and shared links point to.
import { DEFAULT_TIME_ZONE, isTimeZone, type PlatformResponse, type TimeZone } from '@nibble/core';
import { apiFetch } from './client.ts';

/** A missing or unknown zone keeps the default, so a partial answer never breaks a screen. */
export async function fetchPlatformZone(signal?: AbortSignal): Promise<TimeZone> {
  const answer = await apiFetch<Partial<PlatformResponse>>('/platform', {
    signal,
    anonymous: true,
  });
  const zone = answer?.time_zone;
  return typeof zone === 'string' && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/**
 * The public address (PUBLIC_URL) shared links should use; `fallback` (this page's origin) when
 * the answer has none that reads as an http(s) address.
 */
export async function fetchPublicUrl(fallback: string, signal?: AbortSignal): Promise<string> {
  const answer = await apiFetch<Partial<PlatformResponse>>('/platform', {
    signal,
    anonymous: true,
  });
  const url = answer?.public_url;
  return typeof url === 'string' && /^https?:\/\/[^\s]+$/.test(url)
    ? url.replace(/\/+$/, '')
    : fallback;
}
