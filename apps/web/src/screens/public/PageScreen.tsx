// The QR page in the full app, for a visit no server drew: the same page, its content fetched
// here; an address that names no content is the not-found page.
import { useParams } from 'react-router';
import { ApiRequestError } from '../../api/client.ts';
import { usePublicContent } from '../../api/public.ts';
import { NotFoundScreen } from './NotFoundScreen.tsx';
import { Offer } from './Offer.tsx';

const PAGE_ID = /^[0-9]{1,10}$/;

export default function PageScreen() {
  const { page = '' } = useParams();
  const wellFormed = PAGE_ID.test(page);
  const content = usePublicContent(wellFormed ? page : '');

  if (!wellFormed) return <NotFoundScreen />;
  if (content.isError) {
    const error = content.error;
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      return <NotFoundScreen />;
    }
  }
  return <Offer content={content} />;
}
