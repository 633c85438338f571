// Helpers for the editor's component tests: a store over a fresh campaign and the providers
// the panels and toolbars need, without a canvas.
import { MantineProvider } from '@mantine/core';
import {
  type Campaign,
  DEFAULT_TIME_ZONE,
  type Design,
  newCampaign,
  PUBLISHED,
  type PublishedCode,
  serializeCampaign,
} from '@nibble/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { platformZoneQueryKey, publicUrlQueryKey } from '../session/platform.ts';
import { designRecord } from '../test/records.ts';
import { EditorBackendProvider } from './BackendContext.tsx';
import type { EditorBackend } from './backend-types.ts';
import { createLocalBackend } from './localBackend.ts';
import { EditorStoreProvider } from './store/EditorStoreContext.tsx';
import { createEditorStore, type EditorStore } from './store/editorStore.ts';

export function testDesign(
  doc: Campaign,
  published: PublishedCode = PUBLISHED.unpublished,
): Design {
  const day = 24 * 3600 * 1000;
  return designRecord({
    title: doc.title,
    content: serializeCampaign(doc),
    owner_id: 1,
    owner_name: 'Test org',
    published,
    // Calendar days, as the server stores them.
    publish_start: published ? new Date(Date.now() - 10 * day).toISOString().slice(0, 10) : null,
    publish_end: published ? new Date(Date.now() - 5 * day).toISOString().slice(0, 10) : null,
    updated: new Date().toISOString(),
  });
}

export function testStore(
  options: { published?: PublishedCode; doc?: Campaign } = {},
): EditorStore {
  const doc = options.doc ?? newCampaign('promotion_coupon', 'Test');
  return createEditorStore({ design: testDesign(doc, options.published), doc });
}

export function renderWithEditor(
  ui: ReactNode,
  store: EditorStore = testStore(),
  backend: EditorBackend = createLocalBackend(),
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(platformZoneQueryKey, DEFAULT_TIME_ZONE);
  queryClient.setQueryData(publicUrlQueryKey, location.origin);
  const result = render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <EditorBackendProvider backend={backend}>
          <EditorStoreProvider store={store}>{ui}</EditorStoreProvider>
        </EditorBackendProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, store, backend };
}
