import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
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
