// Adding a search result to the cart: one add at a time (ADD-07), the
// server's reason when it refuses, and the name of what was added.
import { useCallback, useRef, useState } from 'react';
import { errorText } from '../../state/api';
import { useAddCartItemsMutation } from '../../state/cart';
import type { Decimal, PayableView } from '../../lib/checkoutTypes';
import { useT } from '../../lib/i18n';
import { useSite } from '../../lib/site';

export interface AddState {
  /** Path of the payable being added. */
  adding: string | null;
  /** Display name of the last payable added. */
  added: string | null;
  /** Failure text per payable path. */
  errors: Readonly<Record<string, string>>;
}

/** What an item drop-down or a blind payment adds beside the amount. */
export interface AddExtra {
  quantity?: number;
  /** Freeform values, such as a blind payment's typed name (SRCH-09). */
  userParameters?: Record<string, string>;
  /**
   * The payment choice added in the payable's place (PAY-05); the add's
   * state stays under the payable's own path.
   */
  path?: string;
}

export function useAddToCart() {
  const t = useT();
  const { location } = useSite();
  const [addItems] = useAddCartItemsMutation();
  const inProgress = useRef(false);
  const [state, setState] = useState<AddState>({ adding: null, added: null, errors: {} });

  const add = useCallback(
    async (payable: PayableView, amount: Decimal, extra?: AddExtra) => {
      if (inProgress.current) {
        return;
      }
      inProgress.current = true;
      const { [payable.path]: _previous, ...otherErrors } = state.errors;
      setState({ adding: payable.path, added: null, errors: otherErrors });
      try {
        await addItems({
          client: location.client,
          site: location.site,
          items: [
            {
              path: extra?.path ?? payable.path,
              amount,
              quantity: extra?.quantity ?? 1,
              ...(extra?.userParameters ? { userParameters: extra.userParameters } : {}),
            },
          ],
        }).unwrap();
        setState({ adding: null, added: payable.displayName, errors: otherErrors });
      } catch (error) {
        const text = errorText(error, { useMessage: true }) ?? t('api.error');
        setState({ adding: null, added: null, errors: { ...otherErrors, [payable.path]: text } });
      } finally {
        inProgress.current = false;
      }
    },
    [addItems, location.client, location.site, state.errors, t],
  );

  return { ...state, busy: state.adding !== null, add };
}
