// Checks what `npm pack` would publish of @payhub/sdk: exactly what an
// integrator needs (the bundles, their types and source maps, the README,
// the licence), every file package.json points at, and no source or test.
// Run after the SDK is built (make test-js does).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const sdk = new URL('../', import.meta.url);

/** Files every tarball must hold. */
const required = [
  'package.json',
  'README.md',
  'LICENSE',
  'dist/payhub.mjs',
  'dist/payhub.js',
  'dist/index.d.ts',
  'dist/protocol.mjs',
  'dist/protocol.d.ts',
];
/** Further files allowed: the bundles' source maps. */
const allowed = [/^dist\/[a-z]+\.m?js\.map$/];

const [pack] = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json', '--workspace', 'sdk'], { cwd: root, encoding: 'utf8' }),
);
const files = pack.files.map((f) => f.path).sort();
const problems = [];

for (const f of required) {
  if (!files.includes(f)) problems.push(`missing from the package: ${f}`);
}
for (const f of files) {
  if (!required.includes(f) && !allowed.some((re) => re.test(f))) problems.push(`not for integrators: ${f}`);
}

// Every entry point package.json names must be in the tarball.
const pkg = JSON.parse(readFileSync(new URL('package.json', sdk), 'utf8'));
const targets = [pkg.main, pkg.module, pkg.types, pkg.unpkg];
const walk = (v) => (typeof v === 'string' ? targets.push(v) : Object.values(v).forEach(walk));
walk(pkg.exports);
for (const t of targets) {
  const f = t.replace(/^\.\//, '');
  if (!files.includes(f)) problems.push(`package.json points at ${t}, which is not published`);
}
for (const field of ['license', 'repository', 'bugs', 'homepage']) {
  if (!pkg[field]) problems.push(`package.json has no ${field}`);
}
// The package's licence is the repository's.
if (readFileSync(new URL('LICENSE', sdk), 'utf8') !== readFileSync(new URL('LICENSE', `file://${root}`), 'utf8')) {
  problems.push('sdk/LICENSE differs from the repository LICENSE');
}

console.log(`${pack.name}@${pack.version}: ${files.length} files, ${pack.size} B packed, ${pack.unpackedSize} B unpacked`);
for (const f of files) console.log(`  ${f}`);
for (const p of problems) console.log(`FAIL ${p}`);
process.exit(problems.length ? 1 : 0);
