// Editor actions that reach the backend: save, publication, templates and pages. Document
// changes still go through the store's guarded `edit`.
import {
  activePages,
  addPage,
  afterAddPage,
  afterApplyTemplate,
  afterDeletePage,
  afterSwitchMode,
  applyTemplate,
  BLANK_DESIGN_MESSAGE,
  currentMode,
  deletePage,
  EXPORT_RATIOS,
  isBlankCampaign,
  listOf,
  newId,
  newPage,
  type OrgValues,
  type Page,
  parsePage,
  switchMode,
  type Template,
  type TimeZone,
  withPrintQr,
} from '@nibble/core';
import { canEdit, type PublicationAction, transition } from '@nibble/core/publication';
import type { EditorBackend, PagePreview } from '../backend-types.ts';
import { stageOf } from '../canvas/stageRegistry.ts';
import { pagePreview } from '../export/png.ts';
import { type EditorStore, isConnecting } from './editorStore.ts';

const NOT_ALLOWED = 'NOT ALLOWED';

async function previewsOf(pages: Page[]): Promise<PagePreview[]> {
  const previews: PagePreview[] = [];
  for (const page of pages) {
    if (!stageOf(page.id)) continue;
    previews.push({ pageId: page.id, png: await pagePreview(page, EXPORT_RATIOS.pagePreview) });
  }
  return previews;
}

/** Save is enabled only while NEW (spec §4). Answers false when refused. */
export async function saveDesign(store: EditorStore, backend: EditorBackend): Promise<boolean> {
  const current = store.getState();
  const { design, doc, state, live } = current;
  // Before the live document is in, the shown document may not be the newest: nothing is saved.
  if (!canEdit(state) || isConnecting(current)) return false;
  const previews = await previewsOf([...listOf(doc.pages), ...listOf(doc.prints)]);
  if (live && backend.savePreviews) {
    // The content is the server's already (saved as it changes): only the previews go.
    await live.whenSynced();
    store.getState().adoptDesign(await backend.savePreviews(design.id, doc, previews));
    return true;
  }
  const { design: saved } = await backend.saveDesign(design.id, doc, previews, design.revision);
  // Edits made while the save was on its way stay unsaved.
  const stillSame = store.getState().doc === doc;
  store.getState().adoptDesign(saved, { saved: stillSame });
  return true;
}

/** Runs a publication action if the rules allow it; refusals are only logged (spec §8). */
export async function changePublication(
  store: EditorStore,
  backend: EditorBackend,
  action: PublicationAction,
  /** The platform's zone: the rules count "today" there, not in the browser's zone. */
  zone: TimeZone,
  dates?: { start: string; end: string },
): Promise<boolean> {
  const current = store.getState();
  const { design, dirty, state, doc, live } = current;
  if (isConnecting(current)) {
    console.info(NOT_ALLOWED, action, 'the live document is not in yet');
    return false;
  }
  // Said, not only logged: the menu greys Publish with this reason, and the server refuses too.
  if (action === 'publish' && isBlankCampaign(doc)) throw new Error(BLANK_DESIGN_MESSAGE);
  const result = transition(design, action, new Date(), zone, dates);
  if (!result.ok) {
    console.info(NOT_ALLOWED, action, result.reason);
    return false;
  }
  // Publishing freezes the design, so its latest content (a live one's previews) is saved first.
  if (action === 'publish' && (dirty || live) && canEdit(state)) await saveDesign(store, backend);
  const updated = await backend.setPublication(design.id, result.changes);
  store.getState().adoptDesign(updated);
  return true;
}

/** Adds a page in page mode (locally); print pages go through addPrintPage. */
export function addLocalPage(store: EditorStore): boolean {
  const { doc } = store.getState();
  const page = newPage({ width: doc.width, height: doc.height });
  return store.getState().edit(
    (d) => addPage(d, { page }),
    (d) => afterAddPage(d, page.id),
  );
}

/** A print page is created on the server, then gets its QR code centred (spec §4). */
export async function addPrintPage(
  store: EditorStore,
  backend: EditorBackend,
  values: { title: string; channel: string },
): Promise<boolean> {
  const current = store.getState();
  const { doc, state } = current;
  if (!canEdit(state) || isConnecting(current)) return false;
  const { record, qrUrl } = await backend.createPrintPage({ ...values, campaign: doc });
  const page = withPrintQr(
    newPage({
      width: doc.width,
      height: doc.height,
      title: values.title,
      channel: values.channel,
      type: 'print',
    }),
    {
      url: qrUrl,
      shapeId: newId(),
      recordId: record.id,
    },
  );
  return store.getState().edit(
    (d) => addPage(d, { page }),
    (d) => afterAddPage(d, page.id),
  );
}

export function removePage(store: EditorStore, pageId: string): boolean {
  return store.getState().edit(
    (doc) => deletePage(doc, { pageId }),
    () => afterDeletePage(),
  );
}

export function toggleMode(store: EditorStore): void {
  store.getState().navigate(switchMode, afterSwitchMode);
}

export const modeOf = (store: EditorStore) => currentMode(store.getState().doc);
export const visiblePages = (store: EditorStore) => listOf(activePages(store.getState().doc));

/** Templates are added only while NEW (spec §4). */
export async function createTemplate(
  store: EditorStore,
  backend: EditorBackend,
  pageId: string,
  title: string,
): Promise<Template | null> {
  const current = store.getState();
  const { doc, state, designType } = current;
  const page = doc.pages.items[pageId] ?? doc.prints.items[pageId];
  if (!page || !canEdit(state) || isConnecting(current) || !title) return null;
  const preview = await pagePreview(page, EXPORT_RATIOS.templatePreview);
  return backend.createTemplate({ title, page, preview, type: designType });
}

/** Applies a template to the selected (or first) page; global ones fill the org placeholders. */
export function applyTemplateToPage(
  store: EditorStore,
  template: Template,
  org: OrgValues | null,
): boolean {
  const { doc, selection, designType } = store.getState();
  const pageId = selection.pageId ?? activePages(doc).order[0];
  if (!pageId) return false;
  const page = parsePage(template.template, designType);
  const filling = template.owner_id === 0 && org ? org : undefined;
  return store.getState().edit(
    (d) =>
      applyTemplate(d, {
        pageId,
        template: page,
        makeId: newId,
        ...(filling ? { org: filling } : {}),
      }),
    (d) => afterApplyTemplate(d, pageId),
  );
}
