import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Modules that only the design editor needs. They form one lazily loaded chunk so that the
// public pages and the dashboard never download the canvas, PDF or font code.
const editorOnly =
  /[\\/](src[\\/]editor|node_modules[\\/](konva|react-konva|jspdf|@fontsource))[\\/]/;

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // React, react-router, Mantine and TanStack Query together are about 520 kB minified.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group takes only the modules it matches; their shared dependencies stay shared.
          includeDependenciesRecursively: false,
          groups: [{ name: 'editor', test: editorOnly, priority: 10 }],
        },
      },
    },
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
