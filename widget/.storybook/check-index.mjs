// Smoke check of a static Storybook build: its index.json must list stories,
// and every *.stories.tsx file under src must have contributed at least one,
// so that a story file Storybook could not index fails the build.
// Usage: node .storybook/check-index.mjs <storybook-static>
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const outDir = process.argv[2] ?? 'storybook-static';
const widgetDir = join(import.meta.dirname, '..');

function storyFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return storyFiles(path);
    }
    return entry.name.endsWith('.stories.tsx') ? [`./${relative(widgetDir, path)}`] : [];
  });
}

function fail(message) {
  console.error(`check-index: ${message}`);
  process.exit(1);
}

let index;
try {
  index = JSON.parse(readFileSync(join(outDir, 'index.json'), 'utf8'));
} catch (error) {
  fail(`cannot read ${join(outDir, 'index.json')}: ${error.message}`);
}
const entries = Object.values(index.entries ?? {});
const stories = entries.filter((entry) => entry.type === 'story');
if (stories.length === 0) {
  fail('index.json lists no stories');
}
const indexed = new Set(stories.map((story) => story.importPath));
const missing = storyFiles(join(widgetDir, 'src')).filter((file) => !indexed.has(file));
if (missing.length > 0) {
  fail(`no stories indexed from ${missing.join(', ')}`);
}
console.log(`check-index: ${stories.length} stories from ${indexed.size} files`);
