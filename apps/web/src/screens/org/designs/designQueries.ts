// The designs list of the chosen organisation and the changes made from it. Answers from
// the server update the cached lists in place (spec §4 "Lists": create prepends, update
// replaces, delete removes), so no refetch is needed after each action.
import {
  type Design,
  type DesignType,
  newCampaign,
  newDesignTitle,
  serializeCampaign,
} from '@nibble/core';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '../../../api/designs.ts';
import type { TypeFilter } from './designTypes.ts';

export const designsQueryKey = (orgId: number, filter?: TypeFilter) =>
  filter === undefined ? (['designs', orgId] as const) : (['designs', orgId, filter] as const);

export function useDesignsQuery(orgId: number, filter: TypeFilter) {
  return useQuery({
    queryKey: designsQueryKey(orgId, filter),
    queryFn: ({ signal }) => api.listDesigns(orgId, filter === 'all' ? undefined : filter, signal),
    // The editor saves and publishes outside this cache: coming back shows its latest state.
    refetchOnMount: 'always',
  });
}

/** Applies a change to every cached list of the organisation this design belongs in. */
function updateLists(
  client: QueryClient,
  orgId: number,
  design: Design,
  change: (list: Design[]) => Design[],
) {
  for (const [key, list] of client.getQueriesData<Design[]>({
    queryKey: designsQueryKey(orgId),
  })) {
    const filter = key[2];
    if (!list || (filter !== 'all' && filter !== design.type)) continue;
    client.setQueryData(key, change(list));
  }
}

const prepend = (design: Design) => (list: Design[]) => [
  design,
  ...list.filter((d) => d.id !== design.id),
];
const without = (design: Design) => (list: Design[]) => list.filter((d) => d.id !== design.id);

export function useDuplicateDesign(orgId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (design: Design) => api.duplicateDesign(orgId, design.id),
    onSuccess: (copy) => updateLists(client, orgId, copy, prepend(copy)),
  });
}

export function useDeleteDesign(orgId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (design: Design) => {
      await api.deleteDesign(orgId, design.id);
      return design;
    },
    onSuccess: (design) => updateLists(client, orgId, design, without(design)),
  });
}

export interface NewDesignInput {
  title: string;
  type: DesignType;
}

/**
 * Creates a design from the New design dialog. An empty title creates nothing (spec §5):
 * the answer is then null and no request is sent.
 */
export function useCreateDesign(orgId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ title, type }: NewDesignInput): Promise<Design | null> => {
      const clean = newDesignTitle(title);
      if (clean === null) return null;
      return api.createDesign(orgId, {
        title: clean,
        type,
        content: serializeCampaign(newCampaign(type, clean)),
      });
    },
    onSuccess: (design) => {
      if (design) updateLists(client, orgId, design, prepend(design));
    },
  });
}
