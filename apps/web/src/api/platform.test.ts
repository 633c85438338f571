import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render.tsx';
import { fetchPlatformZone, fetchPublicUrl } from './platform.ts';

describe('fetchPlatformZone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers the zone the server is configured with', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse({ time_zone: 'Pacific/Kiritimati' }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchPlatformZone()).toBe('Pacific/Kiritimati');
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/v1\/platform$/);
  });

  it('keeps Asia/Kolkata when the answer has no zone this browser knows', async () => {
    for (const body of [{}, { time_zone: 'Mars/Base' }, { time_zone: 5 }]) {
      vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(body)));
      expect(await fetchPlatformZone()).toBe('Asia/Kolkata');
    }
  });
});

describe('fetchPublicUrl', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers the PUBLIC_URL the server is configured with', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          jsonResponse({ time_zone: 'Asia/Kolkata', public_url: 'https://offers.example.in' }),
        ),
    );
    expect(await fetchPublicUrl('http://10.0.0.5:3000')).toBe('https://offers.example.in');
  });

  it("keeps this page's origin when the answer has no http(s) address", async () => {
    for (const body of [{}, { public_url: 'javascript:alert(1)' }, { public_url: 5 }]) {
      vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(body)));
      expect(await fetchPublicUrl('http://10.0.0.5:3000')).toBe('http://10.0.0.5:3000');
    }
  });
});
