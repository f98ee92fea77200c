// A build plugin of both builds (vite.config.ts, vite.widget.config.ts): it
// writes, beside the manifest, which modules each emitted chunk holds and how
// many of the chunk's minified bytes each one takes, so that scripts/size.mjs
// can name the heaviest modules of the first load and every change can see
// what it costs there.
//
// The bytes come from the chunk's source map: every stretch of minified code
// counts for the module it was made from. So a module counts with what the
// minifier left of it (code the widget's build folds away counts nothing),
// and the bundler's own glue counts apart. The maps are made for this count
// only ('hidden': the scripts name no map) and not written out.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, posix, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import type { Plugin } from 'vite';

/** The file beside .vite/manifest.json that scripts/size.mjs reads. */
export const MODULE_WEIGHTS_FILE = '.vite/modules.json';

/** What counts bytes no module of the project or of a library made (the bundler's runtime and glue). */
export const BUNDLER_GLUE = '(bundler glue)';

/** One module's share of a chunk. */
export interface ModuleWeight {
  /** The module's path relative to the project (widget/), from node_modules/ on for a library. */
  module: string;
  /** Bytes of the minified chunk made from the module. */
  minified: number;
  /** Its share of the gzipped chunk: minified × the chunk's gzipped / minified size (an estimate). */
  gzipped: number;
}

/** Chunk file name (as the manifest names it) to its modules, heaviest first. */
export type ModuleWeights = Record<string, ModuleWeight[]>;

/** A source as a reader knows it: from node_modules/ on, or relative to the project. */
function shortName(source: string, root: string): string {
  const clean = source.replace(/\?.*$/, '').replace(/^\0/, '');
  const library = clean.lastIndexOf('node_modules/');
  if (library >= 0) {
    return clean.slice(library);
  }
  return isAbsolute(clean) ? relative(root, clean).split('\\').join('/') : clean;
}

/** Minified bytes of code per source of the map; code no mapping covers counts for BUNDLER_GLUE. */
export function bytesPerSource(code: string, mappings: string, sources: readonly string[]): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (source: string, text: string) => {
    if (text.length > 0) {
      totals.set(source, (totals.get(source) ?? 0) + Buffer.byteLength(text));
    }
  };
  const lines = code.split('\n');
  const decoded = decode(mappings);
  lines.forEach((line, index) => {
    const segments = [...(decoded[index] ?? [])].sort((a, b) => a[0] - b[0]);
    add(BUNDLER_GLUE, line.slice(0, segments[0]?.[0] ?? line.length) + (index < lines.length - 1 ? '\n' : ''));
    segments.forEach((segment, at) => {
      const end = segments[at + 1]?.[0] ?? line.length;
      const source = segment.length > 1 ? (sources[segment[1] ?? -1] ?? BUNDLER_GLUE) : BUNDLER_GLUE;
      add(source, line.slice(segment[0], end));
    });
  });
  return totals;
}

/** Writes MODULE_WEIGHTS_FILE into the output of a build that writes a manifest. */
export function moduleWeights(): Plugin {
  let root = '';
  let outDir = '';
  let active = false;
  let ownMaps = false;
  return {
    name: 'payhub-module-weights',
    apply: 'build',
    config(config) {
      // Only the two builds that scripts/size.mjs reads (they write a manifest); not e.g. Storybook's.
      active = config.build?.manifest === true;
      // Maps asked for on their own (e.g. `vite build --sourcemap`) are left as they are.
      ownMaps = active && !config.build?.sourcemap;
      return ownMaps ? { build: { sourcemap: 'hidden' } } : undefined;
    },
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    // Once the chunks are final: Vite adds the preload lists of dynamic imports late in generateBundle.
    async writeBundle(_options, bundle) {
      if (!active) {
        return;
      }
      const weights: ModuleWeights = {};
      const maps: string[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.map) {
          continue;
        }
        maps.push(`${output.fileName}.map`);
        const base = posix.dirname(output.fileName);
        const sources = output.map.sources.map((source) => (source ? posix.join(base, source) : BUNDLER_GLUE));
        const ratio = output.code.length > 0 ? gzipSync(output.code, { level: 9 }).length / Buffer.byteLength(output.code) : 0;
        const named = new Map<string, number>();
        for (const [source, bytes] of bytesPerSource(output.code, output.map.mappings, sources)) {
          const module = source === BUNDLER_GLUE ? source : shortName(resolve(outDir, source), root);
          named.set(module, (named.get(module) ?? 0) + bytes);
        }
        weights[output.fileName] = [...named]
          .map(([module, minified]) => ({ module, minified, gzipped: Math.round(minified * ratio) }))
          .sort((a, b) => b.minified - a.minified);
      }
      const file = join(outDir, MODULE_WEIGHTS_FILE);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, `${JSON.stringify(weights, null, 1)}\n`);
      // Maps made for this count served their purpose above; the BFF serves the output directory as it is.
      if (ownMaps) {
        await Promise.all(maps.map((map) => rm(join(outDir, map), { force: true })));
      }
    },
  };
}
