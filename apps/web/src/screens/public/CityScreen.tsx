// The City page in the full app, for a visit no server drew: the same page, its contents
// fetched here.
import { useParams } from 'react-router';
import { useCityContents } from '../../api/public.ts';
import { City } from './City.tsx';

export default function CityScreen() {
  const { state = '', city = '' } = useParams();
  return <City state={state} city={city} contents={useCityContents(city)} />;
}
