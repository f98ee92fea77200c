import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeStore, type AppStore } from '../../../state/store';
import { StoreProvider } from '../../../state/StoreProvider';
import { addCartItems, changeCartItem, removeCartItem } from '../../../state/cart';
import { cartItem } from '../../../test/checkoutFixtures';
import { LocaleProvider } from '../../../lib/i18n';
import { SiteProvider } from '../../../lib/site';
import type { Language } from '../../../lib/types';
import { mockBff } from '../../../test/mockBff';
import { server } from '../../../test/server';
import { CART_POPPER_OFFSET_PX } from '../../../lib/layout';
import { FloatingCart } from './FloatingCart';

const location = { dmv: false, client: 'sunshine', site: 'demo', siteInUrl: true, route: 'property-tax', params: [], canonicalPath: '/sunshine/demo/property-tax' };
const SITE = { client: 'sunshine', site: 'demo' };

/** A cart command answered: the shell now knows the cart's count, not its items. */
async function addToCart(store: AppStore, path = 'property_tax/R100-001') {
  await addCartItems.run(store.query, { ...SITE, items: [{ path }] });
}

function renderCart(store: AppStore, { enabled = true, language = 'en' }: { enabled?: boolean; language?: Language } = {}) {
  window.history.replaceState(null, '', '/sunshine/demo/property-tax');
  const view = render(
    <StoreProvider store={store}>
      <LocaleProvider language={language}>
        <SiteProvider value={{ location, clientTitle: 'Sunshine County', environment: 'dev' }}>
          <FloatingCart enabled={enabled} />
          <button type="button">Elsewhere</button>
        </SiteProvider>
      </LocaleProvider>
    </StoreProvider>,
  );
  return { ...view, user: userEvent.setup() };
}

describe('FloatingCart', () => {
  it('SHELL-46: shows only when enabled, not hidden by the route, and the cart holds items', async () => {
    const store = makeStore();
    const view = renderCart(store);
    // No cart seen yet: the count is unknown, nothing shows.
    expect(screen.queryByRole('button', { name: /cart summary/i })).toBeNull();
    await addToCart(store);
    expect(await screen.findByRole('button', { name: 'Cart summary, 1 item' })).toBeVisible();
    view.unmount();

    // Switched off by the site or hidden by the route (Header passes both as enabled).
    renderCart(store, { enabled: false });
    expect(screen.queryByRole('button', { name: /cart summary/i })).toBeNull();
  });

  it('SHELL-46: an emptied cart takes the floating cart away', async () => {
    const store = makeStore();
    renderCart(store);
    await addToCart(store);
    const button = await screen.findByRole('button', { name: 'Cart summary, 1 item' });
    const [item] = mockBff.cart().items ?? [];
    await removeCartItem.run(store.query, { ...SITE, itemId: item!.id });
    await waitFor(() => expect(button).not.toBeInTheDocument());
  });

  it('SHELL-15 CONST-13: opens a mini cart 100 px above the bottom that loads the items only then, with their amounts, the subtotal and a way to checkout', async () => {
    const store = makeStore();
    const { user } = renderCart(store);
    await addToCart(store);
    await addToCart(store, 'property_tax/R100-002');
    expect(mockBff.calls('GET', '/screens/checkout')).toHaveLength(0);

    const button = await screen.findByRole('button', { name: 'Cart summary, 2 items' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const popover = screen.getByRole('region', { name: 'Your cart' });
    expect(button).toHaveAttribute('aria-controls', popover.id);
    expect(CART_POPPER_OFFSET_PX).toBe(100);
    expect(popover).toHaveStyle({ bottom: '100px' });
    const items = await within(popover).findAllByRole('listitem');
    expect(mockBff.calls('GET', '/screens/checkout')).toHaveLength(1);
    expect(items[0]).toHaveTextContent('2026 property tax, 123 Main St');
    expect(items[0]).toHaveTextContent('$1,234.56');
    expect(mockBff.cart().subtotal).toBe('2076.66');
    expect(popover).toHaveTextContent('Subtotal$2,076.66');

    const go = within(popover).getByRole('link', { name: 'Continue to checkout' });
    expect(go).toHaveAttribute('href', '/sunshine/demo/checkout');
    await user.click(go);
    expect(window.location.pathname).toBe('/sunshine/demo/checkout');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('SHELL-15: in Spanish, with quantities and Escape back to the button', async () => {
    const store = makeStore();
    mockBff.setItems([cartItem({ id: 'bins', displayName: 'Recycling bins', amount: '12.50', quantity: 3 })]);
    await changeCartItem.run(store.query, { ...SITE, itemId: 'bins', change: { quantity: 3 } });
    const { user } = renderCart(store, { language: 'es' });
    const button = await screen.findByRole('button', { name: 'Resumen del carrito, 1 artículo' });
    await user.click(button);
    const popover = screen.getByRole('region', { name: 'Su carrito' });
    const item = await within(popover).findByRole('listitem');
    expect(item).toHaveTextContent('Cantidad: 3');
    expect(item).toHaveTextContent('$37.50');
    expect(within(popover).getByRole('link', { name: 'Continuar con el pago' })).toBeVisible();
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Su carrito' })).toBeNull();
    expect(button).toHaveFocus();
  });

  it('SHELL-15: says when the cart could not be loaded, and tries again', async () => {
    const store = makeStore();
    const { user } = renderCart(store);
    await addToCart(store);
    let fail = true;
    server.use(
      http.get('/bff/v1/:client/:site/screens/checkout', () => {
        if (!fail) return undefined;
        return HttpResponse.json({ error: { code: 'unavailable', message: 'down' } }, { status: 503 });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Cart summary, 1 item' }));
    const popover = screen.getByRole('region', { name: 'Your cart' });
    expect(await within(popover).findByRole('alert')).toHaveTextContent('Your cart could not be loaded.');
    fail = false;
    await user.click(within(popover).getByRole('button', { name: 'Try again' }));
    expect(await within(popover).findByRole('link', { name: 'Continue to checkout' })).toBeVisible();
  });
});
