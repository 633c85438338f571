// What a link to a QR page shows when shared (WhatsApp, Facebook, X…): Open Graph and Twitter
// card tags in the first HTML, since their crawlers run no JS. Images must be absolute URLs.

import type { PublicContentDetail } from '@nibble/core/public-pages';
import dayjs from 'dayjs';
import escapeHtml from 'escape-html';

export interface ShareCard {
  title: string;
  description: string;
  /** The page's own absolute address. */
  url: string;
  /** The design's preview picture, absolute; none when the design has no preview. */
  image?: string;
  imageAlt?: string;
}

// The spec's day format (DD/MM/YYYY), from the server's days (YYYY-MM-DD), zone-free.
const day = (text: string) => dayjs(text).format('DD/MM/YYYY');

/**
 * The card of one offer. Crawlers send no language, so it is in English like the product's
 * name; the page itself renders in the visitor's language.
 */
export function offerCard(content: PublicContentDetail, publicUrl: string): ShareCard {
  const where = [content.publisher_name, content.publisher_city].filter(Boolean).join(', ');
  const valid =
    content.valid_from && content.valid_to
      ? `Valid ${day(content.valid_from)} to ${day(content.valid_to)}`
      : '';
  const image = content.preview ? new URL(content.preview, `${publicUrl}/`).href : undefined;
  return {
    title: content.title,
    description: [where, valid].filter(Boolean).join(' · '),
    url: `${publicUrl}/Page/${content.id}`,
    ...(image ? { image, imageAlt: `Preview of ${content.title}` } : {}),
  };
}

/** The `<meta>` tags of a card, every value escaped for an attribute. */
export function shareTags(card: ShareCard): string {
  const tags: Array<[attribute: string, key: string, value: string | undefined]> = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Nibble Studio'],
    ['property', 'og:title', card.title],
    ['property', 'og:description', card.description],
    ['property', 'og:url', card.url],
    ['property', 'og:image', card.image],
    ['property', 'og:image:alt', card.imageAlt],
    ['name', 'twitter:card', card.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', card.title],
    ['name', 'twitter:description', card.description],
    ['name', 'twitter:image', card.image],
    ['name', 'twitter:image:alt', card.imageAlt],
  ];
  return tags
    .filter((tag): tag is [string, string, string] => Boolean(tag[2]))
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`)
    .join('');
}
