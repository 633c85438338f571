// Who may hold a live document open, by the API's own rules: the session token the web app
// already sends as `Bearer` (http/auth.ts `userForToken`), and the permission a REST client
// needs to open the design (`org.designs.manage`: an active member of the design's online
// organisation, or a platform admin). A design that is not NEW is read-only for everyone.
import { canEdit, stateOf } from '@nibble/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contents } from '../db/schema.ts';
import { type AuthUser, mayInOrg, userForToken } from '../http/auth.ts';

/** What each connection keeps: whose token, for which design (re-checked with both). */
export interface LiveContext {
  tokenHash: string;
  userId: number;
  contentId: number;
}

export type Access =
  | { ok: true; user: AuthUser; orgId: number; readOnly: boolean }
  /** `session`: the token no longer signs anyone in; `design`: this design is not theirs (or gone). */
  | { ok: false; reason: 'session' | 'design' };

/**
 * Answers for many connections at once (the periodic re-check): each token, design and
 * (user, organisation) pair is asked once per pass.
 */
export class AccessCheck {
  private readonly users = new Map<string, Promise<AuthUser | null>>();
  private readonly designs = new Map<
    number,
    Promise<{ orgId: number; published: number } | null>
  >();
  private readonly grants = new Map<string, Promise<boolean>>();

  constructor(private readonly db: Db) {}

  async of(tokenHash: string, contentId: number): Promise<Access> {
    const user = await this.memo(this.users, tokenHash, () => userForToken(this.db, tokenHash));
    if (!user) return { ok: false, reason: 'session' };
    const design = await this.memo(this.designs, contentId, () => this.design(contentId));
    if (!design) return { ok: false, reason: 'design' };
    const allowed = await this.memo(this.grants, `${user.id}:${design.orgId}`, () =>
      mayInOrg(this.db, user, design.orgId, 'org.designs.manage'),
    );
    if (!allowed) return { ok: false, reason: 'design' };
    return { ok: true, user, orgId: design.orgId, readOnly: !canEdit(stateOf(design.published)) };
  }

  private async design(contentId: number) {
    const [row] = await this.db
      .select({ orgId: contents.orgId, published: contents.published })
      .from(contents)
      .where(eq(contents.id, contentId));
    return row ?? null;
  }

  private memo<K, V>(cache: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
    let answer = cache.get(key);
    if (!answer) {
      answer = load();
      cache.set(key, answer);
    }
    return answer;
  }
}
