import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT, useSession } from '../session/store.ts';
import { theme } from '../theme.ts';
import { AuthImage } from './AuthImage.tsx';

const fetchMock = vi.fn<typeof fetch>();
const show = (src: string | null) =>
  render(
    <MantineProvider theme={theme}>
      <AuthImage src={src} alt="Preview of Offer" h={100} />
    </MantineProvider>,
  );

beforeEach(() => {
  useSession.setState({ ...SIGNED_OUT, signedIn: true, token: 'tok-3' });
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:offer', configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => {}, configurable: true });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('AuthImage', () => {
  it('fetches an API picture with the bearer token and shows it from a blob', async () => {
    fetchMock.mockResolvedValue(new Response(new Blob(['png']), { status: 200 }));
    show('/api/v1/design-image/4/path/design-1');
    expect(await screen.findByRole('img', { name: 'Preview of Offer' })).toHaveAttribute(
      'src',
      'blob:offer',
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/design-image/4/path/design-1');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-3');
  });

  it('shows the placeholder picture when there is no preview or it cannot be loaded', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 404 }));
    show('/api/v1/design-image/4/path/design-1');
    expect(
      await screen.findByRole('img', { name: 'Preview of Offer (no preview)' }),
    ).toBeInTheDocument();
  });

  it('uses other URLs as they are', () => {
    show('/stock/pizza.jpg');
    expect(screen.getByRole('img', { name: 'Preview of Offer' })).toHaveAttribute(
      'src',
      '/stock/pizza.jpg',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
