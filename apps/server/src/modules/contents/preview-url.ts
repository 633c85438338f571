// Preview pictures live on this server only (design-image and upload-image paths), so a
// design can never make the public page or a member's browser load a third-party URL.
import { ERROR_MESSAGES } from '@nibble/core';
import { z } from 'zod';

/** Names under /design-image/{id}/path/: lower-case words and numbers, nothing else. */
export const DESIGN_IMAGE_NAME = /^[a-z]+(-[0-9]+)*$/;

/** What a preview's name points at: the design's own, a template's or a page record's. */
export type PreviewTarget =
  | { kind: 'design' }
  | { kind: 'template'; templateId: number }
  | { kind: 'page'; pageId: number };

export const designImageUrl = (designId: number, name: string): string =>
  `/api/v1/design-image/${designId}/path/${name}`;

/** Where the PNG of a design image is kept in the blob store. */
export const designImageKey = (designId: number, name: string): string =>
  `design-images/${designId}/${name}.png`;

const OWN_IMAGE_URL =
  /^\/api\/v1\/(design-image\/[0-9]+\/path\/[a-z]+(-[0-9]+)*|upload-image\/[0-9]+\/path\/[a-z0-9]+(-[a-z0-9]+)*(\.[a-z]+)?)$/;

export const PREVIEW_MESSAGE = ERROR_MESSAGES.preview_not_stored;

/** '' (no preview) or a design-image / upload-image path of this server. */
export const previewField = z
  .string()
  .trim()
  .refine((value) => value === '' || OWN_IMAGE_URL.test(value), { error: PREVIEW_MESSAGE });

/** The design id and name of a design-image URL, or null. */
export function parseDesignImageUrl(url: string): { designId: number; name: string } | null {
  const match = /^\/api\/v1\/design-image\/([0-9]+)\/path\/([a-z]+(?:-[0-9]+)*)$/.exec(url);
  if (!match?.[1] || !match[2]) return null;
  return { designId: Number(match[1]), name: match[2] };
}
