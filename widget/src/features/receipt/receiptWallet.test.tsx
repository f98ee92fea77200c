// The wallet on the receipt: a resident who paid as a guest and signed in
// there is offered to keep the tender (claim); a guest is offered nothing.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { receiptView } from '../../test/checkoutFixtures';
import { resident } from '../../test/accountFixtures';
import { mockBff } from '../../test/mockBff';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';

const CLAIMABLE = { type: 'card' as const, cardBrand: 'Visa', lastDigits: '4242', name: 'Visa Card' };

describe('the wallet on the receipt', () => {
  it('ROLE-09: a resident who signed in after paying as a guest may keep the card, with the disclosure ticked', async () => {
    server.use(http.get('/bff/v1/:client/:site/session', () => HttpResponse.json({ user: resident })));
    mockBff.setWallet({ signedIn: true, claimable: CLAIMABLE });
    mockBff.addReceipt(receiptView({ id: 'PH-1' }));
    const { user } = renderPortal('/sunshine/demo/receipt/PH-1');
    const offer = (await screen.findByRole('heading', { level: 2, name: 'Keep this payment method?' })).closest('section') as HTMLElement;
    expect(within(offer).getByText('Keep the Visa card ending in 4242 for later payments?')).toBeInTheDocument();
    await user.click(within(offer).getByRole('checkbox', { name: /kept on file/ }));
    await user.click(within(offer).getByRole('button', { name: 'Keep it' }));
    expect(await screen.findByText('Saved. You will find it under Payment methods in My settings.')).toBeInTheDocument();
    expect(mockBff.calls('POST', '/wallet/claim')).toHaveLength(1);
  });

  it('ROLE-09, ROLE-21: a guest is offered no claim and the wallet is not asked', async () => {
    mockBff.setWallet({ claimable: CLAIMABLE });
    mockBff.addReceipt(receiptView({ id: 'PH-2' }));
    renderPortal('/sunshine/demo/receipt/PH-2');
    expect(await screen.findByText('Thank you. Your payment was received.')).toBeInTheDocument();
    await waitFor(() => expect(mockBff.calls('GET', '/screens/receipt/PH-2')).toHaveLength(1));
    expect(screen.queryByText(/Keep the Visa card/)).not.toBeInTheDocument();
    expect(mockBff.calls('GET', '/wallet')).toHaveLength(0);
  });
});
