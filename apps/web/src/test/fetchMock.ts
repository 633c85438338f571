// The fetch stand-in most screen tests answer the server with: one mock per file or suite,
// in place before each test and reset and removed after it, so no answer leaks between tests.
import { afterEach, beforeEach, vi } from 'vitest';

export function mockFetchEachTest() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
