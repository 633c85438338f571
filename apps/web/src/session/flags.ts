// Feature flags (spec §3) from the server, with the spec's defaults until they arrive.
import { FLAG_DEFAULTS, type FlagName, type Flags } from '@nibble/core';
import { useQuery } from '@tanstack/react-query';
import { fetchFlags } from '../api/flags.ts';

export const flagsQueryKey = ['flags'] as const;

export function useFlagsQuery() {
  return useQuery({
    queryKey: flagsQueryKey,
    queryFn: ({ signal }) => fetchFlags(signal),
    // Flags change only when the server restarts with new configuration.
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

/** The flags in force; the spec defaults while loading or when the server cannot be asked. */
export function useFlags(): Flags {
  const { data } = useFlagsQuery();
  return data ?? FLAG_DEFAULTS;
}

export function useFlag(name: FlagName): boolean {
  return useFlags()[name] === 1;
}
