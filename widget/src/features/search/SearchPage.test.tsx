import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockBff } from '../../test/mockBff';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';

async function searchFor(user: ReturnType<typeof renderPortal>['user'], label: string, value: string) {
  await user.type(await screen.findByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

describe('field-search page', () => {
  it('SRCH-07: keeps the source title as its heading and shows a labelled search form', async () => {
    renderPortal('/sunshine/demo/property-tax');
    expect(await screen.findByRole('heading', { level: 1, name: 'Property tax' })).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Account number' })).toHaveAttribute('aria-required', 'true');
  });

  it('a required search input left empty shows its error, tied to the field and focused', async () => {
    const { user } = renderPortal('/sunshine/demo/property-tax');
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    const input = screen.getByRole('textbox', { name: 'Account number' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please fill in this field.');
    await waitFor(() => expect(input).toHaveFocus());
    expect(mockBff.calls('GET', '/search/property-tax')).toHaveLength(0);
  });

  it('CHK-01: finds a bill, adds it to the cart, and offers the way to checkout with the cart count updated', async () => {
    const { user } = renderPortal('/sunshine/demo/vehicle-renewal');
    await searchFor(user, 'License plate', 'ABC1234');
    const result = await screen.findByRole('article', { name: 'Vehicle registration renewal' });
    expect(within(result).getByText('$45.60')).toBeInTheDocument();
    expect(screen.getByText('1 result found.')).toBeInTheDocument();
    expect(mockBff.calls('GET', '/search/vehicle-renewal')[0]?.path).toBe('/bff/v1/sunshine/demo/search/vehicle-renewal');

    await user.click(within(result).getByRole('button', { name: 'Add to cart' }));
    const added = await screen.findByText('Vehicle registration renewal was added to your cart.');
    expect(added.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/sunshine/demo/checkout');
    // The header hears the count through the store, whose listeners are told
    // on the next frame (auto-batched), after the status above has drawn.
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toHaveTextContent('Cart (1)');
    expect(await within(result).findByRole('button', { name: 'In cart' })).toBeDisabled();

    const [add] = mockBff.calls('POST', '/cart/items');
    expect(add?.body).toEqual({ items: [{ path: 'vehicle_renewal/ABC1234', amount: '45.60', quantity: 1 }] });
    expect(add?.requestedWith).toBe('payhub');
  });

  it('shows a due date and, for an editable amount, an amount input checked before adding (VAL-10, VAL-11)', async () => {
    const { user } = renderPortal('/sunshine/demo/property-tax');
    await searchFor(user, 'Account number', 'R100-001');
    const result = await screen.findByRole('article', { name: '2026 property tax, 123 Main St' });
    expect(within(result).getByText('November 30, 2026')).toBeInTheDocument();
    const amount = within(result).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('1234.56');
    expect(amount).toHaveAccessibleDescription('Between $0.01 and $1,234.56');

    await user.clear(amount);
    await user.type(amount, '2000');
    await user.click(within(result).getByRole('button', { name: 'Add to cart' }));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(within(result).getByText('Amount cannot exceed $1,234.56')).toBeInTheDocument();
    expect(amount).toHaveFocus();
    expect(mockBff.calls('POST', '/cart/items')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(within(result).getByRole('button', { name: 'Add to cart' }));
    await screen.findByText('2026 property tax, 123 Main St was added to your cart.');
    expect(mockBff.calls('POST', '/cart/items')[0]?.body).toEqual({
      items: [{ path: 'property_tax/R100-001', amount: '500.00', quantity: 1 }],
    });
  });

  it('says so when nothing matches', async () => {
    const { user } = renderPortal('/sunshine/demo/utilities');
    await searchFor(user, 'Account number', 'U-0000');
    expect(await screen.findByText('No results were found. Check what you entered and try again.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('ERR-57: a refused add shows the server displayMessage as an alert', async () => {
    server.use(
      http.post('/bff/v1/:client/:site/cart/items', () =>
        HttpResponse.json(
          { error: { code: 'unprocessable', message: 'mixed', displayMessage: 'This item cannot share a cart with your other items.' } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderPortal('/sunshine/demo/utilities');
    await searchFor(user, 'Account number', 'U-5001');
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This item cannot share a cart with your other items.');
  });

  it('a search error is shown as an alert', async () => {
    server.use(http.get('/bff/v1/:client/:site/search/:route', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderPortal('/sunshine/demo/utilities');
    await searchFor(user, 'Account number', 'U-5001');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We were unable to complete your request. Please try again later.',
    );
  });
});

describe('item-list page', () => {
  it('lists the items on load with an amount input from the item minimum, and adds one', async () => {
    const { user } = renderPortal('/sunshine/demo/donations');
    const item = await screen.findByRole('article', { name: 'Donation to county parks' });
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    const amount = within(item).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('');
    expect(amount).toHaveAccessibleDescription('At least $1.00');

    await user.click(within(item).getByRole('button', { name: 'Add to cart' }));
    expect(within(item).getByText('Please enter a monetary value')).toBeInTheDocument();
    await user.type(amount, '0.50');
    await user.click(within(item).getByRole('button', { name: 'Add to cart' }));
    expect(within(item).getByText('Please enter at least $1.00')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '25');
    await user.click(within(item).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Donation to county parks was added to your cart.')).toBeInTheDocument();
    expect(mockBff.calls('POST', '/cart/items')[0]?.body).toEqual({
      items: [{ path: 'donations/parks', amount: '25.00', quantity: 1 }],
    });
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('in Spanish the amount messages and buttons are Spanish', async () => {
    window.localStorage.setItem('defaultLocale', 'es');
    const { user } = renderPortal('/sunshine/demo/donations');
    const item = await screen.findByRole('article', { name: 'Donation to county parks' });
    await user.type(within(item).getByRole('textbox', { name: 'Monto' }), '12,50');
    await user.click(within(item).getByRole('button', { name: 'Agregar al carrito' }));
    expect(within(item).getByText('Ingrese un monto usando solo dígitos')).toBeInTheDocument();
  });
});
