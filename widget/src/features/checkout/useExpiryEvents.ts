// What happens besides the expiry message (spec 000 §4 "Cart lifecycle"):
// when the warning first shows for a cart, the cart-expiry warning event
// fires (CART-12); when the cart expires, diagnostics record the cart id,
// its expiration and the browser's time (CART-14). Each once per cart and
// episode: a cart whose expiry moves away and comes back fires again.
import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../state/hooks';
import type { CartView } from '../../lib/checkoutTypes';
import { cartExpiryWarning } from '../../state/checkoutSlice';
import { logDiagnostic } from '../../lib/diagnostics';
import type { Expiry } from './expiry';

export function useExpiryEvents(cart: CartView | undefined, expiry: Expiry): void {
  const dispatch = useAppDispatch();
  const warned = useRef<string | null>(null);
  const logged = useRef<string | null>(null);
  const cartId = cart?.id;
  const expiresAt = cart?.expiresAt ?? '';
  const minutes = expiry.kind === 'warning' ? expiry.minutes : 0;
  useEffect(() => {
    if (!cartId) {
      return;
    }
    if (expiry.kind === 'none') {
      warned.current = null;
      logged.current = null;
      return;
    }
    if (expiry.kind === 'warning' && warned.current !== cartId) {
      warned.current = cartId;
      dispatch(cartExpiryWarning({ cartId, minutes }));
    }
    if (expiry.kind === 'expired' && logged.current !== cartId) {
      logged.current = cartId;
      logDiagnostic({ kind: 'cartExpired', cartId, expiration: expiresAt, browserTime: new Date().toISOString() });
    }
  }, [cartId, dispatch, expiresAt, expiry.kind, minutes]);
}
