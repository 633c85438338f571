import type { SignInResponse } from '@nibble/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY, SIGNED_OUT, useSession } from './store.ts';

const success: SignInResponse = {
  status: '1',
  id: 'token-abc',
  name: 'Asha Menon',
  phone: '9999999999',
  role: 'sys_admin',
  mode: 0,
  email: 'asha@example.com',
};

const kannurOrg = {
  id: 7,
  name: 'Kannur Bakes',
  address: '12 Fort Road',
  city: 'Kannur',
  state: 'kerala',
  phone: '9876543210',
  memberRole: 'org_owner',
};

describe('session store (spec §4 Session)', () => {
  beforeEach(() => {
    useSession.setState(SIGNED_OUT);
    sessionStorage.clear();
  });

  it("signs in when the status is '1', with no organisation chosen", () => {
    useSession.getState().signIn(success);
    const state = useSession.getState();
    expect(state).toMatchObject({
      signedIn: true,
      name: 'Asha Menon',
      phone: '9999999999',
      role: 'sys_admin',
      mode: 0,
      token: 'token-abc',
      email: 'asha@example.com',
      status: '1',
      org: null,
      design: null,
    });
  });

  it('stores any other status and stays signed out', () => {
    useSession.getState().signIn({ status: 'Wrong phone or password' });
    const state = useSession.getState();
    expect(state.signedIn).toBe(false);
    expect(state.token).toBe('');
    expect(state.status).toBe('Wrong phone or password');
  });

  it('a failed sign-in after a successful one does not keep the old token', () => {
    useSession.getState().signIn(success);
    useSession.getState().signIn({ status: 'Too many attempts' });
    expect(useSession.getState()).toMatchObject({ signedIn: false, token: '', name: '' });
  });

  it('keeps the session in sessionStorage and restores it after a reload', async () => {
    useSession.getState().signIn(success);
    useSession.getState().selectOrg(kannurOrg);
    const stored = JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(stored.state).toMatchObject({ token: 'token-abc', org: { orgName: 'Kannur Bakes' } });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();

    // A reload starts from an empty store and reads the tab's storage back.
    useSession.setState(SIGNED_OUT);
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored));
    await useSession.persist.rehydrate();
    expect(useSession.getState()).toMatchObject({
      signedIn: true,
      token: 'token-abc',
      org: { orgId: 7, orgCity: 'Kannur', orgState: 'kerala' },
    });
  });

  it('selects and resets the organisation; design mode comes and goes', () => {
    const session = useSession.getState();
    session.signIn(success);
    session.selectOrg(kannurOrg);
    expect(useSession.getState().org).toEqual({
      orgId: 7,
      orgName: 'Kannur Bakes',
      orgAddress: '12 Fort Road',
      orgCity: 'Kannur',
      orgState: 'kerala',
      orgPhone: '9876543210',
      orgRole: 'org_owner',
    });
    session.enterDesign('promotion_coupon', 'Coupon', 42);
    expect(useSession.getState().design).toEqual({
      designType: 'promotion_coupon',
      designName: 'Coupon',
      designId: 42,
    });
    session.leaveDesign();
    expect(useSession.getState().design).toBeNull();
    session.enterDesign('restaurant_menu', 'Menu');
    session.resetOrg();
    expect(useSession.getState()).toMatchObject({ org: null, design: null, signedIn: true });
  });

  it('sign-out clears the session entirely and records why', () => {
    const session = useSession.getState();
    session.signIn(success);
    session.selectOrg(kannurOrg);
    session.enterDesign('promotion_coupon', 'Coupon');
    session.signOut('unauthorized');
    expect(useSession.getState()).toMatchObject({
      ...SIGNED_OUT,
      signOutReason: 'unauthorized',
    });
    const stored = JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(stored.state.token).toBe('');
  });
});
