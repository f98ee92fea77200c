// Starting and stopping a real `payhub serve` (BFF, sandbox, wallet host and
// example site) on free ports with a fresh data directory. The run's global
// setup starts one for every spec; a spec that moves the sandbox clock,
// which every test of a server shares and which only goes forward, starts
// one of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** A running `payhub serve`: the base URLs of its listeners, and how to stop it. */
export interface PayhubServer {
  /** The BFF and the portal. */
  url: string;
  sandboxUrl: string;
  examplesUrl: string;
  walletUrl: string;
  /** Stops the process (SIGTERM, then SIGKILL after 10 s) and removes its data directory. */
  stop(): Promise<void>;
}

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

/** What the server starts with. */
export interface ServerOptions {
  /** The process's environment (PAYHUB_ENV=test is added); default this process's. */
  env?: NodeJS.ProcessEnv;
}

/**
 * Starts a real `payhub serve` on free ports with a fresh data directory
 * and waits until it is ready. PAYHUB_BIN, PAYHUB_WEB_DIR and
 * PAYHUB_WIDGET_DIR let a run use a private build.
 */
export async function startServer({ env = process.env }: ServerOptions = {}): Promise<PayhubServer> {
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
    { cwd: root, env: { ...env, PAYHUB_ENV: 'test' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  proc.stdout?.on('data', (b: Buffer) => (output += b.toString()));
  proc.stderr?.on('data', (b: Buffer) => (output += b.toString()));
  const url = `http://127.0.0.1:${bffPort}`;
  const stop = async () => {
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (proc.exitCode === null) proc.kill('SIGKILL');
    rmSync(data, { recursive: true, force: true });
  };
  try {
    await waitReady(url, proc, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
    examplesUrl: `http://127.0.0.1:${examplesPort}`,
    walletUrl: `http://127.0.0.1:${walletPort}`,
    stop,
  };
}
