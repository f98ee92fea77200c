import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../lib/i18n';
import { sharedChunk } from './sharedChunk';

describe('sharedChunk', () => {
  it('fetches the chunk once for every part picked from it', async () => {
    const importer = vi.fn(async () => ({ A: () => <h2>Part A</h2>, B: () => <h2>Part B</h2> }));
    const part = sharedChunk(importer);
    const A = part((m) => m.A);
    const B = part((m) => m.B);
    render(
      <Suspense fallback={null}>
        <A />
        <B />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Part A' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Part B' })).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('ERR-52: retries the chunk once for all parts, then every part shows the module-load-error display', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const importer = vi.fn(async (): Promise<{ A: () => null; B: () => null }> => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const part = sharedChunk(importer, { retries: 2, wait: async () => undefined });
    const A = part((m) => m.A);
    const B = part((m) => m.B);
    render(
      <LocaleProvider language="en">
        <Suspense fallback={null}>
          <A />
          <B />
        </Suspense>
      </LocaleProvider>,
    );
    expect(await screen.findAllByText('This part of the page could not be loaded.')).toHaveLength(2);
    expect(importer).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});
