// SAVED-02: the resident's saved items load on login, on a configuration
// change and after a paid check-out, each time from the BFF.
import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { accountBff, resident, savedItem } from '../test/accountFixtures';
import { renderPart } from '../test/renderPart';
import { server } from '../test/server';
import { paymentCompleted } from './checkoutSlice';
import { useResidentSavedItems } from './savedItems';
import { getSession } from './session';

const SITE = { client: 'sunshine', site: 'demo' };
const oak = savedItem('property_tax/R100-002', '2026 property tax, 9 Oak Ave');
const water = savedItem('utilities/U-5001', 'Water bill');

/** Lists the save paths the hook holds. */
function Probe() {
  const saved = useResidentSavedItems();
  return <p data-testid="saved">{saved.loaded ? [...saved.bySavePath.keys()].join(' ') || 'none' : 'not loaded'}</p>;
}

function start(options: Parameters<typeof accountBff>[0]) {
  const bff = accountBff(options);
  server.use(...bff.handlers);
  const view = renderPart(<Probe />);
  const loads = () => bff.state.calls.filter((c) => c.method === 'GET' && c.path.endsWith('/saved-items')).length;
  return { ...view, bff, loads };
}

describe('SAVED-02: saved items load again', () => {
  it('SAVED-02: on login: a guest asks for none, and signing in loads them', async () => {
    const { bff, store, loads } = start({ user: null, saved: [oak] });
    await waitFor(() => expect(getSession.read(store.query, SITE)).toBeDefined());
    expect(loads()).toBe(0);
    expect(screen.getByTestId('saved')).toHaveTextContent('not loaded');
    bff.state.user = resident;
    await act(() => getSession.fetch(store.query, SITE, { force: true }));
    await waitFor(() => expect(screen.getByTestId('saved')).toHaveTextContent('/property_tax/R100-002'));
    expect(loads()).toBe(1);
  });

  it('SAVED-02: on a configuration change (the site configuration fetched again, or the user changed)', async () => {
    const { bff, store, loads } = start({ saved: [oak] });
    await waitFor(() => expect(screen.getByTestId('saved')).toHaveTextContent('/property_tax/R100-002'));
    bff.state.saved = [oak, water]; // saved on another device meanwhile
    act(() => {
      void store.query.invalidate(['Screen']);
    });
    await waitFor(() => expect(screen.getByTestId('saved')).toHaveTextContent('/property_tax/R100-002 /utilities/U-5001'));
    expect(loads()).toBe(2);
  });

  it('SAVED-02: after a paid check-out', async () => {
    const { bff, store, loads } = start({ saved: [oak, water] });
    await waitFor(() => expect(screen.getByTestId('saved')).toHaveTextContent('/property_tax/R100-002 /utilities/U-5001'));
    bff.state.saved = [oak];
    act(() => {
      // The checkout event (CHK-15) every paid check-out dispatches.
      store.dispatch(
        paymentCompleted({
          confirmationNumber: 'PH-1', receiptId: 'PH-1', subtotal: '76.25', fee: '2.90', total: '79.15', items: [],
          tender: { type: 'card', cardBrand: 'Visa', lastDigits: '4242' }, email: 'resident@example.com',
        }),
      );
    });
    await waitFor(() => expect(screen.getByTestId('saved')).toHaveTextContent(/^\/property_tax\/R100-002$/));
    expect(loads()).toBe(2);
  });

  it('a cart change alone does not load them again', async () => {
    const { store, loads } = start({ saved: [oak] });
    await waitFor(() => expect(loads()).toBe(1));
    act(() => {
      void store.query.invalidate(['Cart', 'Search']);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads()).toBe(1);
  });
});
