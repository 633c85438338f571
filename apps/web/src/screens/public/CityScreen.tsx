// The City page in the full app, for a visit no server drew: the same page, its contents
// fetched here a page at a time.
import type { PublicContent } from '@nibble/core';
import { useParams } from 'react-router';
import { useCityContents } from '../../api/public.ts';
import { moreOf } from '../../components/LoadMore.tsx';
import type { Loadable } from '../../public/loadable.ts';
import { City } from './City.tsx';

export default function CityScreen() {
  const { state = '', city = '' } = useParams();
  const query = useCityContents(city);
  // Pages already in stay on screen when a later one fails (the button then retries it).
  const contents: Loadable<PublicContent[]> = query.data
    ? {
        isPending: false,
        isError: false,
        isSuccess: true,
        data: query.data.pages.flatMap((page) => page.items),
        error: null,
      }
    : query.isError
      ? {
          isPending: false,
          isError: true,
          isSuccess: false,
          data: undefined,
          error: query.error,
          refetch: query.refetch,
        }
      : { isPending: true, isError: false, isSuccess: false, data: undefined, error: null };
  return <City state={state} city={city} contents={contents} more={moreOf(query)} />;
}
