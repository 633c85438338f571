// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readServerState, SERVER_STATE_ID, serialiseServerState } from './state.ts';

const embed = (json: string) => {
  document.body.innerHTML = `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
};

describe('server state', () => {
  it('cannot close its script element, and reads back the same data', () => {
    const title = '</script><script>alert(1)</script><!-- \u2028';
    const json = serialiseServerState({
      language: 'en',
      queries: [{ key: ['public', 'page', '1'], data: { title } }],
    });
    expect(json).not.toMatch(/<|\u2028/);
    embed(json);
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readServerState(document)?.queries[0]?.data).toEqual({ title });
  });

  it('is null when absent or not ours', () => {
    document.body.innerHTML = '';
    expect(readServerState(document)).toBeNull();
    embed('{"language":"fr","queries":[]}');
    expect(readServerState(document)).toBeNull();
    embed('not json');
    expect(readServerState(document)).toBeNull();
  });
});
