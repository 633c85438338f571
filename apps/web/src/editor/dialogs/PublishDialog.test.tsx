import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { platformZoneQueryKey } from '../../session/platform.ts';
import { Providers, testQueryClient } from '../../test/render.tsx';
import { PublishDialog } from './PublishDialog.tsx';

// 23/11/2026 10:30 UTC: already 24/11 on Kiritimati (+14), still 23/11 in Kolkata.
const INSTANT = new Date('2026-11-23T10:30:00Z');

function renderDialog(zone: string, onPublish = vi.fn().mockResolvedValue(undefined)) {
  const client = testQueryClient();
  client.setQueryData(platformZoneQueryKey, zone);
  render(
    <Providers client={client}>
      <PublishDialog
        opened
        title="Lunch menu"
        type="restaurant_menu"
        onClose={() => {}}
        onPublish={onPublish}
      />
    </Providers>,
  );
  return onPublish;
}

describe('PublishDialog', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['Pacific/Kiritimati', '24/11/2026', { start: '2026-11-24', end: '2036-11-21' }],
    ['Asia/Kolkata', '23/11/2026', { start: '2026-11-23', end: '2036-11-20' }],
  ])(
    'counts today in the platform zone (%s) and sends calendar days',
    async (zone, shown, sent) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(INSTANT);
      const onPublish = renderDialog(zone);
      expect(await screen.findByRole('button', { name: 'Start date' })).toHaveTextContent(shown);
      fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
      await waitFor(() => expect(onPublish).toHaveBeenCalledWith(sent));
    },
  );
});
