// my-dashboard in the portal: a guest's sign-in prompt, the tabs as an ARIA
// tablist driven by the URL hash, and the header's account menu leading to
// the tabs.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountBff, resident } from '../../test/accountFixtures';
import { renderPortal } from '../../test/render';
import { renderPart } from '../../test/renderPart';
import { server } from '../../test/server';
import { DashboardPage } from './DashboardPage';

describe('my-dashboard', () => {
  it('ROLE-09: a guest sees a sign-in prompt with the Log in button instead of the tabs', async () => {
    server.use(...accountBff({ user: null }).handlers);
    renderPortal('/sunshine/demo/my-dashboard#past-payments');
    expect(await screen.findByText('Sign in to see your saved items, your past payments and your settings.')).toBeVisible();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'My dashboard' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(within(main).queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('ROLE-13: with sign-in off, a guest is told so and offered no Log in, in Spanish too', async () => {
    server.use(...accountBff({ user: null }).handlers);
    renderPart(<DashboardPage loginEnabled={false} />, { language: 'es' });
    expect(
      await screen.findByText('El inicio de sesión no está disponible en este sitio. Aún puede pagar como invitado.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
  });

  it('ROLE-09: nothing of the resident is asked for while a guest is on the page', async () => {
    const bff = accountBff({ user: null });
    server.use(...bff.handlers);
    renderPortal('/sunshine/demo/my-dashboard');
    await screen.findByText('Sign in to see your saved items, your past payments and your settings.');
    expect(bff.state.calls).toEqual([]);
  });

  it('a resident whose e-mail is unverified goes to verify-email, which comes back to the tab, and nothing of the account is asked', async () => {
    const bff = accountBff({ user: { ...resident, email: 'uma@example.com', emailVerified: false } });
    server.use(...bff.handlers);
    renderPortal('/sunshine/demo/my-dashboard#past-payments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail address' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/sunshine/demo/verify-email');
    const query = new URLSearchParams(window.location.search);
    expect(query.get('email')).toBe('uma@example.com');
    expect(query.get('callbackPath')).toBe('/sunshine/demo/my-dashboard#past-payments');
    expect(bff.state.calls.filter((c) => !c.path.includes('/verify-email'))).toEqual([]);
  });

  it('shows the resident four tabs, the first selected without a hash, in Spanish too', async () => {
    window.localStorage.setItem('defaultLocale', 'es');
    server.use(...accountBff().handlers);
    renderPortal('/sunshine/demo/my-dashboard');
    const tablist = await screen.findByRole('tablist', { name: 'Secciones de mi panel' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Mis artículos', 'Pagos anteriores', 'Pagos programados', 'Mi configuración']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('tabindex', '0');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Mis artículos' });
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
  });

  it('the arrow keys, Home and End move along the tabs and select them; the hash follows', async () => {
    server.use(...accountBff().handlers);
    const { user } = renderPortal('/sunshine/demo/my-dashboard#my-items');
    const first = await screen.findByRole('tab', { name: 'My items', selected: true });
    await user.click(first);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Past payments' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Past payments' })).toHaveAttribute('aria-selected', 'true');
    expect(window.location.hash).toBe('#past-payments');
    expect(screen.getByRole('tabpanel', { name: 'Past payments' })).toBeVisible();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'My settings' })).toHaveFocus();
    expect(window.location.hash).toBe('#my-settings');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'My items' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'My settings', selected: true })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'My items', selected: true })).toHaveFocus();
    expect(window.location.pathname).toBe('/sunshine/demo/my-dashboard');
  });

  it('SHELL-14: the account menu leads to the dashboard and its tabs', async () => {
    server.use(...accountBff().handlers);
    const { user } = renderPortal('/sunshine/demo/my-dashboard');
    await screen.findByRole('tab', { name: 'My items', selected: true });
    await user.click(screen.getByRole('button', { name: 'Account menu for Rosa' }));
    await user.click(screen.getByRole('link', { name: 'My settings' }));
    expect(await screen.findByRole('tab', { name: 'My settings', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu for Rosa' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Account menu for Rosa' }));
    await user.click(screen.getByRole('link', { name: 'Past payments' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Past payments' })).toHaveAttribute('aria-selected', 'true'));
    expect(window.location.hash).toBe('#past-payments');
  });
});
