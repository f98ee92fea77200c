// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('server rendering', () => {
  it('imports without a window or document, and embed throws NOT_IN_BROWSER', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const sdk = await import('./index');
    expect(() =>
      sdk.embed({ container: '#pay', origin: 'https://pay.example.gov', client: 'sunshine', site: 'demo' }),
    ).toThrow(expect.objectContaining({ name: 'PayHubError', code: 'NOT_IN_BROWSER' }));
  });

  it('exports the version of package.json', async () => {
    const { version } = await import('./index');
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(version).toBe(pkg.version);
  });
});
