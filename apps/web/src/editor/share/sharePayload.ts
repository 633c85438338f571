// What the phone's share sheet gets for a published design (issue 29): the page's PNG as the
// editor exports it, the public page's link and the design's title. Made when the menu opens,
// so that a tap on Share calls navigator.share while the tap still counts as the user's
// (browsers refuse a share that comes seconds after it).
import { EXPORT_RATIOS, type Page, type PageRecord } from '@nibble/core';
import { publicPageLink, publicPageOf } from '../../components/share/shareLinks.ts';
import { pagePreview } from '../export/png.ts';

export const NO_PUBLIC_PAGE = 'This design has no public page yet.';

export interface ShareTarget {
  title: string;
  /** The public page's absolute address. */
  link: string;
  /** Its page record's id (the `/Page/{id}` of the link). */
  pageId: number;
}

export interface ShareSources {
  title: string;
  designId: number;
  listPageRecords: (designId: number) => Promise<PageRecord[]>;
  origin: string;
}

/** The design's public page link, or a refusal when it has none (not published yet). */
export async function shareTarget(sources: ShareSources): Promise<ShareTarget> {
  const record = publicPageOf(await sources.listPageRecords(sources.designId));
  if (!record) throw new Error(NO_PUBLIC_PAGE);
  return {
    title: sources.title,
    link: publicPageLink(sources.origin, record.id),
    pageId: record.id,
  };
}

/** The page drawn on screen as "Save as png" draws it, as a file to share. */
export async function sharedPicture(page: Page, fileName: string): Promise<File> {
  const png = await pagePreview(page, EXPORT_RATIOS.png);
  return new File([png], fileName, { type: 'image/png' });
}

/** A PNG of no content: asks the browser whether it shares pictures before one is drawn. */
const probe = () => new File([new Uint8Array(0)], 'probe.png', { type: 'image/png' });

/** Whether the browser's share sheet takes files (the picture with the link). */
export function canShareFiles(png: File = probe()): boolean {
  if (typeof navigator.share !== 'function' || typeof navigator.canShare !== 'function') {
    return false;
  }
  try {
    return navigator.canShare({ files: [png] });
  } catch {
    return false;
  }
}

export type ShareOutcome = 'shared' | 'cancelled' | 'fallback';

/**
 * Opens the share sheet with the picture, title and link. 'cancelled' when the user closed
 * it; 'fallback' when the browser cannot share files or refused (the dialog takes over).
 */
export async function shareWithFiles(target: ShareTarget, png: File): Promise<ShareOutcome> {
  if (!canShareFiles(png)) return 'fallback';
  try {
    // The link as `url`: share targets join text and url into one message (WhatsApp shows
    // the title and the link under the picture).
    await navigator.share({
      files: [png],
      title: target.title,
      text: target.title,
      url: target.link,
    });
    return 'shared';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'fallback';
  }
}
