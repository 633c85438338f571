import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

/**
 * React Router's package exports only its development build, which keeps its dev warnings
 * (ENABLE_DEV_WARNINGS = true) in every bundle. The production build it ships beside it is
 * the same code with them off, so the minifier can drop them. Builds only: tests and the dev
 * server keep the warnings.
 */
function reactRouterProductionBuild(): Plugin {
  const packageJson = createRequire(import.meta.url).resolve('react-router/package.json');
  const production = join(dirname(packageJson), 'dist/production/index.mjs');
  return {
    name: 'nibble:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'react-router' ? production : null),
  };
}

// Library code every page runs. Left alone, Rolldown spreads it over a dozen small chunks
// shared by the entries and the lazy screens, each compressed on its own; one chunk makes the
// public pages about 7 KB gzip lighter. Libraries only, so no app module changes its order,
// and the editor's own libraries (Konva, jsPDF) stay in its lazy chunk. The full app's own
// libraries (router, query cache, session store) are a chunk of their own: the pages the
// server draws (public-page.html) never load them.
const MANTINE_EVERYWHERE = [
  'Anchor',
  'Button',
  'Center',
  'Container',
  'Group',
  'Loader',
  'Paper',
  'Stack',
  'Text',
  'ThemeIcon',
  'Title',
  'Transition',
  'UnstyledButton',
];
const libraries = (paths: string[]) => paths.map((path) => `/node_modules/${path}/`);
const EVERY_PAGE = libraries([
  'react',
  'react-dom',
  'scheduler',
  'clsx',
  '@mantine/core/esm/core',
  ...MANTINE_EVERYWHERE.map((component) => `@mantine/core/esm/components/${component}`),
]);
const FULL_APP = libraries(['react-router', '@tanstack', 'zustand']);

// The app's modules that the pages the server draws share with the full app (their frame,
// messages, theme, addresses): one chunk rather than twenty files of a few hundred bytes, each
// compressed on its own. The public entry's own start, its hydration and the i18next of
// Malayalam and Hindi stay apart, and so does each page's screen (public/screens.ts).
const PUBLIC_SHARED = [
  '/apps/web/src/public/',
  '/apps/web/src/layout/PublicFrame',
  '/apps/web/src/layout/PageLoader',
  '/apps/web/src/layout/Preloader.module.css',
  '/apps/web/src/layout/Logo',
  '/apps/web/src/layout/NibbleTheme',
  '/apps/web/src/theme.ts',
  '/apps/web/src/indicFaces.css',
  '/apps/web/src/i18n/languages.ts',
  '/apps/web/src/i18n/languageChoice.ts',
  '/apps/web/src/i18n/publicText.ts',
  '/apps/web/src/i18n/TextContext',
  '/apps/web/src/i18n/english.ts',
  '/apps/web/src/i18n/loadText.ts',
  '/apps/web/src/i18n/Markup',
  '/apps/web/src/i18n/LanguageSwitch',
  '/apps/web/src/i18n/numbers.ts',
  '/apps/web/src/i18n/locales/en/public.json',
  '/apps/web/src/api/publicAddresses.ts',
  '/apps/web/src/api/prefix.ts',
  '/apps/web/src/components/PlainSelect',
  '/apps/web/src/components/useHydrated.ts',
  '/apps/web/src/screens/public/components/QrCodeImage',
  '/apps/web/src/screens/public/components/LoadFailed',
  '/apps/web/src/ssr/state.ts',
  '/apps/web/src/session/storageKey.ts',
  '/packages/core/src/constants.ts',
];
const PUBLIC_APART = [
  '/src/public/main.tsx',
  '/src/public/hydrate.tsx',
  '/src/public/HydratedPage.tsx',
  '/src/public/PublicApp.tsx',
  '/src/public/screens.ts',
  '/src/public/signedIn.ts',
  '/src/public/styles.ts',
  '/src/i18n/i18nextText.ts',
];
const isPublicShared = (id: string) =>
  PUBLIC_SHARED.some((path) => id.includes(path)) &&
  !PUBLIC_APART.some((path) => id.includes(path));

// Every text asset, and the PDF export's WebAssembly (HarfBuzz, 1.1 MB, a third of it gzipped),
// is also written compressed (.br at brotli's best, .gz at gzip's), once at
// build time; the server sends the variant the browser accepts (@fastify/static preCompressed),
// so a phone downloads a fraction of the bytes and the server compresses nothing per request.
const precompressed = compression({
  include: /\.(js|css|html|svg|json|txt|webmanifest|wasm)$/,
  threshold: 1024,
  skipIfLargerOrEqual: true,
  algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress')],
});

/**
 * The app shell for staff working offline (issue 17): a service worker precaches the page and
 * the app's own code (not the 1 000 font files, cached as they are first used), and answers a
 * reload of a dashboard address from that cache. It is registered only when a signed-in user
 * opens a design (editor/live/offlineShell.ts): public visitors never download it.
 */
const offlineShell = VitePWA({
  injectRegister: false,
  registerType: 'autoUpdate',
  manifest: false,
  workbox: {
    // The manifest and its icons too, so the installed app (issue 29) starts offline.
    globPatterns: [
      'index.html',
      'favicon.svg',
      'manifest.webmanifest',
      'icons/*.png',
      'assets/*.{js,css}',
    ],
    // Font files (family-subset-weight-style-hash): cached at first use below.
    globIgnores: ['**/*-normal-*', '**/*-italic-*'],
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    navigateFallback: 'index.html',
    navigateFallbackAllowlist: [/^\/dashboard(\/|$)/],
    navigateFallbackDenylist: [/^\/api\//],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && /^\/(assets|stock|brand)\//.test(url.pathname),
        handler: 'CacheFirst',
        options: {
          cacheName: 'nibble-assets',
          expiration: { maxEntries: 2000, maxAgeSeconds: 30 * 24 * 3600 },
        },
      },
    ],
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  // The server build (ssr/entry-server.tsx, into dist-ssr) is read from disk by the server
  // and never sent, so it is not precompressed.
  plugins: [
    react(),
    reactRouterProductionBuild(),
    ...(isSsrBuild ? [] : [precompressed, offlineShell]),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server reads it to link a server-rendered page's own chunk and CSS (public-pages.ts).
    manifest: !isSsrBuild,
    // The editor (Konva, jsPDF, fonts) needs no chunk group of its own: /dashboard/design
    // loads it lazily, so it lands in its own chunk that public pages never fetch. A manual
    // group for it broke the chunk's exports under Rolldown.
    chunkSizeWarningLimit: 600,
    // Every browser the product supports preloads modules itself (Safari since 17); the
    // polyfill was a file of its own on every public page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Two pages: the full app (index.html) and the pages the server draws, with their own
      // light entry (public-page.html → src/public/main.tsx; the server draws into it).
      input: isSsrBuild ? undefined : { index: 'index.html', 'public-page': 'public-page.html' },
      output: {
        codeSplitting: {
          groups: [
            {
              // Vite's loader of dynamic imports, on its own: the public entry imports it, and
              // must not pull the framework in with it before the page has painted.
              name: 'preload-helper',
              test: /vite\/preload-helper/,
            },
            {
              name: 'framework',
              test: (id) => EVERY_PAGE.some((path) => id.includes(path)),
            },
            {
              name: 'public-pages',
              test: isPublicShared,
            },
            {
              name: 'app-framework',
              test: (id) => FULL_APP.some((path) => id.includes(path)),
            },
          ],
        },
      },
    },
  },
  // ws: the collaboration socket (/api/v1/collab) goes through the proxy too.
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // A bound for a stuck test, not a speed check: user-event journeys through menus take
    // several seconds when CI's two cores also run the other projects.
    testTimeout: 15_000,
  },
}));
