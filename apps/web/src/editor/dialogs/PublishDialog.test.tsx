import type { DesignType } from '@nibble/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/setup.ts';
import { platformZoneQueryKey } from '../../session/platform.ts';
import { Providers, testQueryClient } from '../../test/render.tsx';
import { PublishDialog } from './PublishDialog.tsx';

// 23/11/2026 10:30 UTC: already 24/11 on Kiritimati (+14), still 23/11 in Kolkata.
const INSTANT = new Date('2026-11-23T10:30:00Z');

function renderDialog(
  zone: string,
  onPublish = vi.fn().mockResolvedValue(undefined),
  design: { title: string; type: DesignType } = { title: 'Lunch menu', type: 'restaurant_menu' },
) {
  const client = testQueryClient();
  client.setQueryData(platformZoneQueryKey, zone);
  render(
    <Providers client={client}>
      <PublishDialog opened {...design} onClose={() => {}} onPublish={onPublish} />
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

describe('PublishDialog in Malayalam (issue 14)', () => {
  afterEach(() => vi.useRealTimers());

  it('labels every field and button in Malayalam and keeps DD/MM/YYYY', async () => {
    await i18n.changeLanguage('ml');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(INSTANT);
    renderDialog('Asia/Kolkata');
    const dialog = await screen.findByRole('dialog', { name: 'Lunch menu പ്രസിദ്ധീകരിക്കുക' });
    expect(within(dialog).getByRole('button', { name: 'തുടങ്ങുന്ന തീയതി' })).toHaveTextContent(
      '23/11/2026',
    );
    expect(within(dialog).getByRole('button', { name: 'അവസാന തീയതി' })).toBeDisabled();
    expect(
      within(dialog).getByText('റെസ്റ്റോറന്റ് മെനു ഏകദേശം പത്തു വർഷം പ്രസിദ്ധീകരിച്ച നിലയിൽ തുടരും.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'റദ്ദാക്കുക' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'പ്രസിദ്ധീകരിക്കുക' })).toBeInTheDocument();
  });

  it('shows a date rule in Hindi when no end date is chosen', async () => {
    await i18n.changeLanguage('hi');
    const onPublish = renderDialog('Asia/Kolkata', vi.fn(), {
      title: 'Offer',
      type: 'promotion_coupon',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'प्रकाशित करें' }));
    expect(await screen.findByText('कृपया खत्म होने की तारीख़ चुनें')).toBeInTheDocument();
    expect(onPublish).not.toHaveBeenCalled();
  });
});
