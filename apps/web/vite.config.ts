import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
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

export default defineConfig({
  plugins: [react(), reactRouterProductionBuild()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // React, react-router, Mantine and TanStack Query together are about 520 kB minified.
    // The editor (Konva, jsPDF, fonts) needs no manual chunk group: /dashboard/design loads it
    // lazily, so it lands in its own chunk that public pages never fetch. A manual group broke
    // the chunk's exports under Rolldown.
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  preview: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
});
