// The privacy policy in every language: English as written, Malayalam and Hindi translated
// whole, with the update date's month named in the language.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/setup.ts';
import { renderRoutes } from '../../test/render.tsx';
import { englishLeft } from '../admin/englishLeft.ts';
import PrivacyScreen from './PrivacyScreen.tsx';

// The product's name, and English as the language switch names it in its own script.
const NAMES = ['Nibble Studio', 'English'];

const show = () =>
  renderRoutes([{ path: '/privacy', element: <PrivacyScreen /> }], { path: '/privacy' });

describe('Privacy policy', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('reads in English with its sections and date', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    expect(screen.getByText('Last updated 21 November 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What we collect' })).toBeInTheDocument();
    expect(screen.getByText('Visitors', { selector: 'b' })).toBeInTheDocument();
  });

  it.each([
    ['ml', 'സ്വകാര്യതാ നയം', 'ഞങ്ങൾ ശേഖരിക്കുന്നവ', 'നവംബർ'],
    ['hi', 'गोपनीयता नीति', 'हम क्या जानकारी रखते हैं', 'नवम्बर'],
  ] as const)('is translated whole in %s', async (language, title, section, month) => {
    await i18n.changeLanguage(language);
    show();
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`21 ${month} 2026`))).toBeInTheDocument();
    expect(englishLeft(document.body, NAMES)).toEqual([]);
  });
});
