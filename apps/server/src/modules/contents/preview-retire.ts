// Each save stores its preview under a new name (design-<ts>, template-<id>-<ts>,
// page-<id>-<ts>) so browsers never show a stale picture. The pictures it replaces are
// deleted here, and only after the new one is stored and recorded: a failed save leaves
// the current picture in place.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contents, pages } from '../../db/schema.ts';
import type { BlobStore } from '../../storage/index.ts';
import { designImageKey, type PreviewTarget, parseDesignImageUrl } from './preview-url.ts';

const folderOf = (designId: number) => `design-images/${designId}/`;

/** The picture name of a key in a design's folder ('design-123' of '.../design-123.png'). */
const nameOfKey = (key: string): string =>
  key.slice(key.lastIndexOf('/') + 1).replace(/\.png$/, '');

/** The name prefix every picture of one preview shares. */
function prefixOf(target: PreviewTarget): string {
  if (target.kind === 'template') return `template-${target.templateId}-`;
  if (target.kind === 'page') return `page-${target.pageId}-`;
  return 'design-';
}

/** Names in the design's folder that records still show (its preview, its page records'). */
async function namesInUse(db: Db, designId: number): Promise<Set<string>> {
  const [design] = await db
    .select({ preview: contents.preview })
    .from(contents)
    .where(eq(contents.id, designId));
  const records = await db
    .select({ preview: pages.preview })
    .from(pages)
    .where(eq(pages.contentId, designId));
  const names = new Set<string>();
  for (const url of [design?.preview ?? '', ...records.map((r) => r.preview)]) {
    const image = parseDesignImageUrl(url);
    if (image?.designId === designId) names.add(image.name);
  }
  return names;
}

/**
 * Deletes the pictures `stored` replaced: the same preview's earlier pictures in this
 * design's folder that no record shows, and (for a template) its previous picture when it
 * was kept under another design.
 */
export async function retireReplacedPreviews(
  db: Db,
  blobs: BlobStore,
  designId: number,
  target: PreviewTarget,
  stored: string,
  previousUrl: string,
): Promise<void> {
  const prefix = prefixOf(target);
  const inUse = await namesInUse(db, designId);
  for (const key of await blobs.list(folderOf(designId))) {
    const name = nameOfKey(key);
    if (name.startsWith(prefix) && name !== stored && !inUse.has(name)) await blobs.delete(key);
  }
  const previous = parseDesignImageUrl(previousUrl);
  if (target.kind === 'template' && previous?.name.startsWith(prefix)) {
    if (previous.designId !== designId || previous.name !== stored) {
      await blobs.delete(designImageKey(previous.designId, previous.name));
    }
  }
}

/** Every picture of a design and its page records; template pictures outlive the design. */
export async function deleteDesignPictures(blobs: BlobStore, designId: number): Promise<void> {
  for (const key of await blobs.list(folderOf(designId))) {
    if (/^(design|page)-/.test(nameOfKey(key))) await blobs.delete(key);
  }
}
