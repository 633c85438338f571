// Which preview URL a record may carry. A preview is copied along with its record (duplicate,
// template copy) and shown wherever the record is, so a record naming another record's
// picture would let its organisation read that picture. Each record therefore carries only
// its own pictures (or its organisation's uploads), and every refusal reads alike whether
// the named picture exists or not, so the answer tells nothing about other organisations.
import { ERROR_MESSAGES } from '@nibble/core';
import { badRequest } from '../../http/errors.ts';
import { parseDesignImageUrl } from './preview-url.ts';

export const FOREIGN_DESIGN_PREVIEW = ERROR_MESSAGES.preview_not_this_design;
export const FOREIGN_TEMPLATE_PREVIEW = ERROR_MESSAGES.preview_not_this_template;

const refuse = (message: string) => badRequest(message, { preview: message });

/** The organisation of an /upload-image/{orgId}/path/{name} URL, or null. */
function uploadOwner(url: string): number | null {
  const match = /^\/api\/v1\/upload-image\/([0-9]+)\/path\//.exec(url);
  return match?.[1] ? Number(match[1]) : null;
}

/** An upload of the organisation itself, or a global one (owner 0) every organisation sees. */
const isOwnUpload = (url: string, orgId: number): boolean => {
  const owner = uploadOwner(url);
  return owner !== null && (owner === orgId || owner === 0);
};

/**
 * A design's preview: '' , one of its own design-<ts> pictures, or an upload of its
 * organisation. A design being created (`designId` null) has no pictures yet.
 */
export function isDesignPreviewAllowed(
  preview: string,
  orgId: number,
  designId: number | null,
): boolean {
  if (preview === '' || isOwnUpload(preview, orgId)) return true;
  const image = parseDesignImageUrl(preview);
  return Boolean(image && image.designId === designId && /^design-[0-9]+$/.test(image.name));
}

export function assertDesignPreview(preview: string, orgId: number, designId: number | null) {
  if (!isDesignPreviewAllowed(preview, orgId, designId)) throw refuse(FOREIGN_DESIGN_PREVIEW);
}

/** A print page record's preview: a picture stored under its own design, or an upload. */
export function assertPagePreview(preview: string, orgId: number, designId: number) {
  if (preview === '' || isOwnUpload(preview, orgId)) return;
  const image = parseDesignImageUrl(preview);
  const own = image && image.designId === designId && /^(design|page)-[0-9]+/.test(image.name);
  if (!own) throw refuse(FOREIGN_DESIGN_PREVIEW);
}

/** The template id a template-<id>-<ts> picture belongs to, or null for any other URL. */
export function templateOfPicture(url: string): number | null {
  const image = parseDesignImageUrl(url);
  const match = image ? /^template-([0-9]+)-[0-9]+$/.exec(image.name) : null;
  return match?.[1] ? Number(match[1]) : null;
}

/**
 * A template's preview on create: '', an upload of its organisation, or the current preview
 * of a template this organisation can see (`visiblePreview` answers what that template's
 * preview is now, or null when it is not visible). The source is then copied under the new
 * template's own name.
 */
export async function assertTemplateSourcePreview(
  preview: string,
  orgId: number,
  visiblePreview: (templateId: number) => Promise<string | null>,
): Promise<void> {
  if (preview === '' || isOwnUpload(preview, orgId)) return;
  const source = templateOfPicture(preview);
  if (source !== null && (await visiblePreview(source)) === preview) return;
  throw refuse(FOREIGN_TEMPLATE_PREVIEW);
}

/** A template's preview on update: '', an upload of its organisation, or its own picture. */
export function assertOwnTemplatePreview(preview: string, orgId: number, templateId: number) {
  if (preview === '' || isOwnUpload(preview, orgId)) return;
  if (templateOfPicture(preview) !== templateId) throw refuse(FOREIGN_TEMPLATE_PREVIEW);
}
