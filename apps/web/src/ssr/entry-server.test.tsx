import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/setup.ts';
import { routeTitle } from '../routing/routeTitles.ts';
import { offer } from '../test/publicOffer.ts';
import { type PublicPageData, renderPublicPage } from './entry-server.tsx';

describe('renderPublicPage', () => {
  it('draws the QR page with its offer, under the preloader', async () => {
    const page = await renderPublicPage('en', {
      screen: 'page',
      pageId: '7',
      content: offer,
    });
    expect(page.html).toContain('Diwali sweets: 20% off');
    expect(page.html).toContain('Lakshmi Bakery');
    expect(page.html).toContain('20/11/2026');
    // The spec's preloader covers the page that is already there.
    expect(page.html).toMatch(/role="status"/);
    expect(page.title).toContain('Nibble Studio');
  });

  it('renders in the visitor language, and requests in two languages do not mix', async () => {
    const [malayalam, english] = await Promise.all([
      renderPublicPage('ml', { screen: 'home', cities: [] }),
      renderPublicPage('en', { screen: 'home', cities: [] }),
    ]);
    expect(malayalam.html).not.toEqual(english.html);
    expect(english.html).toContain('Scan the code using the app');
    expect(malayalam.html).not.toContain('Scan the code using the app');
    // Beyond the language switch's own name (മലയാളം), Malayalam text on the page.
    expect(malayalam.html.replaceAll('മലയാളം', '')).toMatch(/[\u0D00-\u0D7F]{3}/);
  });

  it('names the publisher’s city on the QR page in the visitor language, as the city page does', async () => {
    await i18n.loadLanguages(['ml', 'hi']);
    const data: PublicPageData = { screen: 'page', pageId: '7', content: offer };
    const [malayalam, hindi] = await Promise.all([
      renderPublicPage('ml', data),
      renderPublicPage('hi', data),
    ]);
    expect(malayalam.html).toContain('കണ്ണൂർ');
    expect(hindi.html).toContain('कन्नूर');
    // The stored value stays as it is, in the page's data only.
    expect(malayalam.html.replace(/<script[^>]*>.*?<\/script>/gs, '')).not.toContain('Kannur');
  });

  it('lists a city’s offers', async () => {
    const data: PublicPageData = {
      screen: 'city',
      state: 'kerala',
      city: 'Kannur',
      contents: [offer],
    };
    const page = await renderPublicPage('en', data);
    expect(page.html).toContain('Diwali sweets: 20% off');
    expect(page.html).toContain('href="/Page/7"');
    // Hydration draws from the same answer.
    expect(JSON.parse(page.state)).toEqual({ language: 'en', page: data });
  });

  it('titles each page as the full app’s route table does, in English and translated', async () => {
    const pages: [string, PublicPageData][] = [
      ['/', { screen: 'home', cities: [] }],
      [
        '/State/kerala/City/Kannur',
        { screen: 'city', state: 'kerala', city: 'Kannur', contents: [] },
      ],
      ['/Page/7', { screen: 'page', pageId: '7', content: offer }],
    ];
    await i18n.loadLanguages('hi');
    for (const [path, data] of pages) {
      expect((await renderPublicPage('en', data)).title).toBe(routeTitle(path));
      const hindi = await renderPublicPage('hi', data);
      expect(hindi.title).toBe(routeTitle(path, undefined, i18n.getFixedT('hi', 'public')));
    }
  });
});
