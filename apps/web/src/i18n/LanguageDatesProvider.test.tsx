import { DatePicker, DatePickerInput } from '@mantine/dates';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers, testQueryClient } from '../test/render.tsx';
import { LanguageDatesProvider } from './LanguageDatesProvider.tsx';
import { i18n } from './setup.ts';

const renderCalendar = () =>
  render(
    <Providers client={testQueryClient()}>
      <LanguageDatesProvider>
        <DatePicker defaultDate="2026-11-01" />
        <DatePickerInput label="Start" value="2026-11-25" valueFormat="DD/MM/YYYY" readOnly />
      </LanguageDatesProvider>
    </Providers>,
  );

describe('the calendars’ language', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('names months and days in English by default', () => {
    renderCalendar();
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    expect(screen.getByText('Mo')).toBeInTheDocument();
  });

  it('follows a switch to Malayalam and to Hindi; the typed date stays DD/MM/YYYY', async () => {
    await i18n.changeLanguage('ml');
    renderCalendar();
    expect(screen.getByText('നവംബർ 2026')).toBeInTheDocument();
    expect(screen.queryByText('November 2026')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toHaveTextContent('25/11/2026');

    await act(() => i18n.changeLanguage('hi'));
    expect(screen.getByText('नवम्बर 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toHaveTextContent('25/11/2026');
  });
});
