// Step 2 "Payment" on a site that hands payers off to an external checkout
// (CHK-02): instead of the card and bank form, the total and one button that
// leads, past the leaving-site warning, to the county's payment partner's
// site. The external checkout pays the cart and sends the payer back to
// receipt/{receiptId}/redirect, or to redirect/{cartId} when it fails.
import { useId, useRef, useState } from 'react';
import { useAppDispatch } from '../../state/hooks';
import { Alert } from '../../components/ui/Alert';
import { cartOf, useCheckoutScreen } from '../../state/cart';
import { showStep } from '../../state/checkoutSlice';
import { useLanguage, useT } from '../../lib/i18n';
import { formatDecimal } from '../../lib/money';
import { LeaveSiteDialog } from './LeaveSiteDialog';
import { useHandoff } from './useHandoff';
import './handoff.css';
import '../../lib/i18n/steps';

export function HandoffStep() {
  const t = useT();
  const { language } = useLanguage();
  const dispatch = useAppDispatch();
  const { data: screen } = useCheckoutScreen();
  const cart = cartOf(screen);
  const { start, busy } = useHandoff();
  const [warning, setWarning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const noteId = useId();

  const proceed = async () => {
    const outcome = await start();
    if (outcome.kind === 'failed') {
      // Closing the dialog puts focus back on the button, ready for another try.
      setWarning(false);
      setError(outcome.message);
    }
  };

  return (
    <section className="handoff" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('handoff.heading')}</h2>
      {error ? (
        <Alert variant="danger" onDismiss={() => setError(null)}>
          <p>{error}</p>
        </Alert>
      ) : null}
      <p id={noteId} className="handoff__note">
        {t('handoff.note')}
      </p>
      <dl className="summary">
        <div className="summary__row summary__row--total">
          <dt>{t('summary.total')}</dt>
          <dd>{formatDecimal(cart?.subtotal, language)}</dd>
        </div>
      </dl>
      <div className="actions">
        <button
          ref={opener}
          type="button"
          className="button button--primary"
          aria-haspopup="dialog"
          aria-describedby={noteId}
          disabled={!cart}
          onClick={() => {
            setError(null);
            setWarning(true);
          }}
        >
          {t('handoff.continue')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => dispatch(showStep('cart'))}>
          {t('payment.backToCart')}
        </button>
      </div>
      {warning ? (
        <LeaveSiteDialog
          busy={busy}
          onContinue={() => void proceed()}
          onCancel={() => setWarning(false)}
          returnFocusTo={opener}
        />
      ) : null}
    </section>
  );
}
