// The widget's wire types, generated from the BFF's OpenAPI document
// (bff/http/openapi.yaml) by openapi-typescript into src/lib/api.gen.ts.
//   node scripts/api-types.mjs          writes src/lib/api.gen.ts
//   node scripts/api-types.mjs --check  fails when the committed file differs
//                                       from what the document generates now
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WIDGET = join(dirname(fileURLToPath(import.meta.url)), '..');
const DOCUMENT = join(WIDGET, '..', 'bff', 'http', 'openapi.yaml');
const OUTPUT = join(WIDGET, 'src', 'lib', 'api.gen.ts');
// The package's own CLI, wherever npm put the package.
const CLI = join(dirname(createRequire(import.meta.url).resolve('openapi-typescript/package.json')), 'bin', 'cli.js');

function generate(to) {
  execFileSync(process.execPath, [CLI, DOCUMENT, '--output', to], { stdio: ['ignore', 'ignore', 'inherit'] });
}

if (process.argv.includes('--check')) {
  const dir = mkdtempSync(join(tmpdir(), 'payhub-api-types-'));
  try {
    const fresh = join(dir, 'api.gen.ts');
    generate(fresh);
    if (readFileSync(fresh, 'utf8') !== readFileSync(OUTPUT, 'utf8')) {
      console.error('src/lib/api.gen.ts is stale: run `npm run gen:api -w widget` and commit the result.');
      process.exit(1);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
} else {
  generate(OUTPUT);
}
