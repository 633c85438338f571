import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SIGNED_OUT, useSession } from '../session/store.ts';
import { mockFetchEachTest } from '../test/fetchMock.ts';
import { theme } from '../theme.ts';
import { AuthImage } from './AuthImage.tsx';

const fetchMock = mockFetchEachTest();
const show = (src: string | null) =>
  render(
    <MantineProvider theme={theme}>
      <AuthImage src={src} alt="Preview of Offer" h={100} />
    </MantineProvider>,
  );

beforeEach(() => {
  useSession.setState({ ...SIGNED_OUT, signedIn: true, token: 'tok-3' });
  Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:offer', configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => {}, configurable: true });
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
