// What "Share" hands over for a published design (issue 29): its public page's address, the
// WhatsApp link of the fallback, and which of the design's page records is its public page.
// Pure: no browser, no React.
import { APP_PAGE_CHANNEL, type PageRecord } from '@nibble/core';
import { pagePath } from '../../api/publicAddresses.ts';

/**
 * The design's public page among its page records, as the city lists it (server:
 * public/service.ts): the oldest that publishing made (channel 'app'), else the oldest of all
 * (designs published before that channel existed, and the demo's). Null when it has none.
 */
export function publicPageOf(records: readonly PageRecord[]): PageRecord | null {
  const oldestFirst = [...records].sort((a, b) => a.id - b.id);
  return (
    oldestFirst.find((record) => record.channel === APP_PAGE_CHANNEL) ?? oldestFirst[0] ?? null
  );
}

/** The absolute address of a public page, on the origin the studio is served from. */
export const publicPageLink = (origin: string, pageId: number): string =>
  new URL(pagePath(pageId), origin).href;

/**
 * WhatsApp's own share link: it opens the app (or WhatsApp Web) with the message typed, for
 * the user to pick the chat or status. Title and link in one text, the link last so WhatsApp
 * draws its preview card from the public page's Open Graph tags.
 */
export const whatsAppLink = (title: string, link: string): string =>
  `https://wa.me/?text=${encodeURIComponent(`${title.trim()} ${link}`.trim())}`;

/** The PNG's file name in the share sheet: the page's number, in Latin letters. */
export const sharedFileName = (pageId: number): string => `offer-${pageId}.png`;

/** The WhatsApp status picture's file name. */
export const statusFileName = (pageId: number): string => `offer-${pageId}-status.png`;
