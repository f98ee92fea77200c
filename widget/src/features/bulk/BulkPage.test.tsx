import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountBff } from '../../test/accountFixtures';
import { payable } from '../../test/checkoutFixtures';
import { shellScreen, source, sunshineSources } from '../../test/fixtures';
import { mockBff } from '../../test/mockBff';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';
import type { BulkReview } from './api';

const BASE = '/bff/v1/sunshine/demo/bulk/property-tax/uploads';

const bulkAdd = {
  fileFormat: 'csv',
  maxItems: 100,
  columns: ['account_number', 'installment'],
  waitingMinutes: 30,
  contactTitle: { en: 'Bulk payments desk', es: 'Pagos en lote' },
  contactEmail: 'bulk@sunshine.example',
  displayContact: true,
  informationalPacket: { title: { en: 'Bulk payment guide', es: 'Guía' }, url: 'https://sunshine.example/guide.pdf' },
};

function withBulkAdd() {
  const sources = sunshineSources().map((each) => (each.pageRoute === 'property-tax' ? { ...each, bulkAdd } : each));
  server.use(http.get('/bff/v1/sunshine/demo/screens/shell', () => HttpResponse.json(shellScreen({ sources }))));
}

function view(path: string, displayName: string, amount: string) {
  const { route: _route, searchValue: _value, ...rest } = payable({ path, displayName, amount, minAmount: amount, maxAmount: amount });
  return rest;
}

const review: BulkReview = {
  id: 'u1',
  pageRoute: 'property-tax',
  found: 2,
  failed: 1,
  total: '2076.66',
  wireTransfer: false,
  wireTransferMinimum: '5000.00',
  rows: [
    { line: 2, key: { account_number: 'R100-001' }, installment: 'any', payables: [view('property_tax/R100-001', '2026 property tax, 123 Main St', '1234.56')] },
    { line: 3, key: { account_number: 'R100-002' }, payables: [view('property_tax/R100-002', '2026 property tax, 9 Oak Ave', '842.10')] },
    {
      line: 4,
      key: { account_number: '=cmd|calc' },
      payables: [],
      error: { code: 'not_found', displayMessage: 'We could not find =cmd|calc. Check that it matches your bill.' },
    },
  ],
};

describe('bulk add', () => {
  it('ROLE-23: a guest is asked to sign in and sees no upload form', async () => {
    withBulkAdd();
    server.use(...accountBff({ user: null }).handlers);
    renderPortal('/sunshine/demo/property-tax/upload');
    expect(await screen.findByText('Sign in to add many accounts from a file.')).toBeInTheDocument();
    expect(screen.queryByLabelText('CSV file')).toBeNull();
  });

  it('BULK-01: a source without bulk add has no upload page', async () => {
    withBulkAdd();
    server.use(...accountBff().handlers);
    renderPortal('/sunshine/demo/utilities/upload');
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
  });

  it('BULK-01..04: uploads, reviews each row, and pays online with every found bill in the cart in one step', async () => {
    withBulkAdd();
    server.use(
      ...accountBff().handlers,
      http.post(BASE, () => HttpResponse.json(review, { status: 201 })),
      http.get(`${BASE}/u1`, () => HttpResponse.json(review)),
      http.post(`${BASE}/u1/submit`, () => HttpResponse.json({ method: 'online', reference: 'BULK-u1', items: 2 })),
    );
    const { user } = renderPortal('/sunshine/demo/property-tax');
    await user.click(await screen.findByRole('link', { name: 'Add many accounts from a file' }));

    // BULK-02: the contact and the informational packet.
    expect(await screen.findByRole('link', { name: 'bulk@sunshine.example' })).toHaveAttribute('href', 'mailto:bulk@sunshine.example');
    expect(screen.getByRole('link', { name: 'Bulk payment guide' })).toHaveAttribute('href', 'https://sunshine.example/guide.pdf');
    expect(screen.getByText('A file can list at most 100 accounts.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload file' }));
    const input = screen.getByLabelText('CSV file');
    expect(input).toHaveAccessibleDescription(/Choose a CSV file to upload./);
    await user.upload(input, new File(['R100-001,any\nR100-002\n=cmd|calc\n'], 'accounts.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Upload file' }));

    // BULK-03: each row with its bill or its error; the formula is text.
    expect(await screen.findByText('2 found, 1 with errors')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: '=cmd|calc' })).toBeInTheDocument();
    expect(within(table).getByText('We could not find =cmd|calc. Check that it matches your bill.')).toBeInTheDocument();
    expect(within(table).getByText('2026 property tax, 9 Oak Ave: $842.10')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Continue to payment options' }));
    // VAL-81: under the minimum, no wire transfer, and a note names the minimum.
    expect(await screen.findByText('Wire transfer is offered for lists totaling $5,000.00 or more.')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /wire transfer/ })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose how to pay.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Pay online/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('2 bills are in your cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/sunshine/demo/checkout');
    const adds = mockBff.calls('POST', '/cart/items');
    expect(adds).toHaveLength(1);
    expect(adds[0]?.body).toEqual({ items: [{ path: 'property_tax/R100-001' }, { path: 'property_tax/R100-002' }] });
  });

  it('VAL-81: a list at or above the wire-transfer minimum is offered wire transfer', async () => {
    withBulkAdd();
    const atMinimum: BulkReview = { ...review, total: '5000.00', wireTransfer: true };
    const sent: unknown[] = [];
    server.use(
      ...accountBff().handlers,
      http.get(`${BASE}/u1`, () => HttpResponse.json(atMinimum)),
      http.post(`${BASE}/u1/submit`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ method: 'wire_transfer', reference: 'BULK-u1', items: 2 });
      }),
    );
    const { user } = renderPortal('/sunshine/demo/property-tax/upload/confirmation?id=u1');
    await user.click(await screen.findByRole('radio', { name: 'Pay by wire transfer' }));
    expect(screen.queryByText(/Wire transfer is offered for lists/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Your reference is BULK-u1.')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'wire_transfer' }]);
  });

  it('ERR-103: a refused file says why, naming the row limit', async () => {
    withBulkAdd();
    server.use(
      ...accountBff().handlers,
      http.post(BASE, () =>
        HttpResponse.json({ error: { code: 'invalid', message: 'A file can list at most 100 accounts.', reason: 'too_many_rows' } }, { status: 400 }),
      ),
    );
    const { user } = renderPortal('/sunshine/demo/property-tax/upload');
    await user.upload(await screen.findByLabelText('CSV file'), new File(['R1\n'], 'big.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Upload file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file lists more than 100 accounts.');
  });

  it('BULK-05, ERR-103: an expired list says so and leads back to the upload', async () => {
    withBulkAdd();
    server.use(
      ...accountBff().handlers,
      http.get(`${BASE}/gone`, () =>
        HttpResponse.json({ error: { code: 'not_found', message: 'expired', reason: 'upload_expired' } }, { status: 404 }),
      ),
    );
    renderPortal('/sunshine/demo/property-tax/upload/review?id=gone');
    expect(await screen.findByText('Your uploaded list has expired after sitting idle. Please upload it again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload a file' })).toHaveAttribute('href', '/sunshine/demo/property-tax/upload');
  });

  it('a source without bulk add shows no link to it', async () => {
    server.use(http.get('/bff/v1/sunshine/demo/screens/shell', () => HttpResponse.json(shellScreen({ sources: [source('property-tax', 'Property tax', 1)] }))));
    renderPortal('/sunshine/demo/property-tax');
    expect(await screen.findByRole('heading', { level: 1, name: 'Property tax' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add many accounts from a file' })).toBeNull();
  });
});
