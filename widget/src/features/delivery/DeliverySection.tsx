// The "Delivery" part of the Shopping cart step for carts holding vehicle
// renewals (spec 000 §4 "Delivery", §5 "Checkout submission"): the renewal
// period, mail or pick-up, the address or the office and person, the
// reminder opt-in and the optional donation. The payer cannot move on to
// Payment until the choice is valid and saved on the cart (CHK-20): the
// checkout page asks this section to check, and it saves, then moves on,
// or shows the errors and focuses the first one.
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { Alert } from '../../components/ui/Alert';
import { useFocusFirstError } from '../../components/ui/TextField';
import { apiError, errorStatus } from '../../state/api';
import { cartOf, useCheckoutScreen } from '../../state/cart';
import { selectCheckout, setDeliveryPending, showStep } from '../../state/checkoutSlice';
import type { DeliveryView } from '../../lib/deliveryTypes';
import { useT } from '../../lib/i18n';
import { sectionData } from '../../state/screens';
import { useSite } from '../../lib/site';
import { AddressForm } from './AddressForm';
import { useSaveDeliveryMutation } from './api';
import { Choice, ChoiceGroup } from './ChoiceGroup';
import { DonationChoice } from './DonationChoice';
import {
  choiceOf,
  hasErrors,
  initialForm,
  sameChoice,
  validateDelivery,
  withMethod,
  type DeliveryForm,
} from './form';
import { useDeliveryCheck, useNothingToDeliver } from '../../state/deliveryGate';
import { OfficeChoice } from './OfficeChoice';
import { RenewalPeriod } from './RenewalPeriod';
import './delivery.css';
import '../../lib/i18n/delivery';
import '../../lib/i18n/steps';

export function DeliverySection() {
  const { data: screen } = useCheckoutScreen();
  const cart = cartOf(screen);
  const section = screen?.sections.delivery;
  const view = sectionData(section);
  const t = useT();
  // DLV-11: a paid check-out drops what was typed for it, whatever the next cart's id.
  const { round } = useAppSelector(selectCheckout);
  if (!cart || (!view && !cart.needsDelivery)) {
    return <NothingToDeliver />;
  }
  if (!view) {
    return section?.status === 'error' ? (
      <>
        <NothingToDeliver pending />
        <Alert variant="danger">
          <p>{section.error.displayMessage || t('api.error')}</p>
        </Alert>
      </>
    ) : null;
  }
  const walletFailed = screen?.sections.wallet?.status === 'error';
  return (
    <>
      {(view.renewals ?? []).map((renewal) => (
        <RenewalPeriod key={renewal.itemId} renewal={renewal} />
      ))}
      {view.required ? (
        // A new cart, a cleared choice or a paid check-out (DLV-11) starts the form afresh.
        <DeliveryForm key={`${round}-${cart.id}-${view.saved?.method ?? 'none'}`} view={view} remindersShown={view.reminders && !walletFailed} />
      ) : (
        <NothingToDeliver />
      )}
      {view.donation ? <DonationChoice donation={view.donation} /> : null}
    </>
  );
}

/** Nothing to choose: continuing is not held back (or is, while delivery cannot load). */
function NothingToDeliver({ pending = false }: { pending?: boolean }) {
  useNothingToDeliver(pending);
  return null;
}

interface FormProps {
  view: DeliveryView;
  /** DLV-23: only when offered, for a renewal, with no token failure. */
  remindersShown: boolean;
}

function DeliveryForm({ view, remindersShown }: FormProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const { location } = useSite();
  const [form, setForm] = useState<DeliveryForm>(() => initialForm(view));
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { isLoading: saving }] = useSaveDeliveryMutation();
  const root = useRef<HTMLElement>(null);
  const focusFirstError = useFocusFirstError(root);

  const rules = { military: view.addressChange, states: view.states ?? [] };
  const errors = validateDelivery(form, rules);
  const choice = choiceOf(form, remindersShown);
  const pending = hasErrors(errors) || !sameChoice(view.saved, choice);

  useEffect(() => {
    dispatch(setDeliveryPending(pending));
  }, [dispatch, pending]);
  useEffect(() => () => void dispatch(setDeliveryPending(false)), [dispatch]);

  // Each press of Continue (also one made before this form showed) reads the form as it is then.
  useDeliveryCheck(() => {
    setChecked(true);
    setFailure(null);
    if (hasErrors(errors)) {
      focusFirstError();
      return;
    }
    save({ client: location.client, site: location.site, choice })
      .unwrap()
      .then(() => {
        dispatch(setDeliveryPending(false));
        dispatch(showStep('payment'));
      })
      .catch((error: unknown) => {
        // A refusal says why in the payer's words; anything else keeps the previous choice.
        const refusal = errorStatus(error) === 422 ? apiError(error)?.displayMessage : undefined;
        setFailure(refusal || t('checkout.change_delivery_option.error'));
      });
  });

  const shown = checked ? errors : {};
  const options = view.options ?? [];
  const optionLabel = { shipping: t('delivery.option.shipping'), pick_up: t('delivery.option.pick_up') } as const;
  const optionDetails = { shipping: t('delivery.mailingTime'), pick_up: t('delivery.option.pickUpHint') } as const;
  return (
    <section className="delivery" aria-labelledby="delivery-heading" ref={root}>
      <h2 id="delivery-heading">{t('delivery.heading')}</h2>
      {checked && hasErrors(errors) ? (
        <Alert variant="danger" live="polite">
          <p>{t('delivery.errors')}</p>
        </Alert>
      ) : null}
      {failure ? (
        <Alert variant="danger" onDismiss={() => setFailure(null)}>
          <p>{failure}</p>
        </Alert>
      ) : null}
      <ChoiceGroup legend={t('delivery.methodLegend')} error={shown.method ? t(shown.method.key) : null}>
        {options.map((option) => (
          <Choice
            key={option}
            name="delivery-method"
            value={option}
            checked={form.method === option}
            onChange={(value) => setForm((f) => withMethod(f, value === 'pick_up' ? 'pick_up' : 'shipping'))}
            label={optionLabel[option]}
            details={optionDetails[option]}
          />
        ))}
      </ChoiceGroup>
      {form.method === 'shipping' ? (
        <AddressForm
          address={form.address}
          confirmed={form.confirmed}
          errors={shown}
          states={view.states ?? []}
          military={view.addressChange}
          onAddress={(address) => setForm((f) => ({ ...f, address }))}
          onConfirmed={(confirmed) => setForm((f) => ({ ...f, confirmed }))}
        />
      ) : null}
      {form.method === 'pick_up' ? (
        <OfficeChoice
          offices={view.offices ?? []}
          unavailable={view.officesError?.displayMessage}
          locationId={form.locationId}
          personName={form.personName}
          errors={shown}
          onLocation={(locationId) => setForm((f) => ({ ...f, locationId }))}
          onPerson={(personName) => setForm((f) => ({ ...f, personName }))}
        />
      ) : null}
      {remindersShown ? (
        <div className="field field--check">
          <input
            id="delivery-reminders"
            type="checkbox"
            checked={form.receiveReminders}
            onChange={(event) => setForm((f) => ({ ...f, receiveReminders: event.target.checked }))}
          />
          <label htmlFor="delivery-reminders">{t('delivery.reminders')}</label>
        </div>
      ) : null}
      <p role="status" className="visually-hidden">
        {saving ? t('delivery.saving') : ''}
      </p>
    </section>
  );
}
