// The in-memory backend of this tab, for an editor without a server session.
import { useSession } from '../session/store.ts';
import type { EditorBackend } from './backend-types.ts';
import { createLocalBackend } from './localBackend.ts';

let local: EditorBackend | null = null;

export function localBackend(): EditorBackend {
  if (!local) {
    const org = useSession.getState().org;
    local = createLocalBackend({ ownerId: org?.orgId ?? 1, ownerName: org?.orgName ?? '' });
  }
  return local;
}
