// The mock BFF for tests: msw handlers answering like `payhub serve` does.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { WALLET_PROBE_PATH } from '../lib/walletProbe';
import { WALLET_ORIGIN } from './checkoutFixtures';
import { clientDescriptor, homeScreen, shellScreen } from './fixtures';
import { mockBffHandlers } from './mockBff';

const notFound = (message: string) => HttpResponse.json({ error: { code: 'not_found', message } }, { status: 404 });

export const defaultHandlers = [
  http.get('/bff/v1/:client', ({ params }) =>
    params.client === 'sunshine' ? HttpResponse.json(clientDescriptor()) : notFound('unknown client'),
  ),
  http.get('/bff/v1/:client/:site/screens/shell', ({ params }) =>
    params.client === 'sunshine' && params.site === 'demo' ? HttpResponse.json(shellScreen()) : notFound('unknown site'),
  ),
  http.get('/bff/v1/:client/:site/screens/home', ({ params }) =>
    params.client === 'sunshine' && params.site === 'demo' ? HttpResponse.json(homeScreen()) : notFound('unknown site'),
  ),
  // A guest: no one is signed in unless a test says so.
  http.get('/bff/v1/:client/:site/session', () => HttpResponse.json({ user: null })),
  // No e-billing subscription and no ownership status unless a test says so.
  http.get('/bff/v1/:client/:site/ebilling', () => HttpResponse.json({ subscriptions: [] })),
  http.get('/bff/v1/:client/:site/ownership', () => HttpResponse.json({ statuses: [] })),
  // The wallet host answers its probe (ERR-30, ERR-93) unless a test says otherwise.
  http.post(WALLET_ORIGIN + WALLET_PROBE_PATH, () => HttpResponse.json({ status: 'ok' })),
  ...mockBffHandlers,
];

export const server = setupServer(...defaultHandlers);
