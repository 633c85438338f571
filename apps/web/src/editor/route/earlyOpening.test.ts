import { type Design, newCampaign, serializeCampaign } from '@nibble/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT, useSession } from '../../session/store.ts';
import { mockFetchEachTest } from '../../test/fetchMock.ts';
import { designRecord } from '../../test/records.ts';
import { jsonResponse } from '../../test/render.tsx';
import { createHttpBackend } from '../backend/httpBackend.ts';
import { STARTED_DESIGN_KEPT_MS, startOpeningDesign, takeStartedDesign } from './earlyOpening.ts';

const ORG = 7;
const fetchMock = mockFetchEachTest();

const design = (id: number): Design =>
  designRecord({
    id,
    title: 'Summer offer',
    content: serializeCampaign(newCampaign('promotion_coupon', 'Summer offer')),
    owner_id: ORG,
    revision: 3,
  });

const org = {
  orgId: ORG,
  orgName: 'Demo',
  orgAddress: '',
  orgCity: '',
  orgState: '',
  orgPhone: '',
};

const backend = () =>
  createHttpBackend({ orgId: ORG, resolveStale: vi.fn(), reload: vi.fn(), warn: vi.fn() });

const designFetches = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/content/'));

beforeEach(() => {
  useSession.setState({ ...SIGNED_OUT, signedIn: true, token: 'tok-9', org });
  fetchMock.mockImplementation(async (url) => {
    const id = Number(String(url).split('/').pop());
    return jsonResponse(design(id));
  });
});
afterEach(() => {
  // Nothing started by one test is left for the next.
  takeStartedDesign(-1, -1);
});

describe('the design asked for at the app start', () => {
  it('is fetched once, at the start, and the editor opens from that answer', async () => {
    expect(startOpeningDesign('/dashboard/design/12')).toBe(true);
    expect(designFetches()).toEqual([expect.stringMatching(/\/org\/7\/content\/12$/)]);

    const opened = await backend().loadDesign(12, 'promotion_coupon', '');
    expect(opened.id).toBe(12);
    expect(designFetches()).toHaveLength(1);
  });

  it('serves one opening only: a later load of the same design fetches it anew', async () => {
    startOpeningDesign('/dashboard/design/12');
    const editor = backend();
    await editor.loadDesign(12, 'promotion_coupon', '');
    await editor.loadDesign(12, 'promotion_coupon', '');
    expect(designFetches()).toHaveLength(2);
  });

  it('follows design mode at /dashboard/design', async () => {
    useSession.setState({
      design: { designType: 'promotion_coupon', designName: 'Summer offer', designId: 31 },
    });
    expect(startOpeningDesign('/dashboard/design')).toBe(true);
    await backend().loadDesign(31, 'promotion_coupon', '');
    expect(designFetches()).toEqual([expect.stringMatching(/\/content\/31$/)]);
  });

  it('is not used for another design, and is forgotten then', async () => {
    startOpeningDesign('/dashboard/design/12');
    await backend().loadDesign(13, 'promotion_coupon', '');
    await backend().loadDesign(12, 'promotion_coupon', '');
    expect(designFetches()).toEqual([
      expect.stringMatching(/\/content\/12$/),
      expect.stringMatching(/\/content\/13$/),
      expect.stringMatching(/\/content\/12$/),
    ]);
  });

  it('is not used once stale, nor after the token changed', () => {
    startOpeningDesign('/dashboard/design/12', 1_000);
    expect(takeStartedDesign(ORG, 12, 1_000 + STARTED_DESIGN_KEPT_MS + 1)).toBeNull();

    startOpeningDesign('/dashboard/design/12', 1_000);
    useSession.setState({ token: 'tok-10' });
    expect(takeStartedDesign(ORG, 12, 1_001)).toBeNull();
  });

  it('reads the id where the router does, not by its place in the path', () => {
    expect(startOpeningDesign('/Dashboard/Design/12/')).toBe(true);
    expect(designFetches()).toEqual([expect.stringMatching(/\/content\/12$/)]);
    // Not the editor's route (the router shows the not-found page): nothing is fetched.
    expect(startOpeningDesign('/dashboard/design/12/extra')).toBe(false);
    expect(designFetches()).toHaveLength(1);
  });

  it('starts nothing elsewhere, signed out, without an organisation, or for a new design', () => {
    expect(startOpeningDesign('/dashboard/designs')).toBe(false);
    expect(startOpeningDesign('/dashboard/design/abc')).toBe(false);
    expect(startOpeningDesign('/dashboard/design')).toBe(false);
    useSession.setState({ org: null });
    expect(startOpeningDesign('/dashboard/design/12')).toBe(false);
    useSession.setState({ ...SIGNED_OUT, org });
    expect(startOpeningDesign('/dashboard/design/12')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hands a failed answer to the editor, which reports it', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'Not found' }, 404));
    startOpeningDesign('/dashboard/design/12');
    await expect(backend().loadDesign(12, 'promotion_coupon', '')).rejects.toThrow();
    expect(designFetches()).toHaveLength(1);
  });
});
