import { LIMITS } from '@nibble/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewDesignDialog } from '../../screens/org/designs/NewDesignDialog.tsx';
import { renderRoutes } from '../../test/render.tsx';
import { TitleDialog } from './TitleDialog.tsx';

// Issue 18: titles and channels have bounds on the server; the dialogs stop at them, so
// nobody types a title that the save would then refuse.
describe('title bounds in the dialogs', () => {
  it('New Print Page takes at most 100 characters of title and 50 of channel', async () => {
    const onSubmit = vi.fn();
    renderRoutes([
      {
        path: '/',
        element: (
          <TitleDialog
            opened
            title="New Print Page"
            submitLabel="Add"
            withChannel
            onClose={() => {}}
            onSubmit={onSubmit}
          />
        ),
      },
    ]);
    const user = userEvent.setup();
    const title = screen.getByRole('textbox', { name: 'Title' });
    const channel = screen.getByRole('textbox', { name: 'Channel' });
    await user.click(title);
    await user.paste('ഓണം ഓഫർ 50% കിഴിവ് '.repeat(10));
    await user.click(channel);
    await user.paste('दिवाली धमाका ऑफर ₹499 '.repeat(5));
    expect((title as HTMLInputElement).value).toHaveLength(LIMITS.titleMax);
    expect((channel as HTMLInputElement).value).toHaveLength(LIMITS.channelMax);
  });

  it('New design takes at most 100 characters of title', async () => {
    renderRoutes([
      { path: '/', element: <NewDesignDialog opened onClose={() => {}} onCreate={() => {}} /> },
    ]);
    const user = userEvent.setup();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.click(title);
    await user.paste('x'.repeat(1000));
    expect((title as HTMLInputElement).value).toHaveLength(LIMITS.titleMax);
  });
});
