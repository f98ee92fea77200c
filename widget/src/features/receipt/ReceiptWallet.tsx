// The wallet on the receipt (its own chunk): whether the new card or
// account was saved as the payer asked (ROLE-07; the payment stands either
// way), and, for a resident who signed in after paying as a guest, the offer
// to keep the tender that paid (claim).
import { useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { ClaimOffer } from '../../components/wallet/ClaimOffer';
import { useT } from '../../lib/i18n';
import { tenderName } from '../../lib/savedTender';
import { useSite } from '../../lib/site';
import type { ReceiptArrival } from '../../lib/receiptState';
import { getWallet } from '../../state/wallet';
import '../../lib/i18n/wallet';

export interface ReceiptWalletProps {
  arrival: ReceiptArrival;
  /** A signed-in resident: the wallet may hold a tender to claim. */
  signedIn: boolean;
}

export function ReceiptWallet({ arrival, signedIn }: ReceiptWalletProps) {
  const t = useT();
  const { location } = useSite();
  const { data: wallet } = getWallet.useQuery({ client: location.client, site: location.site }, { skip: !signedIn });
  const saved = arrival.savedTender;
  const [claimed, setClaimed] = useState(false);
  return (
    <>
      {saved ? (
        <Alert variant="success" live="polite">
          <p>{t('wallet.savedOnReceipt', { name: tenderName(t, saved), digits: saved.lastDigits })}</p>
        </Alert>
      ) : null}
      {arrival.tenderSaveError ? (
        <Alert variant="warning" live="polite">
          <p>{arrival.tenderSaveError}</p>
        </Alert>
      ) : null}
      {wallet?.claimable && !claimed ? <ClaimOffer claimable={wallet.claimable} headingLevel={2} onClaimed={() => setClaimed(true)} /> : null}
      {claimed ? (
        <Alert variant="success" live="polite">
          <p>{t('wallet.claim.done')}</p>
        </Alert>
      ) : null}
    </>
  );
}

