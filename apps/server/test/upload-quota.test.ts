// Issue 18: the upload total is enforced, not only reported: an organisation past its quota
// is refused with a message in the spec's style, even when uploads arrive together.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { twoOrgs } from './fixtures/designs.ts';
import { multipart, noisyJpeg } from './fixtures/images.ts';
import { makeTestApp, type TestApp } from './helpers.ts';

const QUOTA = 1_048_576; // 1 Mb
const MESSAGE = 'Storage exceeds the allowable limit(1Mb): delete unused uploads first.';

describe('upload quota', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof twoOrgs>>;
  let photo: Buffer;
  let ts = 1_700_000_000_000;
  beforeAll(async () => {
    t = await makeTestApp({ uploadQuotaBytes: QUOTA });
    s = await twoOrgs(t);
    // About 300 KB and within 1000x800, so it is stored as it is.
    photo = await noisyJpeg(600, 400, 90);
  });
  afterAll(() => t.close());

  const upload = (orgId: number, headers: Record<string, string>) => {
    const body = multipart('photo.jpg', photo, 'image/jpeg');
    return t.app.inject({
      method: 'PUT',
      url: `/api/v1/upload-image/${orgId}/path/image-${++ts}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const total = async (orgId: number, headers: Record<string, string>) =>
    (await t.app.inject({ url: `/api/v1/upload-image/${orgId}`, headers })).json<{
      size: number;
    }>().size;

  it('refuses uploads past the quota, also when they arrive together', async () => {
    const fits = Math.floor(QUOTA / photo.length);
    expect(fits).toBeGreaterThanOrEqual(2);
    const answers = await Promise.all(
      Array.from({ length: fits + 3 }, () => upload(s.org.id, s.member)),
    );
    const stored = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode === 413);
    expect(stored).toHaveLength(fits);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.json().error.message).toBe(MESSAGE);
    expect(await total(s.org.id, s.member)).toBe(fits * photo.length);
    expect(await total(s.org.id, s.member)).toBeLessThanOrEqual(QUOTA);

    // One organisation's full storage does not hold back another.
    expect((await upload(s.other.id, s.stranger)).statusCode).toBe(201);
  });

  it('has a documented default and can be configured', () => {
    expect(loadConfig({}).uploadQuotaBytes).toBe(200 * 1_048_576);
    expect(loadConfig({ UPLOAD_QUOTA_MB: '50' }).uploadQuotaBytes).toBe(50 * 1_048_576);
    expect(() => loadConfig({ UPLOAD_QUOTA_MB: '0' })).toThrow(/UPLOAD_QUOTA_MB/);
  });
});
