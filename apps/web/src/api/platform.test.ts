import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render.tsx';
import { fetchPlatformZone } from './platform.ts';

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
