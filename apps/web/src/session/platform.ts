// The platform's time zone from the server: "today" for publication days is that zone's, never
// the browser's, so staff abroad see and choose the organisation's days.
import { DEFAULT_TIME_ZONE, type TimeZone } from '@nibble/core';
import { useQuery } from '@tanstack/react-query';
import { fetchPlatformZone, fetchPublicUrl } from '../api/platform.ts';

export const platformZoneQueryKey = ['platform', 'time_zone'] as const;

/** The zone in force; the default (Asia/Kolkata) until the server answers. */
export function usePlatformZone(): TimeZone {
  const { data } = useQuery({
    queryKey: platformZoneQueryKey,
    queryFn: ({ signal }) => fetchPlatformZone(signal),
    // It changes only when the server restarts with new configuration.
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  return data ?? DEFAULT_TIME_ZONE;
}

export const publicUrlQueryKey = ['platform', 'public_url'] as const;

/**
 * The address customers open (the server's PUBLIC_URL), for links shared from the studio; this
 * page's origin until the server answers.
 */
export function usePublicUrl(): string {
  const origin = typeof location === 'undefined' ? '' : location.origin;
  const { data } = useQuery({
    queryKey: publicUrlQueryKey,
    queryFn: ({ signal }) => fetchPublicUrl(origin, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  return data ?? origin;
}
