// The lock screen's placeholder user (spec §2) is written in the interface language, like the
// sample screens' people; English keeps the spec's placeholder.
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { i18n } from '../../i18n/setup.ts';
import { renderRoutes } from '../../test/render.tsx';
import LockScreen from './LockScreen.tsx';

const renderLock = () =>
  renderRoutes([{ path: '/lock', element: <LockScreen /> }], { path: '/lock' });

it('shows the placeholder user in English', () => {
  renderLock();
  expect(screen.getByRole('heading', { name: 'Bonnie Green', level: 1 })).toBeInTheDocument();
  expect(screen.getByText('BG')).toBeInTheDocument();
});

it.each([
  ['ml', 'ബോണി ഗ്രീൻ'],
  ['hi', 'बोनी ग्रीन'],
])('shows the placeholder user in %s script', async (language, name) => {
  await i18n.changeLanguage(language);
  renderLock();
  expect(screen.getByRole('heading', { name, level: 1 })).toBeInTheDocument();
  expect(screen.queryByText(/Bonnie/)).not.toBeInTheDocument();
});
