// The public pages import `@nibble/core`; Yjs must stay behind `@nibble/core/live`.
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** A path beside this test file (the core's tsconfig has no Node types, so no import.meta.url). */
const besideThisTest = (relative: string): string => {
  const testPath = expect.getState().testPath ?? '';
  return `${testPath.slice(0, testPath.lastIndexOf('/'))}/${relative}`;
};

const bundledInputs = async (entry: string): Promise<string[]> => {
  const result = await build({
    entryPoints: [besideThisTest(entry)],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
};

describe('the live document stays out of the main entry', () => {
  it('@nibble/core (src/index.ts) pulls in neither Yjs nor this module', async () => {
    const inputs = await bundledInputs('../index.ts');
    expect(inputs.some((input) => input.includes('src/document/'))).toBe(true);
    expect(
      inputs.filter((input) =>
        /node_modules\/(yjs|lib0|fractional-indexing)\/|src\/live\//.test(input),
      ),
    ).toEqual([]);
  });

  it('@nibble/core/live does pull in Yjs (the check above can see it)', async () => {
    const inputs = await bundledInputs('./index.ts');
    expect(inputs.some((input) => input.includes('node_modules/yjs/'))).toBe(true);
  });
});
