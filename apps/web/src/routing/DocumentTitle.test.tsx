// The document title follows the language, even when a screen's catalogue arrives after the
// title was first drawn (a reload on the editor's own address).
import { waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { i18n } from '../i18n/setup.ts';
import { renderRoutes } from '../test/render.tsx';
import { DocumentTitle } from './DocumentTitle.tsx';

afterEach(async () => {
  // Later tests expect every catalogue in place.
  await i18n.reloadResources(['ml'], ['dashboard']);
});

it('names the editor in Malayalam once its catalogue arrives, never by its key', async () => {
  await i18n.changeLanguage('ml');
  // As on a fresh page load: the signed-in catalogue is not in yet when the title is drawn.
  i18n.removeResourceBundle('ml', 'dashboard');
  renderRoutes([{ path: '/dashboard/design/:designId?', element: <DocumentTitle /> }], {
    path: '/dashboard/design/5',
  });
  expect(document.title).not.toBe('ഡിസൈൻ തിരുത്തുക · Nibble Studio');

  await i18n.reloadResources(['ml'], ['dashboard']);
  await waitFor(() => expect(document.title).toBe('ഡിസൈൻ തിരുത്തുക · Nibble Studio'));
});
