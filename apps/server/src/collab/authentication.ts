// Who may open a live design: the Hocuspocus extension that answers onAuthenticate with the
// API's own rules (access.ts: userForToken + mayInOrg), and serves a design that is not NEW
// read-only. Anyone else is refused with "permission-denied".
import type { Extension, onAuthenticatePayload } from '@hocuspocus/server';
import { designIdOf } from '@nibble/core/live/protocol';
import type { Db } from '../db/client.ts';
import { tokenHashOf } from '../http/auth.ts';
import { AccessCheck, type LiveContext } from './access.ts';
import { REFUSED } from './origins.ts';

export class Authentication implements Extension {
  readonly extensionName = 'Authentication';

  constructor(private readonly db: Db) {}

  /** The connection's context (LiveContext) for the hooks after it, or a refusal. */
  async onAuthenticate({
    token,
    documentName,
    connectionConfig,
  }: onAuthenticatePayload): Promise<LiveContext> {
    const contentId = designIdOf(documentName);
    const tokenHash = tokenHashOf(token);
    if (contentId === null || tokenHash === null) throw REFUSED;
    const access = await new AccessCheck(this.db).of(tokenHash, contentId);
    if (!access.ok) throw REFUSED;
    connectionConfig.readOnly = access.readOnly;
    return { tokenHash, userId: access.user.id, contentId };
  }
}
