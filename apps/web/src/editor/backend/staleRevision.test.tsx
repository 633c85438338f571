import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from '../../theme.ts';
import { askStaleChoice } from './staleRevision.tsx';

const STALE_TITLE = 'This design was changed elsewhere';

function renderModals() {
  render(
    <MantineProvider theme={theme}>
      <ModalsProvider>
        <p>editor</p>
      </ModalsProvider>
    </MantineProvider>,
  );
}

describe('the stale revision question', () => {
  it.each([
    ['Reload', 'reload'],
    ['Save as a copy', 'copy'],
    ['Cancel', 'cancel'],
  ] as const)('answers %s with %s and closes', async (button, choice) => {
    renderModals();
    const answer = askStaleChoice('This design was changed elsewhere. Reload it or save a copy.');
    const dialog = await screen.findByRole('dialog', { name: STALE_TITLE }, { timeout: 5000 });
    expect(dialog).toHaveTextContent(
      'This design was changed elsewhere. Reload it or save a copy.',
    );
    await userEvent.click(screen.getByRole('button', { name: button }));
    await expect(answer).resolves.toBe(choice);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: STALE_TITLE })).toBeNull());
  });
});
