import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** freePort asks the kernel for an unused port. */
function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => ok(port));
    });
  });
}

async function waitReady(url: string, proc: ChildProcess, logs: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`payhub exited with ${proc.exitCode}:\n${logs()}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`payhub did not become ready at ${url}:\n${logs()}`);
}

/**
 * Starts a real `payhub serve` (BFF, sandbox and example site) on free
 * ports with a fresh data directory, and stops it after the run.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // PAYHUB_BIN and PAYHUB_WEB_DIR let a run use a private build.
  const bin = process.env.PAYHUB_BIN ?? join(root, 'bin', 'payhub');
  if (!existsSync(bin)) throw new Error('bin/payhub is missing: run `make build` first');
  const [bffPort, sandboxPort, examplesPort, walletPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const data = mkdtempSync(join(tmpdir(), 'payhub-e2e-'));
  let output = '';
  const proc = spawn(
    bin,
    [
      'serve',
      '--addr', `127.0.0.1:${bffPort}`,
      '--sandbox-addr', `127.0.0.1:${sandboxPort}`,
      '--examples-addr', `127.0.0.1:${examplesPort}`,
      '--wallet-addr', `127.0.0.1:${walletPort}`,
      '--data-dir', data,
      '--web-dir', process.env.PAYHUB_WEB_DIR ?? join(root, 'widget', 'dist', 'portal'),
      '--widget-dir', process.env.PAYHUB_WIDGET_DIR ?? join(root, 'widget', 'dist', 'widget'),
      '--themes-dir', join(root, 'themes'),
      '--sdk-dir', join(root, 'sdk', 'dist'),
      '--examples-dir', join(root, 'examples', 'county-site'),
      '--log-level', 'warn',
      // Outside dev /metrics listens on its own (fixed) port: any free one.
      '--metrics-addr', '127.0.0.1:0',
    ],
    { cwd: root, env: { ...process.env, PAYHUB_ENV: 'test' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  proc.stdout?.on('data', (b: Buffer) => (output += b.toString()));
  proc.stderr?.on('data', (b: Buffer) => (output += b.toString()));
  const url = `http://127.0.0.1:${bffPort}`;
  await waitReady(url, proc, () => output);
  process.env.PAYHUB_URL = url;
  process.env.PAYHUB_EXAMPLES_URL = `http://127.0.0.1:${examplesPort}`;
  process.env.PAYHUB_SANDBOX_URL = `http://127.0.0.1:${sandboxPort}`;
  process.env.PAYHUB_WALLET_URL = `http://127.0.0.1:${walletPort}`;

  return async () => {
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (proc.exitCode === null) proc.kill('SIGKILL');
    rmSync(data, { recursive: true, force: true });
  };
}
