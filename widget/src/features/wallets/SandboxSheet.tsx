// The sandbox's Apple Pay and Google Pay sheet: a modal dialog that shows
// the total with its display items (TENDER-05), keeps focus inside itself,
// and cancels on Escape. It stands in for the wallet's own sheet.
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useLanguage, useT } from '../../lib/i18n';
import { formatCents } from '../../lib/money';
import { displayItems, type MobileWalletType, type PayRequest } from './mobileWallet';
import '../../lib/i18n/steps';

export interface SandboxSheetProps {
  type: MobileWalletType;
  request: PayRequest;
  busy: boolean;
  onPay: () => void;
  onCancel: () => void;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function SandboxSheet({ type, request, busy, onPay, onCancel }: SandboxSheetProps) {
  const t = useT();
  const { language } = useLanguage();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const pay = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pay.current?.focus();
    return () => before?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (!busy) {
        onCancel();
      }
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) {
      return;
    }
    const focusable = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const labels = { subtotal: t('wallets.sheet.subtotal'), fee: t('wallets.sheet.fee') };
  return (
    <div className="wallet-sheet__backdrop">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog closes on Escape and keeps Tab inside itself (onKeyDown) */}
      <div
        ref={dialog}
        className="wallet-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="wallet-sheet__title">
          {type === 'applePay' ? t('wallets.sheet.title.applePay') : t('wallets.sheet.title.googlePay')}
        </h2>
        <p className="wallet-sheet__note">{t('wallets.sheet.note')}</p>
        <dl className="wallet-sheet__amounts">
          {displayItems(request).map((item) => (
            <div key={item.label}>
              <dt>{labels[item.label]}</dt>
              <dd>{formatCents(item.price, language)}</dd>
            </div>
          ))}
          <div className="wallet-sheet__total">
            <dt>{t('wallets.sheet.total')}</dt>
            <dd>{formatCents(request.total, language)}</dd>
          </div>
        </dl>
        <div className="wallet-sheet__actions">
          <button ref={pay} type="button" className="button button--primary" onClick={onPay} aria-disabled={busy || undefined}>
            {busy ? t('wallets.sheet.paying') : t('wallets.sheet.pay')}
          </button>
          <button type="button" className="button" onClick={onCancel} disabled={busy}>
            {t('wallets.sheet.cancel')}
          </button>
        </div>
      </div>
    </div>
  );
}
