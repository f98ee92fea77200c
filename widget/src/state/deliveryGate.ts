// The delivery gate of the Shopping cart step (CHK-20, DLV-22): while
// delivery is pending, "Continue to payment" only asks (checkDelivery), and
// whatever part of the page speaks for delivery answers. The question stays
// in the store until answered, so a press made while the delivery section's
// code was still loading is answered once it shows, not dropped.
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from './hooks';
import { deliveryChecked, setDeliveryPending, showStep } from './checkoutSlice';

/** Answers a pending press of Continue with onCheck, once per press. */
export function useDeliveryCheck(onCheck: () => void): void {
  const requested = useAppSelector((state) => state.checkout.deliveryCheck);
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const answer = useRef(onCheck);
  answer.current = onCheck;
  useEffect(() => {
    // Read from the store, not the render: an effect run twice answers once.
    if (!requested || !store.getState().checkout.deliveryCheck) {
      return;
    }
    dispatch(deliveryChecked());
    answer.current();
  }, [requested, store, dispatch]);
}

/**
 * A part of the page with no delivery form: it says whether delivery holds
 * the payer back and, when it does not, lets a pending press move on.
 */
export function useNothingToDeliver(pending: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(setDeliveryPending(pending));
  }, [dispatch, pending]);
  useDeliveryCheck(() => {
    if (!pending) {
      dispatch(showStep('payment'));
    }
  });
}
