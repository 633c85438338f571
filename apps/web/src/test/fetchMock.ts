// The fetch stand-in most screen tests answer the server with: one mock per file or suite,
// in place before each test and reset and removed after it, so no answer leaks between tests.
import { afterEach, beforeEach, type Mock, vi } from 'vitest';

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

/** The request `fetchMock` received `index`th: its address, method and JSON body. */
export function sentRequest(fetchMock: Mock<typeof fetch>, index = 0) {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  return {
    url: String(url),
    method: init?.method ?? 'GET',
    body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
  };
}
