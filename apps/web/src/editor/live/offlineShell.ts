// Registers the service worker that keeps the app shell on the device (vite.config.ts), so a
// signed-in user can reload the editor without a network. Only production builds write one;
// it takes over at once (skipWaiting, clientsClaim), so no update prompt is needed.
const SERVICE_WORKER = '/sw.js';

let registered = false;

export function keepAppShellOffline(): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  navigator.serviceWorker
    .register(SERVICE_WORKER, { scope: '/' })
    .catch((error: unknown) => console.warn('The app could not be kept for offline use', error));
}
