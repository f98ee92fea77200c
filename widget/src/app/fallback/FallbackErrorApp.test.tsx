import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FallbackErrorApp, StartupBoundary } from './FallbackErrorApp';
import { startPortal } from './start';

function Broken(): never {
  throw new Error('render failed');
}

describe('fallback error app', () => {
  it('ERR-32: a render failure with nothing nearer to catch it shows the fallback error app in both languages', async () => {
    const onError = vi.fn();
    const onReload = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <StartupBoundary onError={onError} onReload={onReload}>
        <Broken />
      </StartupBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'This site could not start' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Este sitio no pudo iniciarse' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveClass('page-startup-error');
    expect(onError).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: /Reload the page/ }));
    expect(onReload).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it('renders its children while nothing fails', () => {
    render(
      <StartupBoundary>
        <p>portal</p>
      </StartupBoundary>,
    );
    expect(screen.getByText('portal')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This site could not start' })).toBeNull();
  });

  it('ERR-32: a start-up step that throws before the first render shows the fallback app', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await startPortal(container, () => {
      throw new Error('no store');
    });
    expect(await screen.findByRole('heading', { name: 'This site could not start' })).toBeInTheDocument();
    container.remove();
    vi.restoreAllMocks();
  });

  it('the reload button is a real button reachable by keyboard', async () => {
    const onReload = vi.fn();
    render(<FallbackErrorApp onReload={onReload} />);
    await userEvent.tab();
    expect(screen.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
