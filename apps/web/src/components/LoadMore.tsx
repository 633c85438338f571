// The end of a list that has more: a sentinel that loads the next page as it scrolls into view
// (IntersectionObserver), and a visible button that does the same for a keyboard, a screen
// reader or a browser without the observer. A failed page says so and the button retries.
import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';

export interface MoreState {
  /** The server said there is a next page. */
  hasMore: boolean;
  /** The next page is on its way. */
  loading: boolean;
  /** The last try to load the next page failed. */
  failed: boolean;
  loadMore: () => void;
}

/** What of an infinite query (TanStack's useInfiniteQuery) a paged list reads. */
export interface PagedQuery<Item> {
  data?: { pages: { items: Item[] }[] };
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** An infinite query as LoadMore shows it; a page is not asked for again while it loads. */
export const moreOf = <Item,>(query: PagedQuery<Item>): MoreState => ({
  hasMore: query.hasNextPage,
  loading: query.isFetchingNextPage,
  failed: query.isFetchNextPageError,
  loadMore: () => {
    if (!query.isFetchingNextPage) void query.fetchNextPage();
  },
});

/** An infinite query's items, its pages joined in order, and its `more` for LoadMore. */
export function usePagedList<Item>(query: PagedQuery<Item>): { list: Item[]; more: MoreState } {
  const list = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  return { list, more: moreOf(query) };
}

/** How far below the view the next page starts loading, so scrolling rarely waits. */
const AHEAD = '600px 0px';

export function LoadMore({
  more,
  label,
  loadingLabel,
  failedText,
}: {
  more: MoreState;
  label: string;
  loadingLabel: string;
  failedText: string;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, loading, failed, loadMore } = more;
  // The latest loadMore without re-observing at each render.
  const load = useRef(loadMore);
  load.current = loadMore;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || loading || failed) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, failed]);

  if (!hasMore) return null;
  return (
    <Stack ref={sentinel} align="center" gap="xs" py="md" data-testid="load-more">
      {failed && (
        <Text size="sm" c="red.8" role="alert">
          {failedText}
        </Text>
      )}
      <Button variant="light" onClick={() => loadMore()} loading={loading} aria-busy={loading}>
        {loading ? loadingLabel : label}
      </Button>
    </Stack>
  );
}
