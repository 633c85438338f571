// Two organisations, each with a member and one of everything an organisation owns (design
// with a preview, template, page record, uploaded image), every title marked so a leak of
// organisation A into anything organisation B sees is found by searching for the marker.
import type { Design, PageRecord, Template, UploadedFile } from '@nibble/core';
import { eq } from 'drizzle-orm';
import { sessions } from '../../src/db/schema.ts';
import { hashToken } from '../../src/http/tokens.ts';
import { campaignJson, pageJson } from '../fixtures/designs.ts';
import { multipart, pngOf } from '../fixtures/images.ts';
import type { TestApp } from '../helpers.ts';

export const MARKER_A = 'SECRET-A-7f3c';

export interface OrgHoldings {
  orgId: number;
  memberId: number;
  member: { authorization: string };
  design: Design;
  previewName: string;
  template: Template;
  page: PageRecord;
  upload: UploadedFile;
}

async function ok<T>(res: { statusCode: number; body: string; json: () => unknown }, status = 201) {
  if (res.statusCode !== status) throw new Error(`seed failed: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

export async function seedOrg(t: TestApp, marker: string): Promise<OrgHoldings> {
  const org = await t.factory.org({ name: `${marker} Mart` });
  const user = await t.factory.user({ name: `${marker} Staff` });
  await t.factory.member(org.id, user.id);
  const member = t.auth(await t.factory.session(user.id));
  const base = `/api/v1/org/${org.id}`;
  const inject = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: member, payload });

  const design = await ok<Design>(
    await inject('POST', `${base}/content`, {
      title: `${marker} coupon`,
      content: campaignJson(marker, marker),
      type: 'promotion_coupon',
    }),
  );
  const previewName = `design-${Date.now()}`;
  const png = multipart('preview.png', await pngOf(60, 40), 'image/png');
  await ok(
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/design-image/${design.id}/path/${previewName}`,
      headers: { ...member, ...png.headers },
      payload: png.payload,
    }),
    200,
  );
  const template = await ok<Template>(
    await inject('POST', `${base}/template`, {
      title: `${marker} template`,
      template: pageJson(),
      type: 'promotion_coupon',
    }),
  );
  const page = await ok<PageRecord>(
    await inject('POST', `${base}/page`, {
      content_id: design.id,
      title: `${marker} page`,
      channel: 'print',
      content: JSON.stringify({ marker }),
    }),
  );
  const image = multipart(`${marker}.png`, await pngOf(30, 30), 'image/png');
  const upload = await ok<UploadedFile>(
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/upload-image/${org.id}/path/image-${Date.now()}`,
      headers: { ...member, ...image.headers },
      payload: image.payload,
    }),
  );
  return { orgId: org.id, memberId: user.id, member, design, previewName, template, page, upload };
}

/** A session token that has expired (created, then moved into the past). */
export async function expiredToken(t: TestApp, userId: number): Promise<string> {
  const token = await t.factory.session(userId);
  await t.app.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(sessions.tokenHash, hashToken(token)));
  return token;
}

/** Fills a route's `:params` with organisation A's real ids, so only the caller differs. */
export function fillRoute(url: string, a: OrgHoldings): string {
  const designImage = url.startsWith('/api/v1/design-image');
  const templateRoute = url.includes('/template/');
  return url
    .replace(':orgId', String(a.orgId))
    .replace(':id', String(templateRoute ? a.template.id : a.design.id))
    .replace(':name', designImage ? a.previewName : `image-${Date.now()}`)
    .replace(':path', a.upload.path)
    .replace(':imageId', String(a.upload.id))
    .replace(':userId', String(a.memberId));
}
