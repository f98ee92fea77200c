// Compile-time checks of the public API: valid uses compile, invalid ones must fail.
import {
  PayHubError,
  embed,
  version,
  type EmbedOptions,
  type ErrorCode,
  type PaymentComplete,
  type PayHubWidget,
} from '../src/index';

const minimal: PayHubWidget = embed({
  container: '#pay',
  origin: 'https://pay.example.gov',
  client: 'sunshine',
  site: 'demo',
});

const full = embed({
  container: document.body,
  origin: 'https://pay.example.gov',
  client: 'sunshine',
  site: 'demo',
  route: 'property-tax',
  items: ['tax/R100-001'],
  language: 'es',
  theme: 'default',
  hideReceipt: true,
  title: 'Pay your bill',
  timeoutMs: 30_000,
  cspNonce: 'abc',
  getJWT: async () => null,
  onLogin: () => {},
  onNavigate: (route: string) => route.length,
  onHeightChanged: (px: number) => px.toFixed(0),
  onPaymentComplete: (payment: PaymentComplete) => payment.confirmationNumber,
  onError: (error: PayHubError) => error.code,
});

const ready: Promise<void> = full.ready;
const unsubscribe: () => void = full.on('paymentComplete', (payment) => payment.total.toUpperCase());
full.on('heightChanged', (px) => px + 1);
full.on('error', (error) => {
  const code: ErrorCode = error.code;
  return code;
});
full.off('navigate', (route: string) => route);
full.navigate('checkout');
full.setLanguage('en');
full.destroy();
const v: string = version;

// @ts-expect-error container is required
embed({ origin: 'https://pay.example.gov', client: 'sunshine', site: 'demo' });

const wrongLanguage: EmbedOptions = {
  container: '#pay',
  origin: 'https://pay.example.gov',
  client: 'sunshine',
  site: 'demo',
  // @ts-expect-error only 'en' and 'es'
  language: 'fr',
};

embed({
  container: '#pay',
  origin: 'https://pay.example.gov',
  client: 'sunshine',
  site: 'demo',
  // @ts-expect-error heights are numbers
  onHeightChanged: (px: string) => px,
});

// @ts-expect-error no such event
full.on('paymentcomplete', () => {});

// @ts-expect-error navigate listeners receive a string
full.on('navigate', (route: number) => route);

// @ts-expect-error only 'en' and 'es'
full.setLanguage('fr');

// @ts-expect-error error codes are a closed union
const unknownCode: ErrorCode = 'SOMETHING_ELSE';

// @ts-expect-error origin is required
embed({ container: '#pay', client: 'sunshine', site: 'demo' });

export { minimal, ready, unsubscribe, v, wrongLanguage, unknownCode };
