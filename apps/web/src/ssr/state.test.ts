// @vitest-environment jsdom

import { SERVER_STATE_ID } from '@nibble/core/public-pages';
import { describe, expect, it } from 'vitest';
import type { PublicContentDetail } from '../api/publicAddresses.ts';
import { readServerState, serialiseServerState } from './state.ts';

const embed = (json: string) => {
  document.body.innerHTML = `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
};

describe('server state', () => {
  it('cannot close its script element, and reads back the same data', () => {
    const title = '</script><script>alert(1)</script><!-- \u2028';
    const json = serialiseServerState({
      language: 'en',
      page: { screen: 'page', pageId: '1', content: { title } as PublicContentDetail },
    });
    expect(json).not.toMatch(/<|\u2028/);
    embed(json);
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readServerState(document)?.page).toEqual({
      screen: 'page',
      pageId: '1',
      content: { title },
    });
  });

  it('is null when absent or not ours', () => {
    document.body.innerHTML = '';
    expect(readServerState(document)).toBeNull();
    embed('{"language":"fr","page":{"screen":"home","cities":[]}}');
    expect(readServerState(document)).toBeNull();
    embed('{"language":"en","page":{"screen":"dashboard"}}');
    expect(readServerState(document)).toBeNull();
    embed('not json');
    expect(readServerState(document)).toBeNull();
  });
});
