// The seam between the editor and the server. The editor only ever talks to an
// EditorBackend; the real one (src/editor/backend/, written with the publishing issue)
// calls the API, the local one keeps everything in memory for a design not yet on a server.
import type {
  Campaign,
  Design,
  DesignType,
  Page,
  Paged,
  PageRecord,
  Template,
  UploadedFile,
} from '@nibble/core';
import type { PublicationChanges } from '@nibble/core/publication';
import type { StockPhoto } from './backend/stock.ts';

/** A rendered page preview to upload with a save (spec §7 "Pages and previews"). */
export interface PagePreview {
  pageId: string;
  png: Blob;
}

export interface SaveResult {
  design: Design;
}

export interface UploadListing {
  files: UploadedFile[];
  /** Total uploaded bytes of the organisation (shown in MB with 2 decimals). */
  totalBytes: number;
}

export interface NewTemplate {
  title: string;
  page: Page;
  preview: Blob;
  type: DesignType;
}

export interface NewPrintPage {
  title: string;
  channel: string;
  campaign: Campaign;
}

export interface EditorBackend {
  /** Loads a design; `id` null means a new, unsaved design of the type and name. */
  loadDesign(id: number | null, type: DesignType, name: string): Promise<Design>;
  /** Saves content and previews. `revision` is the one loaded; a stale one fails (409). */
  saveDesign(
    id: number,
    campaign: Campaign,
    previews: PagePreview[],
    revision: number,
  ): Promise<SaveResult>;
  /**
   * A live design's content is saved by the server as it changes; this uploads its page
   * previews and sets the design's preview, leaving the content as the server has it.
   * Absent in backends without live designs.
   */
  savePreviews?(id: number, campaign: Campaign, previews: PagePreview[]): Promise<Design>;
  /** Applies a publication change (publish, unpublish, disable, enable). */
  setPublication(id: number, changes: PublicationChanges): Promise<Design>;
  /**
   * One page of the organisation's designs of a type, last changed first; `cursor` is the
   * previous page's nextCursor (core paging.ts).
   */
  listDesignsPage(type: DesignType, cursor?: string): Promise<Paged<Design>>;
  listTemplates(type: DesignType): Promise<Template[]>;
  createTemplate(input: NewTemplate): Promise<Template>;
  deleteTemplate(id: number): Promise<void>;
  copyTemplateToGlobal(id: number): Promise<Template>;
  /** Images (illustration 0) or illustrations (1) of the organisation plus global ones. */
  listUploads(illustration: 0 | 1): Promise<UploadListing>;
  uploadFile(file: File, illustration: 0 | 1): Promise<UploadedFile>;
  /** sys_admin: makes an organisation's upload global (owner 0), answers the new record. */
  promoteUpload(file: UploadedFile): Promise<UploadedFile>;
  /** A URL the canvas can draw for an uploaded file (may be a blob: URL). */
  fileUrl(file: UploadedFile): Promise<string>;
  /** Bundled stock photos of the global images section: absolute URLs and what each shows. */
  stockImages(): Promise<StockPhoto[]>;
  /** Creates the server's page record for a print page; answers its id and QR image URL. */
  createPrintPage(input: NewPrintPage): Promise<{ record: PageRecord; qrUrl: string }>;
  /**
   * The page records of a design (its public page among them: components/share/shareLinks.ts).
   * Absent in backends without a public side.
   */
  listPageRecords?(designId: number): Promise<PageRecord[]>;
}
