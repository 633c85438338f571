import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { putFirst, replaceListed } from './cachedLists.ts';

const key = ['things'];
const listed = (client: QueryClient) => client.getQueryData<{ id: number; name: string }[]>(key);

describe('the cached lists of spec §4', () => {
  it('put a created record first, and move one already listed there', () => {
    const client = new QueryClient();
    putFirst(client, key, { id: 1, name: 'first' });
    expect(listed(client)).toEqual([{ id: 1, name: 'first' }]);
    putFirst(client, key, { id: 2, name: 'second' });
    putFirst(client, key, { id: 1, name: 'first, again' });
    expect(listed(client)).toEqual([
      { id: 1, name: 'first, again' },
      { id: 2, name: 'second' },
    ]);
  });

  it('replace an updated record in its row and leave the others', () => {
    const client = new QueryClient();
    client.setQueryData(key, [
      { id: 1, name: 'one' },
      { id: 2, name: 'two' },
    ]);
    replaceListed(client, key, { id: 2, name: 'two, renamed' });
    expect(listed(client)).toEqual([
      { id: 1, name: 'one' },
      { id: 2, name: 'two, renamed' },
    ]);
    replaceListed(client, ['nothing cached'], { id: 3, name: 'three' });
    expect(client.getQueryData(['nothing cached'])).toEqual([]);
  });
});
