// What each QR image encodes (ARCHITECTURE §4). Page codes point at the public Page screen,
// whose last path segment is the page id: the companion app and a plain camera both work.
// Decision: the app's own code (/nibble-qrcode) encodes the public home `${PUBLIC_URL}/`,
// the one link that serves every visitor until the app has a store listing of its own.
export const appLink = (publicUrl: string): string => `${publicUrl}/`;
export const pageLink = (publicUrl: string, pageId: number): string =>
  `${publicUrl}/Page/${pageId}`;
