// The app's own loading of catalogues (the test setup adds every text up
// front; these tests start from a fresh, empty registry).
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Texts = typeof import('./texts');
type Provider = typeof import('./LocaleProvider');

async function freshModules(): Promise<{ texts: Texts; provider: Provider }> {
  vi.resetModules();
  const texts = await import('./texts');
  const provider = await import('./LocaleProvider');
  return { texts, provider };
}

describe('catalogue loading', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('loads one language at a time, and the parts of later chunks with their modules', async () => {
    const { texts } = await freshModules();
    expect(texts.hasCatalogue('es')).toBe(false);
    expect(texts.textOf('es', 'common.retry')).toBeUndefined();
    await texts.loadCatalogue('es');
    expect(texts.hasCatalogue('es')).toBe(true);
    expect(texts.hasCatalogue('en')).toBe(false);
    expect(texts.textOf('es', 'common.retry')).toBe('Intentar de nuevo');
    expect(texts.textOf('es', 'delivery.methodLegend')).toBeUndefined();
    await import('./delivery');
    expect(texts.textOf('es', 'delivery.methodLegend')).toBe('¿Cómo desea recibir su registro?');
    expect(texts.textOf('en', 'delivery.methodLegend')).toBe('How would you like to receive your registration?');
  });

  it('renders nothing before the catalogue is here, and keeps the current language while the next one loads', async () => {
    const { provider } = await freshModules();
    const { LocaleProvider, useLanguage, useT } = provider;
    function Probe() {
      const t = useT();
      const { setLanguage } = useLanguage();
      return (
        <button type="button" onClick={() => setLanguage('es')}>
          {t('common.retry')}
        </button>
      );
    }
    render(
      <LocaleProvider language="en">
        <Probe />
      </LocaleProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    const button = await screen.findByRole('button', { name: 'Try again' });
    await act(async () => {
      await userEvent.click(button);
    });
    expect(await screen.findByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
    expect(window.localStorage.getItem('defaultLocale')).toBe('es');
  });
});
