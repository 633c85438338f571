// City page (spec §2): the city's contents as cards, newest first, from GET /contents-city,
// drawn from the answer it is given: by the server (public/), or by CityScreen where none
// drew it. The listing comes a page at a time (core paging.ts): the next page loads as the
// visitor scrolls to the end, or with the "Show more offers" button.
import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PublicContent } from '@nibble/core';
import { IconArrowLeft, IconMoodEmpty } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { fetchCityPageLight } from '../../api/cityPages.ts';
import { LoadMore, type MoreState } from '../../components/LoadMore.tsx';
import { useText } from '../../i18n/TextContext.tsx';
import { PublicFrame } from '../../layout/PublicFrame.tsx';
import { cityName, stateName } from '../../layout/stateNames.ts';
import { type Loadable, loaded } from '../../public/loadable.ts';
import type { PublicPageData } from '../../public/pageData.ts';
import { ContentCard, ContentCardSkeleton } from './components/ContentCard.tsx';
import { LoadFailed } from './components/LoadFailed.tsx';

const GRID_COLS = { base: 1, xs: 2, md: 3 };

function BackHome() {
  const { t } = useText();
  return (
    <Button
      component="a"
      href="/"
      variant="subtle"
      leftSection={<IconArrowLeft size={18} />}
      w="fit-content"
    >
      {t('city.another')}
    </Button>
  );
}

export function City({
  state,
  city,
  contents,
  more,
}: {
  state: string;
  city: string;
  contents: Loadable<PublicContent[]>;
  /** The pages after the ones in `contents`; none when the answer was whole. */
  more?: MoreState;
}) {
  const { t } = useText();

  return (
    <PublicFrame size="lg" signInLink>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('city.heading', { city: cityName(city, t) })}
          </Title>
          {state && (
            <Text c="dimmed" size="sm">
              {stateName(state, t)}
            </Text>
          )}
        </div>

        {contents.isPending && (
          <SimpleGrid cols={GRID_COLS} spacing="md" aria-busy="true" aria-label={t('city.loading')}>
            {[0, 1, 2].map((i) => (
              <ContentCardSkeleton key={i} />
            ))}
          </SimpleGrid>
        )}

        {contents.isError && (
          <LoadFailed title={t('city.failed')} error={contents.error} onRetry={contents.refetch} />
        )}

        {contents.isSuccess && contents.data.length === 0 && (
          <Stack align="center" ta="center" gap="sm" py="xl">
            <IconMoodEmpty
              size={48}
              stroke={1.5}
              aria-hidden
              color="var(--mantine-color-nibble-6)"
            />
            <Title order={2} fz="xl">
              {t('city.emptyTitle', { city: cityName(city, t) })}
            </Title>
            <Text c="dimmed" maw={420}>
              {t('city.emptyText', { city: cityName(city, t) })}
            </Text>
          </Stack>
        )}

        {contents.isSuccess && contents.data.length > 0 && (
          <SimpleGrid cols={GRID_COLS} spacing="md">
            {contents.data.map((content, index) => (
              // The first row on a wide screen (three cards) covers the first view anywhere.
              <ContentCard key={content.id} content={content} eager={index < 3} />
            ))}
          </SimpleGrid>
        )}

        {contents.isSuccess && more && (
          <LoadMore
            more={more}
            label={t('city.more')}
            loadingLabel={t('city.loadingMore')}
            failedText={t('city.moreFailed')}
          />
        )}

        <BackHome />
      </Stack>
    </PublicFrame>
  );
}

/**
 * The pages after the first one the server drew the page from: fetched here, as the visitor
 * scrolls (the public entry has no query cache).
 */
function useLaterPages(city: string, firstCursor: string | null) {
  const [later, setLater] = useState<PublicContent[]>([]);
  const [cursor, setCursor] = useState(firstCursor);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);
  const loadMore = useCallback(() => {
    if (!cursor || busy.current) return;
    busy.current = true;
    setLoading(true);
    fetchCityPageLight(city, cursor)
      .then((page) => {
        setLater((items) => [...items, ...page.items]);
        setCursor(page.nextCursor);
        setFailed(false);
      })
      .catch(() => setFailed(true))
      .finally(() => {
        busy.current = false;
        setLoading(false);
      });
  }, [city, cursor]);
  const more: MoreState = { hasMore: cursor !== null, loading, failed, loadMore };
  return { later, more };
}

/** The City page as the server drew it, from the contents it was drawn from. */
export function CityPage({ page }: { page: PublicPageData }) {
  const city = page.screen === 'city' ? page.city : '';
  const { later, more } = useLaterPages(
    city,
    page.screen === 'city' ? (page.nextCursor ?? null) : null,
  );
  if (page.screen !== 'city') return null;
  return (
    <City
      state={page.state}
      city={page.city}
      contents={loaded(later.length ? [...page.contents, ...later] : page.contents)}
      more={more}
    />
  );
}
