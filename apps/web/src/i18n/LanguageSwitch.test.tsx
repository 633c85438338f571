// Choosing a language on a public page changes its texts, <html lang> and the title, and the
// browser remembers the choice.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DocumentTitle } from '../routing/DocumentTitle.tsx';
import { NotFoundScreen } from '../screens/public/NotFoundScreen.tsx';
import { renderRoutes } from '../test/render.tsx';
import { LANGUAGE_STORAGE_KEY } from './languages.ts';

describe('the language switch', () => {
  it('shows the page in Malayalam, then Hindi, and remembers the choice', async () => {
    renderRoutes(
      [
        {
          path: '/404',
          element: (
            <>
              <DocumentTitle />
              <NotFoundScreen />
            </>
          ),
        },
      ],
      { path: '/404' },
    );
    expect(screen.getByText('Page not found.')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    const user = userEvent.setup();

    await user.selectOptions(screen.getByTestId('language-switch'), 'ml');
    expect(await screen.findByText('പേജ് കണ്ടെത്തിയില്ല.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ഹോമിലേക്ക് മടങ്ങുക' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ml');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ml');
    await waitFor(() => expect(document.title).toBe('പേജ് കണ്ടെത്തിയില്ല · Nibble Studio'));

    await user.selectOptions(screen.getByTestId('language-switch'), 'hi');
    expect(await screen.findByText('पेज नहीं मिला।')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
    expect(screen.queryByText('Page not found.')).not.toBeInTheDocument();
  });
});
