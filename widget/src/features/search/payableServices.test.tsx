// A payable's services on a search result (spec 001 §1; ROLE-19, VERIFY-01,
// VERIFY-02): anyone gets "Get bills by e-mail"; a signed-in resident
// "Verify ownership"; once the BFF says the payable is claimed, "Print bill
// with owner's name" instead, and paperless in the e-billing dialog.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountBff, resident } from '../../test/accountFixtures';
import { payable } from '../../test/checkoutFixtures';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';

const tax = payable({ path: 'sunshine/demo/property_tax/2026/R100-001', displayName: '2026 Property Tax - 123 Main St', amount: '1234.56' });

async function searchTax() {
  server.use(http.get('/bff/v1/:client/:site/search/:route', () => HttpResponse.json({ source: {}, payables: [tax], total: 1 })));
  const view = renderPortal('/sunshine/demo/property-tax');
  await view.user.type(await screen.findByLabelText('Account number'), 'R100-001');
  await view.user.click(screen.getByRole('button', { name: 'Search' }));
  return { ...view, result: await screen.findByRole('article', { name: tax.displayName }) };
}

describe("a payable's services on a search result", () => {
  it('ROLE-19: a guest gets bills by e-mail, and no ownership verification', async () => {
    const { result, user } = await searchTax();
    await user.click(await within(result).findByRole('button', { name: 'Get bills by e-mail' }));
    expect(await screen.findByRole('dialog', { name: 'Get bills by e-mail' })).toBeInTheDocument();
    expect(within(result).queryByRole('button', { name: 'Verify ownership' })).toBeNull();
  });

  it('a signed-in resident may verify ownership', async () => {
    server.use(...accountBff({ user: resident }).handlers);
    const { result, user } = await searchTax();
    await user.click(await within(result).findByRole('button', { name: 'Verify ownership' }));
    expect(await screen.findByRole('dialog', { name: 'Verify ownership' })).toBeInTheDocument();
  });

  it("VERIFY-01 VERIFY-02: once claimed, the bill prints with the name verified at the claim, not the profile's, and paperless is offered", async () => {
    server.use(
      ...accountBff({ user: resident }).handlers,
      http.get('/bff/v1/:client/:site/ownership', () =>
        HttpResponse.json({
          statuses: [
            {
              payablePath: tax.path,
              status: 'payable_claimed',
              displayName: tax.displayName,
              verifiedName: 'Rosa M. Resident',
              verifiedAt: '2026-11-20T15:04:05Z',
            },
          ],
        }),
      ),
    );
    const { result, user } = await searchTax();
    await user.click(await within(result).findByRole('button', { name: "Print bill with owner's name" }));
    const bill = await screen.findByRole('dialog', { name: /^Bill:/ });
    expect(bill).toHaveTextContent('Name verified on November 20, 2026');
    expect(bill).toHaveTextContent('Rosa M. Resident');
    expect(bill).not.toHaveTextContent('Rosa Resident');
    await user.click(within(bill).getByRole('button', { name: 'Close' }));
    expect(within(result).queryByRole('button', { name: 'Verify ownership' })).toBeNull();
    await user.click(within(result).getByRole('button', { name: 'Get bills by e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get bills by e-mail' });
    expect(within(dialog).getByRole('radio', { name: /Paperless: by e-mail only/ })).toBeInTheDocument();
  });
});
