// Which backend the editor uses: the server-backed one in ./backend/ once it exists (it
// exports createEditorBackend), otherwise one in-memory backend per tab.
import { useSession } from '../session/store.ts';
import type { EditorBackend } from './backend-types.ts';
import { createLocalBackend } from './localBackend.ts';

type BackendModule = { createEditorBackend: () => EditorBackend };
const serverBackends = import.meta.glob<BackendModule>('./backend/index.ts', { eager: true });

let local: EditorBackend | null = null;

export function defaultBackend(): EditorBackend {
  const server = Object.values(serverBackends)[0];
  if (server) return server.createEditorBackend();
  if (!local) {
    const org = useSession.getState().org;
    local = createLocalBackend({ ownerId: org?.orgId ?? 1, ownerName: org?.orgName ?? '' });
  }
  return local;
}
