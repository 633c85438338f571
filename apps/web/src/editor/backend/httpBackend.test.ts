// Over 300 lines: one suite for the HTTP backend, one describe per kind of request it makes, over
// one fetch mock.
import {
  type Design,
  MESSAGES,
  newCampaign,
  serializeCampaign,
  type UploadedFile,
} from '@nibble/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../api/client.ts';
import { StaleRevisionError } from '../../api/designs.ts';
import { SIGNED_OUT, useSession } from '../../session/store.ts';
import { mockFetchEachTest } from '../../test/fetchMock.ts';
import { designRecord } from '../../test/records.ts';
import { jsonResponse } from '../../test/render.tsx';
import { createHttpBackend, type HttpBackendOptions } from './httpBackend.ts';
import type { StaleChoice } from './staleRevision.tsx';
import { UploadRefusedError } from './uploadRules.ts';

const ORG = 7;
const NOW = 1_700_000_000_000;
const fetchMock = mockFetchEachTest();

const campaign = newCampaign('promotion_coupon', 'Summer offer');
const design = (over: Partial<Design> = {}): Design =>
  designRecord({
    id: 12,
    title: 'Summer offer',
    content: serializeCampaign(campaign),
    owner_id: ORG,
    revision: 3,
    ...over,
  });

const png = () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
const firstPageId = campaign.pages.order[0] as string;

const requests = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    method: init?.method ?? 'GET',
    body: init?.body,
    auth: new Headers(init?.headers).get('Authorization'),
  }));

function backend(over: Partial<HttpBackendOptions> = {}) {
  return createHttpBackend({
    orgId: ORG,
    resolveStale: vi.fn(async (): Promise<StaleChoice> => 'cancel'),
    reload: vi.fn(),
    warn: vi.fn(),
    now: () => NOW,
    ...over,
  });
}

beforeEach(() => {
  useSession.setState({ ...SIGNED_OUT, signedIn: true, token: 'tok-9' });
});

describe('saving a design', () => {
  it('sends the campaign with the loaded revision, then uploads the first page as the preview', async () => {
    const saved = design({
      revision: 4,
      preview: '/api/v1/design-image/12/path/design-1700000000000',
    });
    fetchMock
      .mockResolvedValueOnce(jsonResponse(saved))
      .mockResolvedValueOnce(jsonResponse({ ok: true }));

    const answer = await backend().saveDesign(
      12,
      campaign,
      [{ pageId: firstPageId, png: png() }],
      3,
    );

    expect(answer.design).toEqual(saved);
    const [save, upload] = requests();
    expect(save).toMatchObject({
      url: '/api/v1/org/7/content/12',
      method: 'PUT',
      auth: 'Bearer tok-9',
    });
    const body = JSON.parse(String(save?.body));
    expect(body.revision).toBe(3);
    expect(body.preview).toBe('/api/v1/design-image/12/path/design-1700000000000');
    expect(JSON.parse(body.campaign).id).toBe(campaign.id);
    expect(upload).toMatchObject({
      url: '/api/v1/design-image/12/path/design-1700000000000',
      method: 'PUT',
    });
    expect((upload?.body as FormData | undefined)?.get('design')).toBeInstanceOf(Blob);
  });

  it('turns a stale revision into a typed error carrying the stored design, and overwrites nothing', async () => {
    const current = design({ revision: 5, title: 'Changed elsewhere' });
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          error: {
            code: 'stale_revision',
            message: 'This design was changed elsewhere. Reload it or save a copy.',
          },
          current,
        },
        409,
      ),
    );
    const resolveStale = vi.fn(async (): Promise<StaleChoice> => 'cancel');

    const saving = backend({ resolveStale }).saveDesign(
      12,
      campaign,
      [{ pageId: firstPageId, png: png() }],
      3,
    );

    const error = await saving.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StaleRevisionError);
    expect((error as StaleRevisionError).current).toEqual(current);
    expect(resolveStale).toHaveBeenCalledWith(
      'This design was changed elsewhere. Reload it or save a copy.',
      current,
    );
    // Only the refused save went out: no preview was uploaded over the other version.
    expect(requests()).toHaveLength(1);
  });

  it('reloads when the user picks Reload, and still fails the save', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { error: { code: 'stale_revision', message: 'stale' }, current: design({ revision: 5 }) },
        409,
      ),
    );
    const reload = vi.fn();
    const saving = backend({ reload, resolveStale: async () => 'reload' }).saveDesign(
      12,
      campaign,
      [],
      3,
    );
    await expect(saving).rejects.toBeInstanceOf(StaleRevisionError);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('keeps the changes as a new design when the user picks Save as a copy', async () => {
    const copy = design({ id: 40, title: 'Summer offer (copy)', revision: 1 });
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(
          { error: { code: 'stale_revision', message: 'stale' }, current: design({ revision: 5 }) },
          409,
        ),
      )
      .mockResolvedValueOnce(jsonResponse(copy, 201))
      .mockResolvedValueOnce(jsonResponse({ ok: true }));
    const onDesignChanged = vi.fn();

    const answer = await backend({ resolveStale: async () => 'copy', onDesignChanged }).saveDesign(
      12,
      campaign,
      [{ pageId: firstPageId, png: png() }],
      3,
    );

    const [, create, upload] = requests();
    expect(create).toMatchObject({ url: '/api/v1/org/7/content', method: 'POST' });
    const body = JSON.parse(String(create?.body));
    expect(body).toMatchObject({ title: 'Summer offer (copy)', type: 'promotion_coupon' });
    expect(JSON.parse(body.content).title).toBe('Summer offer (copy)');
    expect(upload?.url).toBe('/api/v1/design-image/40/path/design-1700000000000');
    expect(answer.design.id).toBe(40);
    expect(onDesignChanged).toHaveBeenCalledWith(expect.objectContaining({ id: 40 }));
  });

  it('fails with the server message when the save is refused for another reason', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          error: {
            code: 'conflict',
            message: 'A published design cannot be edited. Unpublish it first.',
          },
        },
        409,
      ),
    );
    const error = await backend()
      .saveDesign(12, campaign, [], 3)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).not.toBeInstanceOf(StaleRevisionError);
    expect((error as Error).message).toBe(
      'A published design cannot be edited. Unpublish it first.',
    );
  });

  it('tells, but does not fail, when only the preview upload fails', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(design({ revision: 4 })))
      .mockResolvedValueOnce(
        jsonResponse({ error: { code: 'bad_request', message: 'Not a PNG' } }, 400),
      );
    const warn = vi.fn();
    const answer = await backend({ warn }).saveDesign(
      12,
      campaign,
      [{ pageId: firstPageId, png: png() }],
      3,
    );
    expect(answer.design.revision).toBe(4);
    expect(warn).toHaveBeenCalledWith(
      'The design was saved, but its preview could not be uploaded',
      expect.any(ApiRequestError),
    );
  });
});

describe('previews the server has a place for', () => {
  it('sends a print page preview to its page record and leaves other pages out', async () => {
    const second = newCampaign('promotion_coupon', 'x').pages.items[
      newCampaign('promotion_coupon', 'x').pages.order[0] as string
    ];
    const print = { ...(second as NonNullable<typeof second>), id: 'print-1', pageRecordId: 55 };
    const extra = { ...(second as NonNullable<typeof second>), id: 'page-2' };
    const doc = {
      ...campaign,
      pages: {
        order: [...campaign.pages.order, 'page-2'],
        items: { ...campaign.pages.items, 'page-2': extra },
      },
      prints: { order: ['print-1'], items: { 'print-1': print } },
    };
    fetchMock.mockImplementation(async () => jsonResponse({ ok: true }));
    await backend().saveDesign(
      12,
      doc,
      [
        { pageId: 'page-2', png: png() },
        { pageId: firstPageId, png: png() },
        { pageId: 'print-1', png: png() },
      ],
      3,
    );
    expect(requests().map((r) => r.url)).toEqual([
      '/api/v1/org/7/content/12',
      '/api/v1/design-image/12/path/design-1700000000000',
      '/api/v1/design-image/12/path/page-55-1700000000000',
    ]);
  });

  it("stores a new template's half-size preview under template-<id>-<ts> of the open design", async () => {
    const template = {
      id: 31,
      title: 'Hero',
      preview: '',
      template: '{}',
      type: 'promotion_coupon',
    };
    fetchMock
      .mockResolvedValueOnce(jsonResponse(design()))
      .mockResolvedValueOnce(jsonResponse(template, 201))
      .mockResolvedValueOnce(
        jsonResponse({ preview: '/api/v1/design-image/12/path/template-31-1700000000000' }),
      )
      .mockResolvedValueOnce(new Response(new Blob(['png']), { status: 200 }));
    // jsdom has no object URLs; the list's preview becomes one.
    const createObjectURL = vi.fn(() => 'blob:preview');
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    const api = backend();
    await api.loadDesign(12, 'promotion_coupon', 'Summer offer');
    const page = campaign.pages.items[firstPageId];
    if (!page) throw new Error('fixture has no page');
    const created = await api.createTemplate({
      title: 'Hero',
      page,
      preview: png(),
      type: 'promotion_coupon',
    });
    const [, create, upload, shown] = requests();
    expect(create).toMatchObject({ url: '/api/v1/org/7/template', method: 'POST' });
    expect(JSON.parse(String(create?.body))).toMatchObject({
      title: 'Hero',
      type: 'promotion_coupon',
    });
    expect(upload).toMatchObject({
      url: '/api/v1/design-image/12/path/template-31-1700000000000',
      method: 'PUT',
    });
    // The list shows it through an object URL fetched with the token.
    expect(shown).toMatchObject({
      url: '/api/v1/design-image/12/path/template-31-1700000000000',
      auth: 'Bearer tok-9',
    });
    expect(created.preview).toBe('blob:preview');
  });
});

describe('uploads', () => {
  /** A picture the organisation uploaded, as the server answers it. */
  const uploaded: UploadedFile = {
    id: 3,
    owner_id: ORG,
    path: 'image-1700000000000',
    category: '',
    tags: '',
    type: 'image/png',
    size: 10,
    illustration: 0,
    created: '',
  };

  const file = (name: string, size = 10, type = 'image/png') => {
    const f = new File([new Uint8Array(Math.min(size, 16))], name, { type });
    Object.defineProperty(f, 'size', { value: size });
    return f;
  };

  it.each([
    ['notes.txt', 10, 0, MESSAGES.imageInvalid],
    ['photo.png', 3_145_729, 0, MESSAGES.imageTooLarge],
    ['logo.png', 10, 1, MESSAGES.illustrationInvalid],
    ['logo.svg', 1_048_577, 1, MESSAGES.illustrationTooLarge],
  ] as const)(
    'refuses %s (%i bytes) in the browser with the spec message',
    async (name, size, kind, message) => {
      const error = await backend()
        .uploadFile(file(name, size), kind)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UploadRefusedError);
      expect((error as Error).message).toBe(message);
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('announces an upload only once the browser checks pass', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 1 }, 201));
    const onUploadStart = vi.fn();
    const api = backend({ onUploadStart });
    await api.uploadFile(file('notes.txt'), 0).catch(() => undefined);
    expect(onUploadStart).not.toHaveBeenCalled();
    const photo = file('photo.jpg');
    await api.uploadFile(photo, 0);
    expect(onUploadStart).toHaveBeenCalledWith(photo);
  });

  it('sends an accepted image under image-<timestamp> in the design field', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(uploaded, 201));
    await expect(backend().uploadFile(file('photo.png'), 0)).resolves.toEqual(uploaded);
    const [sent] = requests();
    expect(sent).toMatchObject({
      url: '/api/v1/upload-image/7/path/image-1700000000000',
      method: 'PUT',
    });
    expect(((sent?.body as FormData | undefined)?.get('design') as File | null)?.name).toBe(
      'photo.png',
    );
  });

  it('promotes an upload with PUT /upload-image/{orgId}/{imageId} and no body (spec §7)', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ...uploaded, owner_id: 0 }));
    await expect(backend().promoteUpload(uploaded)).resolves.toMatchObject({ id: 3, owner_id: 0 });
    expect(requests()).toEqual([
      { url: '/api/v1/upload-image/7/3', method: 'PUT', body: undefined, auth: 'Bearer tok-9' },
    ]);
  });

  it("shows the server's message when the content is refused", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ error: { code: 'bad_request', message: 'Invalid image content.' } }, 400),
    );
    await expect(backend().uploadFile(file('fake.svg', 10, 'image/svg+xml'), 1)).rejects.toThrow(
      'Invalid image content.',
    );
    expect(requests()[0]?.url).toBe('/api/v1/upload-image/7/path/illustrations-1700000000000');
  });

  it('uses the spec message for a bare 413 from a proxy', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 413 }));
    await expect(backend().uploadFile(file('photo.jpg'), 0)).rejects.toThrow(
      MESSAGES.imageTooLarge,
    );
  });

  it('lists files with the organisation total', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/illustration?') ? jsonResponse([]) : jsonResponse({ size: 2_621_440 }),
    );
    await expect(backend().listUploads(1)).resolves.toEqual({ files: [], totalBytes: 2_621_440 });
    expect(
      requests()
        .map((r) => r.url)
        .sort(),
    ).toEqual(['/api/v1/upload-image/7', '/api/v1/upload-image/7/illustration?illustration=1']);
  });
});

describe('print pages and stock pictures', () => {
  it('creates the page record for the open design and answers its QR image', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(design()))
      .mockResolvedValueOnce(jsonResponse({ id: 55, title: 'Flyer' }, 201));
    const api = backend();
    await api.loadDesign(12, 'promotion_coupon', 'Summer offer');
    const { record, qrUrl } = await api.createPrintPage({
      title: 'Flyer',
      channel: 'print',
      campaign,
    });
    expect(record.id).toBe(55);
    expect(qrUrl).toBe('/api/v1/qrcode/001:55');
    expect(JSON.parse(String(requests()[1]?.body))).toEqual({
      content_id: 12,
      title: 'Flyer',
      channel: 'print',
    });
  });

  it('refuses to load a design whose content is not a campaign', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(design({ content: '{"pages": 4' })));
    await expect(backend().loadDesign(12, 'promotion_coupon', 'x')).rejects.toThrow(
      /could not be read/,
    );
  });

  it('answers the stock pictures of the manifest as absolute URLs with what each shows', async () => {
    const fetchStatic = vi.fn<typeof fetch>(async () =>
      jsonResponse([
        { file: 'pizza.jpg', title: 'Pizza', width: 800, height: 530 },
        { file: 'soccer-ball.jpg', width: 10, height: 10 },
        { file: '../x' },
      ]),
    );
    const photos = await backend({ fetchStatic }).stockImages();
    expect(photos).toEqual([
      { url: `${location.origin}/stock/pizza.jpg`, title: 'Pizza' },
      { url: `${location.origin}/stock/soccer-ball.jpg`, title: 'soccer ball' },
    ]);
  });
});
