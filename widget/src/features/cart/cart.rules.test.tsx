import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { cartReturnRoute } from '../../lib/returnRoute';
import { cartItem } from '../../test/checkoutFixtures';
import { manySources, shellScreen, sunshineSources } from '../../test/fixtures';
import { mockBff } from '../../test/mockBff';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';

function serveShellWith(sources: ReturnType<typeof sunshineSources>) {
  server.use(http.get('/bff/v1/sunshine/demo/screens/shell', () => HttpResponse.json(shellScreen({ sources }))));
}

describe('the cart return link', () => {
  it('CART-21: with several payable sources the return link goes home, in en and es', async () => {
    serveShellWith(sunshineSources());
    mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill' })]);
    const { user } = renderPortal('/sunshine/demo/checkout');
    expect(await screen.findByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/sunshine/demo/home');
    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('link', { name: 'Seguir comprando' })).toHaveAttribute('href', '/sunshine/demo/home');
  });

  it("CART-21: with exactly one payable source the return link goes to that source's page", async () => {
    serveShellWith(manySources(1));
    mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill' })]);
    renderPortal('/sunshine/demo/checkout');
    expect(await screen.findByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/sunshine/demo/source-1');
  });

  it('CART-21: the route is home, the only visible source, or nothing without a home page', () => {
    const [one] = manySources(1);
    if (!one) {
      throw new Error('no source');
    }
    expect(cartReturnRoute(sunshineSources(), 'dev', true)).toBe('home');
    expect(cartReturnRoute([one], 'dev', true)).toBe('source-1');
    expect(cartReturnRoute([one], 'dev', false)).toBe('source-1');
    expect(cartReturnRoute(sunshineSources(), 'dev', false)).toBeNull();
    // A source hidden in production does not count.
    const hidden = { ...one, pageRoute: 'hidden', hideInProd: true, forceShowInProd: false };
    expect(cartReturnRoute([one, hidden], 'prod', true)).toBe('source-1');
    expect(cartReturnRoute([one, hidden], 'dev', true)).toBe('home');
  });
});
