import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/setup.ts';
import { renderWithEditor } from '../testing.tsx';
import { syncStateOf } from './liveSession.ts';
import { SyncStatus } from './SyncStatus.tsx';

describe('the sync state of a live design', () => {
  it('follows the connection: refused over offline over saving', () => {
    expect(syncStateOf({ refused: false, connected: true, serverHasAll: true })).toBe('synced');
    expect(syncStateOf({ refused: false, connected: true, serverHasAll: false })).toBe('saving');
    expect(syncStateOf({ refused: false, connected: false, serverHasAll: true })).toBe('offline');
    // Refused by the server: disconnected too, but "kept on this device" would promise a sync
    // that will never come.
    expect(syncStateOf({ refused: true, connected: false, serverHasAll: false })).toBe('refused');
  });

  it('says a refusal in words, in the interface language', async () => {
    const { unmount } = renderWithEditor(<SyncStatus sync="refused" />);
    expect(
      screen.getByRole('status', {
        name: 'Not saved — this design can no longer be edited here',
      }),
    ).toHaveAttribute('data-sync', 'refused');
    unmount();
    await i18n.changeLanguage('ml');
    renderWithEditor(<SyncStatus sync="refused" />);
    expect(
      await screen.findByRole('status', {
        name: 'സേവ് ചെയ്തിട്ടില്ല — ഈ ഡിസൈൻ ഇനി ഇവിടെ തിരുത്താനാവില്ല',
      }),
    ).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
