// Records as the API answers them, for tests that stand in for the server: the columns no
// test looks at hold the legacy record's values once, and each test names what it checks.
import type { Design, Org, SignInResponse, User } from '@nibble/core';
import type { OutboxMessage } from '../api/users.ts';
import type { SelectedOrg } from '../session/store.ts';

/** An unpublished coupon of organisation 7 ('Demo'), revision 1; `over` sets the rest. */
export const designRecord = (over: Partial<Design> = {}): Design => ({
  id: 1,
  title: 'Design',
  preview: '',
  content: '',
  type: 'promotion_coupon',
  version: 'v1',
  api: '/app/coupon',
  owner_type: 1,
  owner_id: 7,
  owner_name: 'Demo',
  status: 3,
  auto_bookmark: 1,
  published: 0,
  publish_start: null,
  publish_end: null,
  revision: 1,
  updated: '2026-11-21T10:00:00.000Z',
  ...over,
});

/** Two organisations as the sys_admin's list answers them: one online, one offline. */
export const ORGS: Org[] = [
  {
    id: 7,
    name: 'Malabar Mart',
    address: '14 Fort Road',
    city: 'Kannur',
    state: 'tamil_nadu',
    phone: '4972701234',
    status: 1,
    category: 'grocery',
    postcode: '',
  },
  {
    id: 8,
    name: 'Quiet Shop',
    address: 'Beach Road',
    city: 'Kozhikode',
    state: 'kerala',
    phone: '4952701234',
    status: 0,
    category: 'pharmacy',
    postcode: '',
  },
];

/** The server's answer to Asha's sign-in (POST /session, token 'tok'); `over` sets the rest. */
export const signInAnswer = (over: Partial<SignInResponse> = {}): SignInResponse => ({
  status: '1',
  id: 'tok',
  name: 'Asha',
  phone: '9999999999',
  role: 'admin',
  mode: 0,
  email: '',
  ...over,
});

/** Asha, a sales manager with a shop account, as the users list answers her; `over` sets the rest. */
export const userRecord = (over: Partial<User> = {}): User => ({
  id: 1,
  name: 'Asha',
  phone: '9000000001',
  email: 'asha@shop.in',
  role: 'sales',
  city: 'Kannur',
  mode: 1,
  status: 1,
  ...over,
});

/** Binu, switched off, with no email or city; `over` sets his role and the rest. */
export const switchedOffUser = (over: Partial<User> = {}): User =>
  userRecord({
    id: 2,
    name: 'Binu',
    phone: '9000000002',
    email: '',
    city: '',
    mode: 0,
    status: 0,
    ...over,
  });

/** The organisation chosen in the session: 'Demo' (7), nothing else known; `over` sets the rest. */
export const chosenOrg = (over: Partial<SelectedOrg> = {}): SelectedOrg => ({
  orgId: 7,
  orgName: 'Demo',
  orgAddress: '',
  orgCity: '',
  orgState: '',
  orgPhone: '',
  ...over,
});

/** Binu's activation message waiting in the outbox, 21/11/2026; `over` sets its words. */
export const outboxMessage = (over: Partial<OutboxMessage> = {}): OutboxMessage => ({
  id: 5,
  recipient: '9000000002',
  subject: 'Activate',
  body: 'http://localhost:3000/activate?code=abc',
  created: '2026-11-21T10:00:00.000Z',
  ...over,
});
