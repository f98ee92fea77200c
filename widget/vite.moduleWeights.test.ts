import { encode } from '@jridgewell/sourcemap-codec';
import { BUNDLER_GLUE, bytesPerSource } from './vite.moduleWeights';

describe('bytesPerSource', () => {
  it('counts each stretch of a line for the source of the mapping that starts it', () => {
    const code = 'var a=1;function b(){}\nexport{b}';
    // Line 1: "var a=1;" from a.ts, "function b(){}" from b.ts; line 2 has no mapping.
    const mappings = encode([
      [
        [0, 0, 0, 0],
        [8, 1, 0, 0],
      ],
      [],
    ]);
    const totals = bytesPerSource(code, mappings, ['a.ts', 'b.ts']);
    expect(Object.fromEntries(totals)).toEqual({ 'a.ts': 8, 'b.ts': 14, [BUNDLER_GLUE]: 10 });
    expect([...totals.values()].reduce((sum, bytes) => sum + bytes, 0)).toBe(Buffer.byteLength(code));
  });

  it("counts code before a line's first mapping, and mappings without a source, as glue", () => {
    const code = '/*x*/let é=2;';
    const mappings = encode([[[5, 0, 0, 0], [9]]]);
    const totals = bytesPerSource(code, mappings, ['c.ts']);
    // "é" is two bytes in UTF-8.
    expect(Object.fromEntries(totals)).toEqual({ 'c.ts': 4, [BUNDLER_GLUE]: 5 + 5 });
  });
});
