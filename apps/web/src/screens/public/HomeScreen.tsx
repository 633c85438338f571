// Home in the full app, for a visit no server drew (the dev server, a build without the
// server renderer): the same page, its cities fetched here.
import { useCities } from '../../api/public.ts';
import { Home } from './Home.tsx';

export default function HomeScreen() {
  return <Home cities={useCities()} />;
}
