// How a renewal reaches the payer, on the review and receipt pages: the
// mailing address, or the office and the person picking up (spec 000 §2
// "delivery summary").
import type { Address, DeliveryReceipt, DeliveryView } from '../../lib/deliveryTypes';
import { useT } from '../../lib/i18n';
import '../../lib/i18n/steps';

function addressLines(a: Address): string[] {
  return [a.name, a.address1, a.address2 ?? '', `${a.city}, ${a.state} ${a.postalCode}`, a.country].filter(
    (line) => line.trim() !== '',
  );
}

export function DeliverySummary({ delivery }: { delivery: DeliveryReceipt }) {
  const t = useT();
  const pickUp = delivery.method === 'pick_up';
  return (
    <dl className="facts delivery-summary">
      <div>
        <dt>{t('summary.delivery.method')}</dt>
        <dd>{t(pickUp ? 'delivery.option.pick_up' : 'delivery.option.shipping')}</dd>
      </div>
      {!pickUp && delivery.address ? (
        <div>
          <dt>{t('summary.delivery.address')}</dt>
          <dd>
            {addressLines(delivery.address).map((line) => (
              <span key={line} className="delivery-summary__line">
                {line}
              </span>
            ))}
          </dd>
        </div>
      ) : null}
      {pickUp && delivery.location ? (
        <div>
          <dt>{t('summary.delivery.office')}</dt>
          <dd>{delivery.location}</dd>
        </div>
      ) : null}
      {pickUp && delivery.personName ? (
        <div>
          <dt>{t('summary.delivery.person')}</dt>
          <dd>{delivery.personName}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The saved choice of a checkout screen's delivery section, as the summary shows it. */
export function savedDelivery(view: DeliveryView | undefined): DeliveryReceipt | undefined {
  const saved = view?.required ? view.saved : undefined;
  if (saved?.method === 'shipping' && saved.address) {
    return { method: 'shipping', address: saved.address };
  }
  if (saved?.method === 'pick_up' && saved.pickup) {
    const office = (view?.offices ?? []).find((o) => o.locationId === saved.pickup?.locationId);
    const location = office ? `${office.description}, ${office.location}` : saved.pickup.locationId;
    return { method: 'pick_up', location, personName: saved.pickup.personName };
  }
  return undefined;
}
