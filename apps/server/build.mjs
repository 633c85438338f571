// Bundles the server into dist/main.js. Workspace code (@nibble/*) is bundled; every other
// package stays an external import resolved from node_modules at run time. Migrations are
// read from apps/server/drizzle next to dist, so nothing else is copied.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'info',
  plugins: [
    {
      name: 'externalize-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@nibble/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  banner: {
    // Some CommonJS dependencies call require(); give the ESM bundle one.
    js: "import { createRequire as __nibbleCreateRequire } from 'node:module'; const require = __nibbleCreateRequire(import.meta.url);",
  },
});
