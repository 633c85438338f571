import { TIMERS_MS } from '@nibble/core';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { Preloader } from './Preloader.tsx';

describe('Preloader (spec §2: public routes, 1000 ms on entry)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
  afterEach(() => vi.useRealTimers());

  it('covers a public screen for TIMERS_MS.preloader, then shows it, and again on the next entry', async () => {
    const { router } = renderRoutes(
      [
        {
          element: <Preloader />,
          children: [
            { path: '/privacy', element: <p>privacy text</p> },
            { path: '/lock', element: <p>lock screen</p> },
          ],
        },
      ],
      { path: '/privacy' },
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TIMERS_MS.preloader - 10));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(20));
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    expect(screen.getByText('privacy text')).toBeInTheDocument();

    await act(() => router.navigate('/lock'));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TIMERS_MS.preloader + 10));
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });
});
