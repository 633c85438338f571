// One published offer as the public API answers it, for the tests of the pages the server
// draws and the browser hydrates.
import type { PublicContentDetail } from '../api/publicAddresses.ts';

export const offer: PublicContentDetail = {
  id: 7,
  title: 'Diwali sweets: 20% off',
  preview: '/api/previews/7.png',
  publisher_name: 'Lakshmi Bakery',
  publisher_city: 'Kannur',
  valid_from: '2026-11-20',
  valid_to: '2026-11-30',
  publish_start: null,
  publish_end: null,
  type: 'promotion_coupon',
  template: '',
  code_type: '001',
};
