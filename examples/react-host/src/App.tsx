// Moonbeam Water's "Pay your bill" page: its own header, text and language
// switch, with PayHub's widget in the middle of it.
import type { ErrorCode, Language, PaymentComplete } from '@payhub/sdk';
import { useState } from 'react';
import { PAYHUB_CLIENT, PAYHUB_ORIGIN, PAYHUB_SITE, WATER_BILL_PATH } from './config';
import { PayWidget } from './PayWidget';

const TEXT = {
  en: {
    title: 'Pay your water bill',
    intro: 'Pay your Moonbeam Water bill online by card or bank account. Your bill for account U-5001 is already in the cart.',
    language: 'Language',
    height: 'Widget height',
    paid: 'Thank you! Payment {number} for {total} was received.',
    failed: 'The payment form could not be shown',
    code: 'Error code',
  },
  es: {
    title: 'Pague su factura de agua',
    intro: 'Pague su factura de Moonbeam Water en línea con tarjeta o cuenta bancaria. Su factura de la cuenta U-5001 ya está en el carrito.',
    language: 'Idioma',
    height: 'Altura del widget',
    paid: '¡Gracias! Recibimos el pago {number} por {total}.',
    failed: 'No se pudo mostrar el formulario de pago',
    code: 'Código de error',
  },
} as const satisfies Record<Language, Record<string, string>>;

interface ShownError {
  code: ErrorCode;
  message: string;
}

export function App() {
  const [language, setLanguage] = useState<Language>('en');
  const [height, setHeight] = useState<number | null>(null);
  const [payment, setPayment] = useState<PaymentComplete | null>(null);
  const [error, setError] = useState<ShownError | null>(null);
  const text = TEXT[language];

  return (
    <div lang={language}>
      <header className="site-header">
        <span className="site-header__brand">Moonbeam Water</span>
        <label className="site-header__language">
          {text.language}{' '}
          <select value={language} onChange={(event) => setLanguage(event.target.value === 'es' ? 'es' : 'en')}>
            <option value="en">English</option>
            <option value="es" lang="es">
              Español
            </option>
          </select>
        </label>
      </header>
      <main className="page">
        <h1>{text.title}</h1>
        <p>{text.intro}</p>
        {payment ? (
          <p role="status" className="notice notice--success">
            {text.paid.replace('{number}', payment.confirmationNumber).replace('{total}', `$${payment.total}`)}
          </p>
        ) : null}
        {error ? (
          <div role="alert" className="notice notice--error">
            <p>
              <strong>{text.failed}</strong>: {error.message}
            </p>
            <p>
              {text.code}: <code>{error.code}</code>
            </p>
          </div>
        ) : null}
        <PayWidget
          origin={PAYHUB_ORIGIN}
          client={PAYHUB_CLIENT}
          site={PAYHUB_SITE}
          route="checkout"
          items={[WATER_BILL_PATH]}
          language={language}
          hideReceipt
          title={text.title}
          onPaymentComplete={setPayment}
          onHeightChanged={setHeight}
          onError={(e) => setError({ code: e.code, message: e.message })}
        />
        <p className="meta">
          {text.height}: {height === null ? '-' : `${height}px`} · PayHub: <code>{PAYHUB_ORIGIN}</code>
        </p>
      </main>
    </div>
  );
}
