// An EditorBackend that keeps everything in this tab's memory. The editor uses it until the
// server-backed one exists, and the tests use it to drive the editor without a network.
import {
  CREATE_VALUES,
  DESIGNS_PAGE_SIZE,
  type Design,
  type DesignType,
  newCampaign,
  PUBLISHED,
  serializeCampaign,
  serializePage,
  type Template,
  type UploadedFile,
} from '@nibble/core';
import type { EditorBackend } from './backend-types.ts';

/** Why the in-memory backend refuses (translated where shown, editor/messages.ts). */
export const LOCAL_MESSAGES = {
  designGone: 'This design no longer exists.',
  stale: 'This design was changed elsewhere. Reload it to see the latest version.',
  templateGone: 'This template no longer exists.',
  pictureGone: 'This picture no longer exists.',
} as const;

const nowIso = () => new Date().toISOString();

export interface LocalBackendOptions {
  ownerId?: number;
  ownerName?: string;
  /** Public base URL encoded into print-page QR codes. */
  publicUrl?: string;
}

export function createLocalBackend(options: LocalBackendOptions = {}): EditorBackend {
  const ownerId = options.ownerId ?? 1;
  const ownerName = options.ownerName ?? '';
  const designs = new Map<number, Design>();
  const templates: Template[] = [];
  const uploads: Array<UploadedFile & { url: string }> = [];
  let nextId = 1;

  const newDesign = (type: DesignType, name: string): Design => {
    const campaign = newCampaign(type, name);
    const design: Design = {
      id: nextId++,
      title: campaign.title,
      preview: '',
      content: serializeCampaign(campaign),
      type,
      version: CREATE_VALUES.version,
      api: CREATE_VALUES.api,
      owner_type: CREATE_VALUES.ownerType,
      owner_id: ownerId,
      owner_name: ownerName,
      status: CREATE_VALUES.designStatus,
      auto_bookmark: CREATE_VALUES.autoBookmark,
      published: PUBLISHED.unpublished,
      publish_start: null,
      publish_end: null,
      revision: 1,
      updated: nowIso(),
    };
    designs.set(design.id, design);
    return design;
  };

  const mustFind = (id: number): Design => {
    const design = designs.get(id);
    if (!design) throw new Error(LOCAL_MESSAGES.designGone);
    return design;
  };

  return {
    async loadDesign(id, type, name) {
      return (id !== null && designs.get(id)) || newDesign(type, name);
    },
    async saveDesign(id, campaign, _previews, revision) {
      const current = mustFind(id);
      if (current.revision !== revision) {
        throw new Error(LOCAL_MESSAGES.stale);
      }
      const design = {
        ...current,
        title: campaign.title,
        content: serializeCampaign(campaign),
        revision: revision + 1,
        updated: nowIso(),
      };
      designs.set(id, design);
      return { design };
    },
    async setPublication(id, changes) {
      const design = { ...mustFind(id), ...changes, updated: nowIso() };
      designs.set(id, design);
      return design;
    },
    async listDesignsPage(type, cursor) {
      // In memory the cursor is where the next page starts in the newest-first list.
      const start = cursor ? Number(cursor) : 0;
      if (!Number.isInteger(start) || start < 0) throw new Error(`Not a page cursor: ${cursor}`);
      const list = [...designs.values()]
        .filter((design) => design.type === type)
        .sort((a, b) => b.updated.localeCompare(a.updated) || b.id - a.id);
      const end = start + DESIGNS_PAGE_SIZE;
      return {
        items: list.slice(start, end),
        nextCursor: end < list.length ? String(end) : null,
      };
    },
    async listTemplates(type) {
      return templates.filter((template) => template.type === type);
    },
    async createTemplate(input) {
      const template: Template = {
        id: nextId++,
        title: input.title,
        preview: URL.createObjectURL(input.preview),
        content: '',
        template: serializePage(input.page),
        type: input.type,
        version: CREATE_VALUES.version,
        api: CREATE_VALUES.api,
        owner_type: CREATE_VALUES.ownerType,
        owner_id: ownerId,
        owner_name: ownerName,
        status: CREATE_VALUES.templateStatus,
      };
      templates.unshift(template);
      return template;
    },
    async deleteTemplate(id) {
      const index = templates.findIndex((template) => template.id === id);
      if (index >= 0) templates.splice(index, 1);
    },
    async copyTemplateToGlobal(id) {
      const source = templates.find((template) => template.id === id);
      if (!source) throw new Error(LOCAL_MESSAGES.templateGone);
      const copy = { ...source, id: nextId++, owner_id: CREATE_VALUES.globalOwnerId };
      templates.unshift(copy);
      return copy;
    },
    async listUploads(illustration) {
      const files = uploads.filter((file) => file.illustration === illustration);
      return { files, totalBytes: uploads.reduce((sum, file) => sum + file.size, 0) };
    },
    async uploadFile(file, illustration) {
      const record = {
        id: nextId++,
        owner_id: ownerId,
        path: `${illustration ? 'illustrations' : 'image'}-${Date.now()}`,
        category: '',
        tags: '',
        type: file.type,
        size: file.size,
        illustration,
        created: nowIso(),
        url: URL.createObjectURL(file),
      };
      uploads.unshift(record);
      return record;
    },
    async promoteUpload(file) {
      const upload = uploads.find((candidate) => candidate.id === file.id);
      if (!upload) throw new Error(LOCAL_MESSAGES.pictureGone);
      upload.owner_id = CREATE_VALUES.globalOwnerId;
      return upload;
    },
    async fileUrl(file) {
      return uploads.find((upload) => upload.id === file.id)?.url ?? '';
    },
    async stockImages() {
      return [];
    },
    async createPrintPage(input) {
      const id = nextId++;
      // Loaded here, not with the editor: only a print page made in this tab draws a QR code.
      const { default: QRCode } = await import('qrcode');
      const qrUrl = await QRCode.toDataURL(`${options.publicUrl ?? location.origin}/Page/${id}`, {
        margin: 1,
        width: 400,
      });
      return {
        record: {
          id,
          code_type: CREATE_VALUES.pageCodeType,
          content_id: 0,
          title: input.title,
          channel: input.channel,
          preview: '',
          publisher_id: ownerId,
          publisher_name: ownerName,
          auto_bookmark: CREATE_VALUES.autoBookmark,
          content: '',
        },
        qrUrl,
      };
    },
  };
}
