// Over 300 lines: images, illustrations and their listing, access, promotion and deletion share
// one app and one set of fixture pictures.
import type { UploadedFile } from '@nibble/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoOrgs } from './fixtures/designs.ts';
import {
  gifOf,
  HOSTILE_SVG,
  jpegOf,
  multipart,
  noisyJpeg,
  pngOf,
  simpleSvg,
} from './fixtures/images.ts';
import { makeTestApp, type TestApp } from './helpers.ts';

describe('uploads', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof twoOrgs>>;
  let ts = 1_700_000_000_000;
  beforeAll(async () => {
    t = await makeTestApp();
    s = await twoOrgs(t);
  });
  afterAll(() => t.close());

  const base = () => `/api/v1/upload-image/${s.org.id}`;
  const upload = (
    kind: 'image' | 'illustrations',
    filename: string,
    bytes: Buffer,
    headers = s.member,
    field = 'design',
  ) => {
    const body = multipart(filename, bytes, 'application/octet-stream', field);
    return t.request(
      'PUT',
      `${base()}/path/${kind}-${++ts}`,
      { ...headers, ...body.headers },
      body.payload,
    );
  };
  /** Deletes the file at `path` of the organisation (A by default) as `headers`. */
  const deleteFile = (path: string, headers: Record<string, string>, orgId = s.org.id) =>
    t.request('DELETE', `/api/v1/upload-image/${orgId}/path/${path}`, headers);
  const fetchFile = (path: string, headers = s.member, orgId = s.org.id) =>
    t.request('GET', `/api/v1/upload-image/${orgId}/path/${path}`, headers);

  describe('images', () => {
    it.each([
      ['photo.png', pngOf, 'image/png'],
      ['photo.JPG', jpegOf, 'image/jpeg'],
      ['anim.gif', gifOf, 'image/gif'],
    ])('stores %s as it is when it fits', async (name, make, type) => {
      const bytes = await make();
      const res = await upload('image', name, bytes);
      expect(res.statusCode).toBe(201);
      const file = res.json<UploadedFile>();
      expect(file).toMatchObject({ owner_id: s.org.id, type, size: bytes.length, illustration: 0 });
      const served = await fetchFile(file.path);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.rawPayload.equals(bytes)).toBe(true);
    });

    it('trusts content over the name: a JPEG named .png is stored as JPEG', async () => {
      const res = await upload('image', 'looks.png', await jpegOf());
      expect(res.statusCode).toBe(201);
      expect(res.json<UploadedFile>().type).toBe('image/jpeg');
    });

    it('shrinks a 2 MB 2400x1600 photo into 1000x800 as JPEG', async () => {
      const photo = await noisyJpeg();
      expect(photo.length).toBeGreaterThan(1_500_000);
      expect(photo.length).toBeLessThan(3_145_728);
      const res = await upload('image', 'big.png', photo);
      expect(res.statusCode).toBe(201);
      const file = res.json<UploadedFile>();
      expect(file.type).toBe('image/jpeg');
      const stored = (await fetchFile(file.path)).rawPayload;
      expect(stored.length).toBe(file.size);
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBe(1000);
      expect(meta.height).toBeLessThanOrEqual(800);
    });

    it('refuses a truncated oversize photo as invalid content', async () => {
      const photo = await noisyJpeg(1600, 1200);
      const res = await upload('image', 'cut.jpg', photo.subarray(0, photo.length / 2));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Invalid image content.');
    });

    it('shrinks a tall image to 800 high', async () => {
      const res = await upload('image', 'tall.png', await pngOf(300, 1600));
      const meta = await sharp(
        (await fetchFile(res.json<UploadedFile>().path)).rawPayload,
      ).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 150, height: 800 });
    });

    it('answers each refusal with the spec message and status', async () => {
      const cases: Array<[string, Buffer, number, string]> = [
        ['notes.txt', await pngOf(), 415, 'Please select valid image JPG,JPEG,PNG'],
        ['photo.svg', await pngOf(), 415, 'Please select valid image JPG,JPEG,PNG'],
        [
          'huge.png',
          Buffer.alloc(3_145_729, 1),
          413,
          'Image size exceeds the allowable limit(3Mb).',
        ],
        ['random.png', Buffer.from('definitely not an image'), 400, 'Invalid image content.'],
        ['truncated.png', (await pngOf(200, 200)).subarray(0, 60), 400, 'Invalid image content.'],
      ];
      for (const [name, bytes, status, message] of cases) {
        const res = await upload('image', name, bytes);
        expect(res.statusCode, name).toBe(status);
        expect(res.json().error.message, name).toBe(message);
      }
      const exactLimit = await upload('image', 'limit.png', Buffer.alloc(3_145_728, 1));
      expect(exactLimit.json().error.message).toBe('Invalid image content.');
      const noFile = await upload('image', 'a.png', await pngOf(), s.member, 'other');
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().error.message).toBe('Please select an image (JPG|JPEG|PNG).');
      const json = await t.request('PUT', `${base()}/path/image-1`, s.member, { design: 'x' });
      expect(json.statusCode).toBe(415);
    });

    it('refuses upload names outside image-<ts> and illustrations-<ts>', async () => {
      const body = multipart('a.png', await pngOf());
      for (const name of ['photo-1', 'image-abc', 'image-1-2', 'image']) {
        const res = await t.request(
          'PUT',
          `${base()}/path/${name}`,
          { ...s.member, ...body.headers },
          body.payload,
        );
        expect(res.statusCode, name).toBe(400);
      }
    });
  });

  describe('illustrations', () => {
    it('stores a clean SVG and serves it with a CSP that runs nothing', async () => {
      const res = await upload('illustrations', 'leaf.svg', simpleSvg());
      expect(res.statusCode).toBe(201);
      const file = res.json<UploadedFile>();
      expect(file).toMatchObject({ type: 'image/svg+xml', illustration: 1 });
      const served = await fetchFile(file.path);
      expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(served.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      );
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.body).toContain('<rect');
      const etag = served.headers.etag;
      expect(etag).toBeTruthy();
      const again = await t.request('GET', `${base()}/path/${file.path}`, {
        ...s.member,
        'if-none-match': String(etag),
      });
      expect(again.statusCode).toBe(304);
    });

    it('removes scripts, handlers, foreignObject and external links from a hostile SVG', async () => {
      const res = await upload('illustrations', 'evil.svg', HOSTILE_SVG);
      expect(res.statusCode).toBe(201);
      const stored = (await fetchFile(res.json<UploadedFile>().path)).body;
      for (const bad of [
        '<script',
        'onload',
        'onclick',
        'onmouseover',
        'foreignObject',
        'javascript:',
        'evil.example',
        'alert',
      ]) {
        expect(stored, bad).not.toContain(bad);
      }
      expect(stored).toContain('<use href="#box"/>');
      expect(stored).toContain('Offer');
      // Still a valid SVG that renders.
      const meta = await sharp(Buffer.from(stored)).metadata();
      expect(meta.format).toBe('svg');
    });

    it('rasterises an oversize SVG into 1000x800', async () => {
      const res = await upload('illustrations', 'wide.svg', simpleSvg(3000, 1000));
      expect(res.statusCode).toBe(201);
      const file = res.json<UploadedFile>();
      expect(file.type).toBe('image/jpeg');
      const meta = await sharp((await fetchFile(file.path)).rawPayload).metadata();
      expect(meta.width).toBe(1000);
      expect(meta.height).toBeLessThanOrEqual(800);
    });

    it('answers each refusal with the spec message and status', async () => {
      const cases: Array<[string, Buffer, number, string]> = [
        ['leaf.png', simpleSvg(), 415, 'Please select valid image SVG'],
        [
          'big.svg',
          Buffer.concat([simpleSvg(), Buffer.alloc(1_048_577, 32)]),
          413,
          'Image size exceeds the allowable limit(1Mb).',
        ],
        ['page.svg', Buffer.from('<html><body>hi</body></html>'), 400, 'Invalid image content.'],
        [
          'broken.svg',
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect>'),
          400,
          'Invalid image content.',
        ],
        ['png.svg', await pngOf(), 400, 'Invalid image content.'],
      ];
      for (const [name, bytes, status, message] of cases) {
        const res = await upload('illustrations', name, bytes);
        expect(res.statusCode, name).toBe(status);
        expect(res.json().error.message, name).toBe(message);
      }
      const noFile = await upload('illustrations', 'a.svg', simpleSvg(), s.member, 'file');
      expect(noFile.json().error.message).toBe('Please select an image (SVG).');
    });
  });

  describe('listing, size, access, promote and delete', () => {
    it('lists own and global files by kind and totals only own bytes', async () => {
      const org = await t.factory.org();
      const headers = t.auth(await t.factory.memberSession(org.id));
      const put = async (kind: 'image' | 'illustrations', name: string, bytes: Buffer) => {
        const body = multipart(name, bytes);
        const res = await t.request(
          'PUT',
          `/api/v1/upload-image/${org.id}/path/${kind}-${++ts}`,
          { ...headers, ...body.headers },
          body.payload,
        );
        return res.json<UploadedFile>();
      };
      const img = await put('image', 'a.png', await pngOf());
      const ill = await put('illustrations', 'a.svg', simpleSvg());
      const size = await t.request('GET', `/api/v1/upload-image/${org.id}`, headers);
      expect(size.json()).toEqual({ size: img.size + ill.size });

      const images = await t.request(
        'GET',
        `/api/v1/upload-image/${org.id}/illustration?illustration=0`,
        headers,
      );
      expect(images.json<UploadedFile[]>().map((f) => f.id)).toEqual([img.id]);
      const illustrations = await t.request(
        'GET',
        `/api/v1/upload-image/${org.id}/illustration?illustration=1`,
        headers,
      );
      expect(illustrations.json<UploadedFile[]>().map((f) => f.id)).toEqual([ill.id]);

      // Promoted by sys_admin: global for everyone, out of the organisation's total.
      const promote = await t.request(
        'PUT',
        `/api/v1/upload-image/${org.id}/${img.id}`,
        s.sysAdmin,
      );
      expect(promote.statusCode).toBe(200);
      expect(promote.json<UploadedFile>().owner_id).toBe(0);
      const after = await t.request('GET', `/api/v1/upload-image/${org.id}`, headers);
      expect(after.json()).toEqual({ size: ill.size });
      const elsewhere = await t.request(
        'GET',
        `/api/v1/upload-image/${s.other.id}/illustration?illustration=0`,
        s.stranger,
      );
      expect(elsewhere.json<UploadedFile[]>().map((f) => f.id)).toContain(img.id);
      const globalBytes = await fetchFile(img.path, s.stranger, s.other.id);
      expect(globalBytes.statusCode).toBe(200);
      // The other organisation cannot read this one's own illustration.
      const foreign = await fetchFile(ill.path, s.stranger, s.other.id);
      expect(foreign.statusCode).toBe(404);
      const bad = await t.request(
        'GET',
        `/api/v1/upload-image/${org.id}/illustration?illustration=7`,
        headers,
      );
      expect(bad.statusCode).toBe(400);
    });

    it('keeps promote and global deletes for sys_admin', async () => {
      const file = (await upload('image', 'p.png', await pngOf())).json<UploadedFile>();
      const promoteByMember = await t.request('PUT', `${base()}/${file.id}`, s.member);
      expect(promoteByMember.statusCode).toBe(403);
      const promoteByAdmin = await t.request('PUT', `${base()}/${file.id}`, s.admin);
      expect(promoteByAdmin.statusCode).toBe(403);
      const foreignPromote = await t.request(
        'PUT',
        `/api/v1/upload-image/${s.other.id}/${file.id}`,
        s.sysAdmin,
      );
      expect(foreignPromote.statusCode).toBe(404);
      await t.request('PUT', `${base()}/${file.id}`, s.sysAdmin);
      expect((await deleteFile(file.path, s.member)).statusCode).toBe(403);
      expect((await deleteFile(file.path, s.sysAdmin)).statusCode).toBe(204);
      expect((await fetchFile(file.path)).statusCode).toBe(404);
    });

    it('deletes own files only', async () => {
      const file = (await upload('image', 'd.png', await pngOf())).json<UploadedFile>();
      expect((await deleteFile(file.path, s.stranger, s.other.id)).statusCode).toBe(404);
      expect((await deleteFile(file.path, s.stranger)).statusCode).toBe(403);
      expect((await deleteFile(file.path, s.member)).statusCode).toBe(204);
      expect((await fetchFile(file.path)).statusCode).toBe(404);
    });

    // A bare '..' or '%2E%2E' segment is resolved by URL parsing before routing (it never
    // reaches this route); what does reach it must be refused.
    it('refuses traversal and odd names in :path with 400', async () => {
      for (const path of ['..%2F..%2Fetc%2Fpasswd', 'a%00b.png', 'image-1.png%2F..', 'x%5Cy']) {
        const res = await fetchFile(path);
        expect(res.statusCode, path).toBe(400);
      }
      const anonymous = await t.app.inject({ url: `${base()}/path/image-1-1-abcdefabcdef.png` });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
