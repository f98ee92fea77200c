// Builds dist/payhub.mjs (ES module), dist/payhub.js (script tag, global PayHub)
// and dist/index.d.ts, and the protocol's constants and types on their own
// (dist/protocol.mjs, dist/protocol.d.ts: the package's ./protocol export).
// penpal is bundled in; nothing is loaded at run time.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { dts } from 'rollup-plugin-dts';

const ts = () =>
  typescript({
    tsconfig: './tsconfig.json',
    noEmit: false,
    declaration: false,
    include: ['src/**/*.ts'],
    exclude: ['src/**/*.test.ts'],
  });

// module: true only for the ES module; in the script build it would drop the PayHub global.
const minify = (module) =>
  terser({
    ecma: 2020,
    module,
    compress: { passes: 2 },
    format: { comments: false },
  });

export default [
  {
    input: 'src/index.ts',
    plugins: [nodeResolve(), ts(), minify(true)],
    output: { file: 'dist/payhub.mjs', format: 'es', sourcemap: true },
  },
  {
    input: 'src/global.ts',
    plugins: [nodeResolve(), ts(), minify(false)],
    output: { file: 'dist/payhub.js', format: 'iife', name: 'PayHub', sourcemap: true },
  },
  {
    input: 'src/index.ts',
    plugins: [dts({ tsconfig: './tsconfig.json' })],
    output: { file: 'dist/index.d.ts', format: 'es' },
  },
  {
    input: 'src/protocol.ts',
    plugins: [ts(), minify(true)],
    output: { file: 'dist/protocol.mjs', format: 'es', sourcemap: true },
  },
  {
    input: 'src/protocol.ts',
    plugins: [dts({ tsconfig: './tsconfig.json' })],
    output: { file: 'dist/protocol.d.ts', format: 'es' },
  },
];
