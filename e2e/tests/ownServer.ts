// A test with a `payhub serve` of its own, for specs that move the sandbox
// clock (which every test of a server shares and which only goes forward)
// or use up a per-day allowance of the sandbox: baseURL and the shared
// helpers' environment point at that server for the test's length.
import { test as base } from '@playwright/test';
import { startServer, type PayhubServer } from '../server';

/** The environment the shared helpers read the server's addresses from. */
const SERVER_ENV = ['PAYHUB_URL', 'PAYHUB_SANDBOX_URL', 'PAYHUB_EXAMPLES_URL', 'PAYHUB_WALLET_URL'] as const;

export const test = base.extend<{ payhub: PayhubServer }>({
  payhub: async ({}, use) => {
    // payhub reads PAYHUB_WALLET_URL: the run's server's addresses, which the worker inherits, must not reach this one.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !(SERVER_ENV as readonly string[]).includes(name)));
    const server = await startServer({ env });
    const saved = Object.fromEntries(SERVER_ENV.map((name) => [name, process.env[name]]));
    Object.assign(process.env, {
      PAYHUB_URL: server.url,
      PAYHUB_SANDBOX_URL: server.sandboxUrl,
      PAYHUB_EXAMPLES_URL: server.examplesUrl,
      PAYHUB_WALLET_URL: server.walletUrl,
    });
    try {
      await use(server);
    } finally {
      for (const name of SERVER_ENV) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
      await server.stop();
    }
  },
  baseURL: async ({ payhub }, use) => use(payhub.url),
});
