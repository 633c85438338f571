// The designs list of the chosen organisation and the changes made from it, a page at a time
// (core paging.ts), by type and title search. Answers from the server update the cached lists
// in place (spec §4 "Lists": create prepends, update replaces, delete removes), so no refetch
// is needed after each action.

import type { Paged } from '@nibble/core';
import {
  type Design,
  type DesignType,
  newCampaign,
  newDesignTitle,
  serializeCampaign,
} from '@nibble/core';
import {
  type InfiniteData,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import * as api from '../../../api/designs.ts';
import type { TypeFilter } from './designTypes.ts';

export const designsQueryKey = (orgId: number, filter?: TypeFilter, search = '') =>
  filter === undefined
    ? (['designs', orgId] as const)
    : (['designs', orgId, filter, search.trim()] as const);

type DesignPages = InfiniteData<Paged<Design>, string | undefined>;

export function useDesignsQuery(orgId: number, filter: TypeFilter, search = '') {
  const q = search.trim();
  return useInfiniteQuery({
    queryKey: designsQueryKey(orgId, filter, q),
    queryFn: ({ signal, pageParam }) =>
      api.listDesignsPage(
        orgId,
        {
          ...(filter === 'all' ? {} : { type: filter }),
          ...(q ? { q } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // A new search or filter keeps the cards on screen until its answer is in.
    placeholderData: keepPreviousData,
    // The editor saves and publishes outside this cache: coming back shows its latest state.
    refetchOnMount: 'always',
  });
}

/** A title the server's search (q) would find: any case, as written. */
const matches = (design: Design, search: string) =>
  !search || design.title.toLocaleLowerCase().includes(search.toLocaleLowerCase());

/**
 * Applies a change to every cached list of the organisation this design belongs in: the
 * first page of each for a new design, every page for a removal.
 */
function updateLists(
  client: QueryClient,
  orgId: number,
  design: Design,
  change: (list: Design[], first: boolean) => Design[],
) {
  for (const [key, data] of client.getQueriesData<DesignPages>({
    queryKey: designsQueryKey(orgId),
  })) {
    const filter = key[2];
    const search = typeof key[3] === 'string' ? key[3] : '';
    if (!data?.pages || (filter !== 'all' && filter !== design.type)) continue;
    if (!matches(design, search)) continue;
    client.setQueryData<DesignPages>(key, {
      ...data,
      pages: data.pages.map((page, index) => ({ ...page, items: change(page.items, index === 0) })),
    });
  }
}

const prepend = (design: Design) => (list: Design[], first: boolean) => [
  ...(first ? [design] : []),
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
