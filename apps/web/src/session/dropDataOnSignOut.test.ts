import { FLAG_DEFAULTS } from '@nibble/core';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { dropDataOnSignOut } from './dropDataOnSignOut.ts';
import { flagsQueryKey } from './flags.ts';
import { SIGNED_OUT, useSession } from './store.ts';

describe('dropDataOnSignOut', () => {
  let stop = () => {};
  afterEach(() => stop());

  it("forgets the signed-out user's data but keeps the flags", () => {
    const client = new QueryClient();
    useSession.setState(SIGNED_OUT);
    useSession.getState().signIn({
      status: '1',
      id: 't',
      name: 'A',
      phone: '1',
      role: 'admin',
      mode: 0,
      email: '',
    });
    stop = dropDataOnSignOut(client);
    client.setQueryData(['orgs'], [{ id: 1 }]);
    client.setQueryData(flagsQueryKey, FLAG_DEFAULTS);

    useSession.getState().selectOrg({
      id: 1,
      name: 'n',
      address: 'a',
      city: 'c',
      state: 'kerala',
      phone: 'p',
    });
    expect(client.getQueryData(['orgs'])).toBeDefined();

    useSession.getState().signOut('unauthorized');
    expect(client.getQueryData(['orgs'])).toBeUndefined();
    expect(client.getQueryData(flagsQueryKey)).toEqual(FLAG_DEFAULTS);
  });
});
