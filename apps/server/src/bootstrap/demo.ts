// The demo organisation of ARCHITECTURE §4, so a newcomer sees real data on every screen.
import { todayIn } from '@nibble/core';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { members, orgs, users } from '../db/schema.ts';
import { pendingActivationText } from '../modules/members/service.ts';
import { hashPassword } from '../security/passwords.ts';
import { insertDemoDesign } from './demo-design.ts';
import { DEMO_DESIGNS } from './demo-documents.ts';
import { seedIndicDemo } from './demo-indic.ts';
import type { DemoDesign } from './demo-previews.ts';

export const DEMO_ORG = {
  name: 'Malabar Fresh Mart',
  address: '14 Fort Road',
  city: 'Kannur',
  state: 'kerala',
  phone: '4972701234',
  category: 'grocery',
  postcode: '670001',
} as const;

export const DEMO_STAFF = [
  {
    phone: '9000000001',
    password: 'demo-password-1',
    name: 'Anil Kumar',
    email: 'owner@malabar.example',
    orgRole: 'org_owner',
  },
  {
    phone: '9000000002',
    password: 'demo-password-2',
    name: 'Fathima Rahman',
    email: 'staff@malabar.example',
    orgRole: 'org_employee',
  },
  // Invited but not yet activated: shows the activation text on the Users screen.
  { phone: '9000000003', password: null, name: 'Suresh Nair', email: '', orgRole: 'org_operator' },
] as const;

/**
 * The demo staff's phones, keeping clear of the administrator's: a demo phone that
 * ADMIN_PHONE took moves to the first free one after the demo's own, so the demo still works.
 */
export function demoPhones(adminPhone: string): { phones: string[]; moved?: string } {
  const taken = new Set<string>([adminPhone, ...DEMO_STAFF.map((s) => s.phone)]);
  let next = Number(DEMO_STAFF[DEMO_STAFF.length - 1]?.phone ?? '9000000000');
  let moved: string | undefined;
  const phones = DEMO_STAFF.map((staff) => {
    if (staff.phone !== adminPhone) return staff.phone;
    do next += 1;
    while (taken.has(String(next)));
    taken.add(String(next));
    moved = `Demo ${staff.name} has phone ${next}: ${staff.phone} is the platform administrator's (ADMIN_PHONE)`;
    return String(next);
  });
  return moved ? { phones, moved } : { phones };
}

/** Seeds the demo organisation; answers the demo designs so their previews can be drawn. */
export async function seedDemo(
  db: Db,
  config: Pick<Config, 'argon2' | 'adminPhone' | 'timeZone'>,
  now = new Date(),
  /** One line for the operator when a demo phone had to move. */
  notice: (line: string) => void = console.warn,
): Promise<DemoDesign[]> {
  const today = todayIn(config.timeZone, now);
  const { phones, moved } = demoPhones(config.adminPhone);
  const designs = await db.transaction(async (tx) => {
    const [org] = await tx.insert(orgs).values(DEMO_ORG).returning();
    if (!org) throw new Error('seedDemo: organisation insert returned nothing');

    for (const [index, staff] of DEMO_STAFF.entries()) {
      const [user] = await tx
        .insert(users)
        .values({
          phone: phones[index] ?? staff.phone,
          name: staff.name,
          email: staff.email,
          role: 'user',
          city: DEMO_ORG.city,
          mode: staff.orgRole === 'org_owner' ? 1 : 0,
          passwordHash: staff.password ? await hashPassword(staff.password, config.argon2) : null,
        })
        .returning();
      if (!user) throw new Error('seedDemo: user insert returned nothing');
      const pending = staff.password === null;
      await tx.insert(members).values({
        orgId: org.id,
        userId: user.id,
        role: staff.orgRole,
        status: pending ? 0 : 1,
        activation: pending ? pendingActivationText(now, config.timeZone) : '',
        mode: user.mode,
      });
    }

    const coupon = 'promotion_coupon' as const;
    return [
      await insertDemoDesign(
        tx,
        org,
        { campaign: DEMO_DESIGNS.published, type: coupon, published: true },
        today,
      ),
      await insertDemoDesign(
        tx,
        org,
        { campaign: DEMO_DESIGNS.draft, type: coupon, published: false },
        today,
      ),
      ...(await seedIndicDemo(tx, org, today)),
    ];
  });
  if (moved) notice(moved);
  return designs;
}
