// Past payments on the dashboard: 10 a page with Previous and Next, and a
// payment's receipt with Print.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { accountBff, payments } from '../../test/accountFixtures';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';
import { pageOf } from './PastPaymentsPanel';

function open(path: string, options: Parameters<typeof accountBff>[0]) {
  const bff = accountBff(options);
  server.use(...bff.handlers);
  return { ...renderPortal(path), bff };
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('Past payments', () => {
  it('CONST-28: shows 10 payments a page, newest first, with date, confirmation number, item count and total', async () => {
    open('/sunshine/demo/my-dashboard#past-payments', { history: payments(23) });
    const table = await screen.findByRole('table', { name: 'Your payments, newest first (page 1 of 3)' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Date',
      'Confirmation number',
      'Items',
      'Total',
      'Receipt',
    ]);
    expect(rows()).toHaveLength(10);
    expect(within(rows()[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('PH-20261000');
    expect(rows()[0]).toHaveTextContent('June 30, 2026');
    expect(rows()[0]).toHaveTextContent('$100.50');
    expect(screen.getByRole('navigation', { name: 'Pages of past payments' })).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('CONST-28: Next and Previous move a page, keep focus on the button and announce the page', async () => {
    const { user, bff } = open('/sunshine/demo/my-dashboard#past-payments', { history: payments(23) });
    await screen.findByRole('table', { name: /page 1 of 3/ });
    const next = screen.getByRole('button', { name: 'Next' });
    await user.click(next);
    await screen.findByRole('table', { name: /page 2 of 3/ });
    expect(rows()[0]).toHaveTextContent('PH-20260990');
    expect(next).toHaveFocus();
    expect(screen.getByText('Page 2 of 3')).toHaveAttribute('role', 'status');
    expect(window.location.search).toBe('?page=2');
    expect(window.location.hash).toBe('#past-payments');
    await user.click(next);
    await screen.findByRole('table', { name: /page 3 of 3/ });
    expect(rows()).toHaveLength(3);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByRole('table', { name: /page 2 of 3/ });
    expect(bff.state.calls.filter((c) => c.path.endsWith('/payments')).map((c) => c.search)).toEqual(['?page=1', '?page=2', '?page=3']);
  });

  it('says so when there are no payments, in Spanish too', async () => {
    window.localStorage.setItem('defaultLocale', 'es');
    open('/sunshine/demo/my-dashboard#past-payments', { history: [] });
    expect(await screen.findByText('Todavía no tiene pagos anteriores en este sitio.')).toBeVisible();
  });

  it('HIST-04: a payment opens its receipt (items, fee, total, payer, date) with Print, and Back returns to its page', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = open('/sunshine/demo/my-dashboard?page=2#past-payments', { history: payments(12) });
    await screen.findByRole('table', { name: /page 2 of 2/ });
    await user.click(screen.getByRole('link', { name: 'View receipt PH-20260990' }));
    const heading = await screen.findByRole('heading', { level: 3, name: 'Receipt PH-20260990' });
    await waitFor(() => expect(heading).toHaveFocus());
    const receipt = screen.getByRole('article', { name: 'Receipt PH-20260990' });
    expect(receipt).toHaveTextContent('Rosa Resident, resident@example.com');
    expect(receipt).toHaveTextContent('2026 property tax, 9 Oak Ave');
    expect(receipt).toHaveTextContent('Convenience fee$2.95');
    expect(receipt).toHaveTextContent('Total$845.05');
    expect(receipt).toHaveTextContent('Visa ending in 4242');
    await user.click(within(receipt).getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledOnce();
    await user.click(within(receipt).getByRole('link', { name: 'Back to past payments' }));
    await screen.findByRole('table', { name: /page 2 of 2/ });
    expect(screen.getByRole('heading', { level: 2, name: 'Past payments' })).toHaveFocus();
    print.mockRestore();
  });

  it('ROLE-32: a receipt the resident did not pay is not found', async () => {
    open('/sunshine/demo/my-dashboard?receipt=PH-OTHER#past-payments', { history: payments(1) });
    expect(await screen.findByText('This receipt could not be found.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to past payments' })).toHaveAttribute(
      'href',
      '/sunshine/demo/my-dashboard#past-payments',
    );
  });

  it('reads the page from the query: a whole number from 1, else 1', () => {
    expect(pageOf(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=1.5', 'page=x']) {
      expect(pageOf(new URLSearchParams(bad)), bad).toBe(1);
    }
  });
});
