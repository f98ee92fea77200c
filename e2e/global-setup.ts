import { startServer } from './server';

/**
 * Starts a real `payhub serve` (BFF, sandbox and example site) on free
 * ports with a fresh data directory, and stops it after the run.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServer();
  process.env.PAYHUB_URL = server.url;
  process.env.PAYHUB_EXAMPLES_URL = server.examplesUrl;
  process.env.PAYHUB_SANDBOX_URL = server.sandboxUrl;
  process.env.PAYHUB_WALLET_URL = server.walletUrl;
  return server.stop;
}
