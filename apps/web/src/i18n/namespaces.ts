// The catalogues the interface's messages are split into, one per part of the product, so a
// page loads only the messages it can show (locales/{language}/{namespace}.json).
// 'privacy' is the policy's long text: kept out of the public catalogue English bundles, so
// Home does not carry it.
export const NAMESPACES = ['public', 'dashboard', 'admin', 'editor', 'errors', 'privacy'] as const;

export type Namespace = (typeof NAMESPACES)[number];

/** Home, City, the QR page, the account screens and error pages: bundled for English. */
export const DEFAULT_NAMESPACE: Namespace = 'public';

/** What every signed-in screen may show, loaded with the first of them. */
export const SIGNED_IN_NAMESPACES: readonly Namespace[] = ['dashboard', 'admin', 'editor'];
