// One saved tender in words: its name (WAL-07), "ending in 4242" (WAL-08),
// a card's "Expires MM/YY" (WAL-09) and its badges: "Default" for the last
// used, "Expired" (WAL-11) or "Expires soon". The payment step's choices
// and My settings' list both show it.
import { useT } from '../../lib/i18n';
import { endingIn, expiryText, isExpiredTender, tenderName } from '../../lib/savedTender';
import type { SavedTenderView } from '../../lib/walletTypes';
import './wallet.css';
import '../../lib/i18n/wallet';

export interface TenderSummaryProps {
  tender: SavedTenderView;
  /** The clock WAL-11 reads. */
  now: Date;
  /** Shows the "Default" badge on the last used tender. */
  showDefault?: boolean;
  /** An id for the name, so that buttons about this tender can point at it. */
  nameId?: string;
}

export function TenderSummary({ tender, now, showDefault = false, nameId }: TenderSummaryProps) {
  const t = useT();
  const expired = isExpiredTender(tender, now);
  const expiry = tender.type === 'card' ? expiryText(tender.expiry) : '';
  const ending = endingIn(t, tender.lastDigits);
  return (
    <span className="tender-summary">
      <span className="tender-summary__name" id={nameId}>
        {tenderName(t, tender)}
        {ending ? ` ${ending}` : ''}
      </span>
      {tender.type === 'paypal' && tender.paypalEmail ? <span className="tender-summary__detail">{tender.paypalEmail}</span> : null}
      {expiry ? <span className="tender-summary__detail">{t('wallet.expires', { expiry })}</span> : null}
      {showDefault && tender.isLastUsed ? <span className="badge badge--default">{t('wallet.default')}</span> : null}
      {expired ? (
        <span className="badge badge--danger">{t('wallet.expired')}</span>
      ) : tender.isExpiring ? (
        <span className="badge badge--warning">{t('wallet.expiresSoon')}</span>
      ) : null}
    </span>
  );
}
