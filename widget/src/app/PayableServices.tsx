// A payable's services in the portal (spec 001 §1, §4 "E-billing" and
// "Ownership"): "Get bills by e-mail" for anyone, a guest too (ROLE-19);
// "Verify ownership" for a signed-in resident with a verified e-mail; once
// the BFF says the payable is claimed, paperless in the e-billing dialog
// (VERIFY-01) and "Print bill with owner's name" (VERIFY-02). It joins two
// features, so it is the app's; a lazy chunk (lazyPages.ts), the portal's only.
import { useState } from 'react';
import { EbillingDialog } from '../features/ebilling/EbillingDialog';
import { OwnershipDialog } from '../features/ownership/OwnershipDialog';
import { PrintBill } from '../features/ownership/PrintBill';
import { statusOf, useOwnershipStatusesQuery } from '../features/ownership/api';
import { useT } from '../lib/i18n';
import type { PayableServicesProps } from '../lib/payableServices';
import { useSite } from '../lib/site';
import { displayName, useGetSessionQuery } from '../state/session';
import '../lib/i18n/ebilling';
import '../lib/i18n/ownership';

type Open = 'ebilling' | 'ownership' | 'print' | null;

export function PayableServices({ payable, describedBy }: PayableServicesProps) {
  const t = useT();
  const { location } = useSite();
  const site = { client: location.client, site: location.site };
  const { data: session } = useGetSessionQuery(site);
  const user = session?.user ?? null;
  // The ownership routes are a signed-in resident's with a verified e-mail.
  const resident = user && user.emailVerified ? user : null;
  const statuses = useOwnershipStatusesQuery(site, { skip: !resident });
  const status = statusOf(statuses.data?.statuses, payable.path);
  const claimed = resident !== null && status.status === 'payable_claimed';
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <div className="payable-services">
      <button type="button" className="button" aria-describedby={describedBy} onClick={() => setOpen('ebilling')}>
        {t('ebilling.entry')}
      </button>
      {resident && !claimed && !statuses.isLoading ? (
        <button type="button" className="button" aria-describedby={describedBy} onClick={() => setOpen('ownership')}>
          {t('ownership.entry')}
        </button>
      ) : null}
      {resident && claimed ? (
        <>
          <span className="payable-services__claimed">{t('ownership.claimed')}</span>
          <button type="button" className="button" aria-describedby={describedBy} onClick={() => setOpen('print')}>
            {t('ownership.print')}
          </button>
        </>
      ) : null}
      {open === 'ebilling' ? (
        <EbillingDialog
          payable={payable}
          claimed={claimed}
          resident={resident ? { name: resident.name || displayName(resident), email: resident.email } : null}
          onClose={close}
        />
      ) : null}
      {open === 'ownership' ? <OwnershipDialog payable={payable} onClose={close} /> : null}
      {open === 'print' && resident ? (
        <PrintBill
          payable={payable}
          verifiedName={status.verifiedName}
          verifiedAt={status.verifiedAt}
          statusName={status.displayName}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
