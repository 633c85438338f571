import { renderToStaticMarkup } from 'react-dom/server';
import { Trans } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './languages.ts';
import { Markup } from './Markup.tsx';
import { i18n, loadNamespaces } from './setup.ts';

const components = { nowrap: <span style={{ whiteSpace: 'nowrap' }} /> };

describe('Markup', () => {
  it('draws Home’s tagline as react-i18next’s Trans does, in every language', async () => {
    await i18n.loadLanguages([...LANGUAGE_CODES]);
    await loadNamespaces(['public']);
    for (const language of LANGUAGE_CODES) {
      const t = i18n.getFixedT(language, 'public');
      const ours = renderToStaticMarkup(
        <Markup message={t('home.tagline')} components={components} />,
      );
      const theirs = renderToStaticMarkup(
        <Trans i18nKey="home.tagline" t={t} components={components} />,
      );
      expect(ours, language).toBe(theirs);
      expect(ours).toContain('<span style="white-space:nowrap">');
    }
  });

  it('leaves a message without tags, and a tag it was given no element for, as text', () => {
    expect(renderToStaticMarkup(<Markup message="Plain words" components={components} />)).toBe(
      'Plain words',
    );
    expect(
      renderToStaticMarkup(<Markup message="a <b>bold</b> word" components={components} />),
    ).toBe('a &lt;b&gt;bold&lt;/b&gt; word');
  });
});
