// Prints the gzipped size (zlib level 9) of what a browser loads first, per
// bundle, against its budget, and exits non-zero when one is over:
//   - the SDK's script-tag bundle, sdk/dist/payhub.js (budget from sdk/scripts/size.mjs);
//   - the widget's first load of the checkout route: its entry, every chunk the
//     entry imports statically, the chunk that holds the checkout route's lazy
//     module (its own, or one of those) with its static imports, and the core
//     catalogue of the language the page starts in, which is loaded before the
//     first render: the larger of the two (read from
//     widget/dist/widget/.vite/manifest.json and .vite/modules.json);
//   - the portal's first load of the checkout route, counted the same way.
// Then it names the ten heaviest modules of each first load, by the bytes of
// the minified scripts each module's code takes (from the .vite/modules.json
// that widget/vite.moduleWeights.ts writes beside the manifest, out of the
// source maps), so that every change can see what it costs there.
// Run after the builds: `make size`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The SDK's own budget: one number, kept in sdk/scripts/size.mjs. */
function sdkBudget() {
  const source = readFileSync(join(ROOT, 'sdk/scripts/size.mjs'), 'utf8');
  const match = /const BUDGET = (\d+);/.exec(source);
  if (!match) throw new Error('sdk/scripts/size.mjs names no BUDGET');
  return Number(match[1]);
}

/**
 * The widget's first load of the checkout route: 50 KB gzipped. It measured
 * 61 346 B with RTK Query, and about 51 KB once SWR replaced it and the
 * checkout route's module joined the entry's chunk (README, size figures).
 */
const WIDGET_BUDGET = 51_200;
/**
 * The portal's first load of the checkout route, on React 19: 115 KB. It
 * measured 125 050 B with RTK Query and about 114 KB with SWR, the account
 * menu as a lazy chunk and the entry's app code as one chunk; React DOM is
 * about 64 KB of it.
 */
const PORTAL_BUDGET = 117_760;

/** The lazy module of the checkout route, as the manifest and .vite/modules.json name it. */
const CHECKOUT_ROUTE = 'src/app/CheckoutRoute.tsx';

/**
 * The core catalogue of each language (widget/src/lib/i18n/texts.ts): a chunk
 * of its own, one of which the page loads before it renders anything.
 */
const CATALOGUES = ['src/lib/i18n/en.ts', 'src/lib/i18n/es.ts'];

const gzipped = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Every JS file a manifest entry needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the manifest has no ${key}`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * The manifest key of the chunk that holds the checkout route's module: its
 * own lazy chunk, or, when the build groups the module into another chunk
 * (the widget's entry), that chunk, found in .vite/modules.json.
 */
function routeChunk(distDir, manifest) {
  if (manifest[CHECKOUT_ROUTE]) return CHECKOUT_ROUTE;
  const weights = readWeights(distDir);
  const file = Object.keys(weights).find((chunk) => weights[chunk].some(({ module }) => module === CHECKOUT_ROUTE));
  const key = file && Object.keys(manifest).find((name) => manifest[name].file === file);
  if (!key) throw new Error(`${distDir}: no chunk holds ${CHECKOUT_ROUTE}`);
  return key;
}

/** The modules of every chunk (widget/vite.moduleWeights.ts). */
function readWeights(distDir) {
  const weightsFile = join(distDir, '.vite/modules.json');
  if (!existsSync(weightsFile)) throw new Error(`${weightsFile} is missing: build with widget/vite.moduleWeights.ts`);
  return JSON.parse(readFileSync(weightsFile, 'utf8'));
}

function firstLoad(distDir) {
  const manifestFile = join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`${manifestFile}: expected one entry, found ${entries.length}`);
  const files = staticClosure(manifest, entries[0]);
  staticClosure(manifest, routeChunk(distDir, manifest), files);
  const sum = (list) => list.filter((file) => file.endsWith('.js')).reduce((total, file) => total + gzipped(join(distDir, file)), 0);
  const js = [...files].filter((file) => file.endsWith('.js'));
  // The starting language's catalogue with whatever it imports beyond the files above; the larger language counts.
  let catalogue = { bytes: 0, files: 0, list: [] };
  for (const key of CATALOGUES) {
    if (!manifest[key]) throw new Error(`${manifestFile}: the manifest has no ${key} (a catalogue must be a chunk of its own)`);
    const extra = [...staticClosure(manifest, key)].filter((file) => file.endsWith('.js') && !files.has(file));
    const bytes = sum(extra);
    if (bytes > catalogue.bytes) catalogue = { bytes, files: extra.length, list: extra };
  }
  return { bytes: sum(js) + catalogue.bytes, files: js.length + catalogue.files, heaviest: heaviestModules(distDir, [...js, ...catalogue.list]) };
}

/** How many modules each first load names. */
const HEAVIEST = 10;

/**
 * The HEAVIEST modules of the given chunk files, by minified bytes; a module
 * in two of the files counts once with both shares.
 */
function heaviestModules(distDir, files) {
  const weights = readWeights(distDir);
  const totals = new Map();
  for (const { module, minified, gzipped } of files.flatMap((file) => weights[file] ?? [])) {
    const total = totals.get(module) ?? { module, minified: 0, gzipped: 0 };
    total.minified += minified;
    total.gzipped += gzipped;
    totals.set(module, total);
  }
  return [...totals.values()].sort((a, b) => b.minified - a.minified).slice(0, HEAVIEST);
}

const rows = [];
try {
  rows.push({ name: 'sdk/dist/payhub.js', bytes: gzipped(join(ROOT, 'sdk/dist/payhub.js')), budget: sdkBudget() });
  const widget = firstLoad(join(ROOT, 'widget/dist/widget'));
  rows.push({ name: `widget first load, checkout route (${widget.files} files)`, bytes: widget.bytes, budget: WIDGET_BUDGET, heaviest: widget.heaviest });
  const portal = firstLoad(join(ROOT, 'widget/dist/portal'));
  rows.push({ name: `portal first load, checkout route (${portal.files} files)`, bytes: portal.bytes, budget: PORTAL_BUDGET, heaviest: portal.heaviest });
} catch (error) {
  console.error(`size: ${error.message}`);
  process.exit(2);
}

let over = false;
for (const { name, bytes, budget } of rows) {
  const verdict = bytes > budget ? 'OVER' : 'ok';
  if (bytes > budget) over = true;
  console.log(`${verdict.padEnd(4)} ${name}: ${bytes} B gzipped, budget ${budget} B (${((bytes / budget) * 100).toFixed(1)}%)`);
}
for (const { name, heaviest } of rows) {
  if (!heaviest) continue;
  console.log(`\nThe ${heaviest.length} heaviest modules of the ${name}`);
  console.log('  (minified: bytes of the minified scripts made from the module, by the source maps;');
  console.log('   gzipped: that share of its file\'s gzipped size, an estimate)');
  for (const { module, minified, gzipped } of heaviest) {
    console.log(`  ${String(minified).padStart(7)} B minified  ~${String(gzipped).padStart(6)} B gzipped  ${module}`);
  }
}
process.exit(over ? 1 : 0);
