// What the editor draws after its page, in one chunk of its own (afterPage.tsx loads it once
// the page is drawn): the panels and their rail, the toolbars and the phone's bars and sheets,
// the publication and share dialogs, the others' avatars and cursors. None of it is in the first frame.
export { PublishDialog } from './dialogs/PublishDialog.tsx';
export { UnpublishDialog } from './dialogs/UnpublishDialog.tsx';
export { PresenceAvatars } from './live/PresenceAvatars.tsx';
export { RemotePresence } from './live/RemotePresence.tsx';
export { IconRail, PanelBody } from './panels/SidePanel.tsx';
export { BottomBar } from './phone/BottomBar.tsx';
export { ContextBar } from './phone/ContextBar.tsx';
export { PanelSheet } from './phone/PanelSheet.tsx';
export { ZoomSheet } from './phone/ZoomSheet.tsx';
export { ShareDialog } from './share/ShareDialog.tsx';
export { TopToolbar } from './toolbars/TopToolbar.tsx';
