// PAY-02: a payable whose payment restrictions name an earlier payment
// shows that payment's confirmation number on its search result, in
// English and Spanish; a payable without one shows none.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { payable } from '../../test/checkoutFixtures';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';

const paused = payable({ path: 'property_tax/R100-005', displayName: 'Property tax, 5 Harbor Way', amount: '310.00', previousConfirmation: 'PH-20261101-0042' });
const plain = payable({ path: 'property_tax/R100-002', displayName: 'Property tax, 9 Oak Ave', amount: '842.10' });

describe('a previous payment on a search result', () => {
  for (const { lang, label, button, text } of [
    { lang: 'en', label: 'Account number', button: 'Search', text: 'Paid recently: confirmation number PH-20261101-0042.' },
    { lang: 'es', label: 'Número de cuenta', button: 'Buscar', text: 'Pagado recientemente: número de confirmación PH-20261101-0042.' },
  ]) {
    it(`PAY-02: names the earlier payment's confirmation number (${lang})`, async () => {
      server.use(
        http.get('/bff/v1/:client/:site/search/:route', () => HttpResponse.json({ source: {}, payables: [paused, plain], total: 2 })),
      );
      window.localStorage.setItem('defaultLocale', lang);
      const { user } = renderPortal('/sunshine/demo/property-tax');
      await user.type(await screen.findByRole('textbox', { name: label }), 'R100-005');
      await user.click(screen.getByRole('button', { name: button }));
      const result = await screen.findByRole('article', { name: paused.displayName });
      expect(within(result).getByText(text)).toBeInTheDocument();
      const other = screen.getByRole('article', { name: plain.displayName });
      expect(within(other).queryByText(/PH-20261101-0042/)).not.toBeInTheDocument();
    });
  }
});
