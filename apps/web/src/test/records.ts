// Records as the API answers them, for tests that stand in for the server: the columns no
// test looks at hold the legacy record's values once, and each test names what it checks.
import type { Design } from '@nibble/core';

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
