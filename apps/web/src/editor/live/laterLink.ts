// The store's link to a live document whose session is not made yet. A design the API answered
// is drawn from that answer first; the live session's code (Yjs, the socket: a quarter of the
// editor's chunk) loads and runs once the page is drawn (openLiveDesign.ts connectLiveDesign),
// then binds it here. Until then the store holds every edit (sync 'connecting'), so nothing
// reaches the link before its binding does.
import type { LiveLink } from '../store/editorStore.ts';

export class LaterLiveLink implements LiveLink {
  private binding: LiveLink | null = null;

  bind(binding: LiveLink): void {
    this.binding = binding;
  }

  private get bound(): LiveLink {
    if (!this.binding) throw new Error('The live document is not connected yet.');
    return this.binding;
  }

  write(...edit: Parameters<LiveLink['write']>): void {
    this.bound.write(...edit);
  }

  undo(): void {
    this.bound.undo();
  }

  redo(): void {
    this.bound.redo();
  }

  whenSynced(): Promise<boolean> {
    return this.binding ? this.binding.whenSynced() : Promise.resolve(false);
  }
}
