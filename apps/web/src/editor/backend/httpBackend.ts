// The editor's backend over the HTTP API (spec §7): designs, publication, templates,
// uploads and print pages of the chosen organisation.
// Over 300 lines: every method of one interface (EditorBackend, backend-types.ts) over HTTP,
// each a few lines; the interface is read against them in one place.
import {
  type Campaign,
  type Design,
  type DesignType,
  newCampaign,
  serializeCampaign,
  serializePage,
  type Template,
} from '@nibble/core';
import * as designs from '../../api/designs.ts';
import * as pages from '../../api/pages.ts';
import * as templates from '../../api/templates.ts';
import * as uploads from '../../api/uploads.ts';
import { i18n } from '../../i18n/setup.ts';
import type { EditorBackend, PagePreview } from '../backend-types.ts';
import { takeStartedDesign } from '../route/earlyOpening.ts';
import { parseDesignContent } from '../store/parsedDesign.ts';
import type { StaleChoice } from './staleRevision.tsx';
import { fetchStockPictures } from './stock.ts';
import { checkUpload, UploadRefusedError, uploadFailureMessage } from './uploadRules.ts';

export interface HttpBackendOptions {
  orgId: number;
  /** Asked when a save meets a newer stored revision (a modal in the app). */
  resolveStale: (message: string, current: Design | null) => Promise<StaleChoice>;
  /** Shows the stored version again (the app reloads the editor). */
  reload: () => void;
  /** The design now being edited changed (a new design was created, or saved as a copy). */
  onDesignChanged?: (design: Design) => void;
  /** An upload passed the browser's checks and is on its way (spec §9: a 500 ms message). */
  onUploadStart?: (file: File) => void;
  /** Problems that lose no work (a preview that did not upload): told, not thrown. */
  warn?: (title: string, error: unknown) => void;
  now?: () => number;
  fetchStatic?: typeof fetch;
}

const COPY_SUFFIX = ' (copy)';

const readBlob = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(blob);
  });

/** The preview that represents the design: its first page's, else the first one given. */
const firstPreview = (campaign: Campaign, previews: PagePreview[]): PagePreview | undefined =>
  previews.find((p) => p.pageId === campaign.pages.order[0]) ?? previews[0];

export function createHttpBackend(options: HttpBackendOptions): EditorBackend {
  const { orgId } = options;
  const now = options.now ?? Date.now;
  const warn = options.warn ?? ((title, error) => console.warn(title, error));
  // Template previews and print pages hang off the design being edited.
  let currentDesign: Design | null = null;
  const fileUrls = new Map<string, Promise<string>>();
  const previewUrls = new Map<string, Promise<string>>();

  const adopt = (design: Design): Design => {
    const changed = currentDesign?.id !== design.id;
    currentDesign = design;
    if (changed) options.onDesignChanged?.(design);
    return design;
  };
  const designId = (): number => {
    if (!currentDesign) throw new Error('Open a design first.');
    return currentDesign.id;
  };

  /** Lists show previews in plain <img>s, so API previews become object URLs here. */
  const shownPreview = (url: string): Promise<string> => {
    if (!url || !designs.isApiUrl(url)) return Promise.resolve(url);
    let shown = previewUrls.get(url);
    if (!shown) {
      shown = designs.fetchApiImage(url).then(
        (blob) => URL.createObjectURL(blob),
        () => {
          previewUrls.delete(url);
          return '';
        },
      );
      previewUrls.set(url, shown);
    }
    return shown;
  };
  const withShownPreview = async <T extends { preview: string }>(item: T): Promise<T> => ({
    ...item,
    preview: await shownPreview(item.preview),
  });

  /**
   * Uploads the page previews the server has a place for: the first page's becomes the
   * design's preview (design-<ts>), a print page's goes to its page record (page-<id>-<ts>).
   * Other pages have no record to hang a picture on, so theirs are not sent.
   */
  const uploadPreviews = async (
    id: number,
    campaign: Campaign,
    previews: PagePreview[],
    at: number,
  ) => {
    const first = firstPreview(campaign, previews);
    for (const preview of previews) {
      const page = campaign.pages.items[preview.pageId] ?? campaign.prints.items[preview.pageId];
      const name =
        preview === first
          ? `design-${at}`
          : page?.pageRecordId
            ? `page-${page.pageRecordId}-${at}`
            : null;
      if (!name) continue;
      try {
        await designs.uploadDesignImage(id, name, preview.png);
      } catch (error) {
        warn(
          preview === first
            ? i18n.t('editor:notify.designPreviewFailed')
            : i18n.t('editor:notify.pagePreviewFailed', { page: page?.title || preview.pageId }),
          error,
        );
      }
    }
  };

  const saveAsCopy = async (
    source: Design | null,
    campaign: Campaign,
    previews: PagePreview[],
  ): Promise<Design> => {
    const type = source?.type ?? currentDesign?.type;
    if (!type) throw new Error('The design type is unknown, so no copy could be made.');
    const title = `${campaign.title}${COPY_SUFFIX}`;
    const copy = await designs.createDesign(orgId, {
      title,
      content: serializeCampaign({ ...campaign, title }),
      type,
    });
    const at = now();
    await uploadPreviews(copy.id, campaign, previews, at);
    const withPreview = firstPreview(campaign, previews)
      ? { ...copy, preview: designs.designImageUrl(copy.id, `design-${at}`) }
      : copy;
    return adopt(withPreview);
  };

  return {
    async loadDesign(id, type, name) {
      const design =
        id === null
          ? await designs.createDesign(orgId, {
              title: name,
              content: serializeCampaign(newCampaign(type, name)),
              type,
            })
          : // The app's start may have asked for it already (route/earlyOpening.ts).
            await (takeStartedDesign(orgId, id) ?? designs.getDesign(orgId, id));
      // A broken document fails here with the parser's message rather than inside the canvas
      // (and the editor shows this very answer: parsedDesign.ts keeps it).
      parseDesignContent(design.content, design.type);
      return adopt(design);
    },

    async saveDesign(id, campaign, previews, revision) {
      const at = now();
      const first = firstPreview(campaign, previews);
      const body = {
        campaign: serializeCampaign(campaign),
        revision,
        ...(first ? { preview: designs.designImageUrl(id, `design-${at}`) } : {}),
      };
      try {
        // Saved first, previews after: a refused save must not change the stored preview.
        const design = await designs.saveCampaign(orgId, id, body);
        await uploadPreviews(id, campaign, previews, at);
        return { design: adopt(design) };
      } catch (error) {
        if (!(error instanceof designs.StaleRevisionError)) throw error;
        const choice = await options.resolveStale(error.message, error.current);
        if (choice === 'copy') {
          return { design: await saveAsCopy(error.current ?? currentDesign, campaign, previews) };
        }
        if (choice === 'reload') options.reload();
        throw error;
      }
    },

    async savePreviews(id, campaign, previews) {
      const at = now();
      const first = firstPreview(campaign, previews);
      // The server's own content and revision: this save never overwrites live changes. A
      // change landing in between makes it stale once; the second try reads it again.
      for (let attempt = 0; ; attempt += 1) {
        const stored = await designs.getDesign(orgId, id);
        try {
          const design = await designs.saveCampaign(orgId, id, {
            campaign: stored.content,
            revision: stored.revision,
            ...(first ? { preview: designs.designImageUrl(id, `design-${at}`) } : {}),
          });
          await uploadPreviews(id, campaign, previews, at);
          return adopt(design);
        } catch (error) {
          if (!(error instanceof designs.StaleRevisionError) || attempt > 0) throw error;
        }
      }
    },

    async setPublication(id, changes) {
      return adopt(await designs.setPublication(orgId, id, changes));
    },

    async listDesignsPage(type: DesignType, cursor?: string) {
      const page = await designs.listDesignsPage(orgId, { type, ...(cursor ? { cursor } : {}) });
      return { ...page, items: await Promise.all(page.items.map(withShownPreview)) };
    },

    async listTemplates(type: DesignType) {
      const list = await templates.listTemplates(orgId, type);
      return Promise.all(list.map(withShownPreview));
    },

    async createTemplate(input) {
      const created = await templates.createTemplate(orgId, {
        title: input.title,
        template: serializePage(input.page),
        type: input.type,
        content: '',
      });
      // Storing the picture under template-<id>-<ts> also sets the template's preview.
      const name = `template-${created.id}-${now()}`;
      try {
        const hostId = designId();
        await designs.uploadDesignImage(hostId, name, input.preview);
        return withShownPreview({ ...created, preview: designs.designImageUrl(hostId, name) });
      } catch (error) {
        warn(i18n.t('editor:notify.templatePreviewFailed'), error);
        return created;
      }
    },

    async deleteTemplate(id) {
      await templates.deleteTemplate(orgId, id);
    },

    async copyTemplateToGlobal(id) {
      const source: Template = await templates.getTemplate(orgId, id);
      const copy = await templates.createTemplate(orgId, {
        title: source.title,
        preview: source.preview,
        content: source.content,
        template: source.template,
        type: source.type,
        owner_id: 0,
      });
      return withShownPreview(copy);
    },

    async listUploads(illustration) {
      const [files, totalBytes] = await Promise.all([
        uploads.listUploads(orgId, illustration),
        uploads.uploadedBytes(orgId),
      ]);
      return { files, totalBytes };
    },

    async uploadFile(file, illustration) {
      const problem = checkUpload(file, illustration);
      if (problem) throw new UploadRefusedError(problem);
      options.onUploadStart?.(file);
      try {
        return await uploads.uploadFile(orgId, file, illustration, now());
      } catch (error) {
        throw new UploadRefusedError(uploadFailureMessage(error, illustration));
      }
    },

    promoteUpload(file) {
      return uploads.promoteUpload(orgId, file.id);
    },

    fileUrl(file) {
      // A data: URL, because the canvas stores this URL in the document: it must still draw
      // after a reload and on the public page, where neither a blob: URL nor the token exists.
      let url = fileUrls.get(file.path);
      if (!url) {
        url = uploads.uploadedBlob(orgId, file.path).then(readBlob);
        fileUrls.set(file.path, url);
        url.catch(() => fileUrls.delete(file.path));
      }
      return url;
    },

    stockImages() {
      return fetchStockPictures(options.fetchStatic ?? fetch);
    },

    async createPrintPage(input) {
      const record = await pages.createPageRecord(orgId, {
        content_id: designId(),
        title: input.title,
        channel: input.channel,
      });
      return { record, qrUrl: pages.pageQrUrl(record.id) };
    },

    listPageRecords(designId) {
      return pages.listPageRecords(orgId, designId);
    },
  };
}
