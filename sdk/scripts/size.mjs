// Prints the gzipped size of each bundle; fails when payhub.js is over budget or lacks its global.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** The script-tag bundle's budget in gzipped bytes (gzip level 9). */
const BUDGET = 6144;
const bundles = ['dist/payhub.js', 'dist/payhub.mjs'];

let over = false;
for (const file of bundles) {
  const bytes = readFileSync(new URL(`../${file}`, import.meta.url));
  const gzipped = gzipSync(bytes, { level: 9 }).length;
  const limited = file === 'dist/payhub.js';
  const verdict = limited ? (gzipped > BUDGET ? `OVER the ${BUDGET} B budget` : `within the ${BUDGET} B budget`) : '';
  console.log(`${file}: ${bytes.length} B, ${gzipped} B gzipped ${verdict}`.trimEnd());
  if (limited && gzipped > BUDGET) over = true;
}
// The script-tag build must define its global; a minifier in module mode would drop it.
if (!readFileSync(new URL('../dist/payhub.js', import.meta.url), 'utf8').startsWith('var PayHub=')) {
  console.log('dist/payhub.js does not define the PayHub global');
  over = true;
}
process.exit(over ? 1 : 0);
