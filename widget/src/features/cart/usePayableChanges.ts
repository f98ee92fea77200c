// Applies the payable change events of the cart's items (spec 000 §4):
// once per event id, 500 ms after the first arrives, under a blocking
// modal. A change of tender types alone is kept at once (PAYCHG-08); any
// other change is applied by showing the item's keep/remove alert. If a
// keep fails, the cart shown is put back as it was and
// checkout.change_payable.error shows (PAYCHG-04).
import { useCallback, useEffect, useRef, useState } from 'react';
import { getCheckoutScreen } from '../../state/cart';
import { useQueryClient } from '../../state/query';
import type { CartItemView } from '../../lib/checkoutTypes';
import { changeEventsOf, type PayableChangeEvent } from '../../lib/payableChanges';
import { useSite } from '../../lib/site';
import { useAcceptItemUpdateMutation } from './api';
import { ChangeBatcher } from './changeBatcher';

export interface PayableChanges {
  /** Ids of the events applied: their items show their alert. */
  applied: ReadonlySet<string>;
  /** A batch is being applied. */
  busy: boolean;
  /** The last batch failed and was undone. */
  failed: boolean;
  dismissFailure: () => void;
}

export function usePayableChanges(items: readonly CartItemView[]): PayableChanges {
  const query = useQueryClient();
  const { location } = useSite();
  const [accept] = useAcceptItemUpdateMutation();
  const [applied, setApplied] = useState<ReadonlySet<string>>(() => new Set());
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const batcher = useRef<ChangeBatcher | null>(null);
  const { client, site } = location;

  useEffect(() => {
    const automatic = (batch: PayableChangeEvent[]) => new Set(batch.filter((e) => e.automatic).map((e) => e.itemId));
    const current = new ChangeBatcher({
      prepare: (batch) => {
        const ids = automatic(batch);
        // Undone if the keep fails (PAYCHG-04).
        return getCheckoutScreen.update(query, { client, site }, (screen) => {
          const section = screen.sections.cart;
          if (section?.status === 'ok') {
            for (const item of section.data.items ?? []) {
              if (ids.has(item.id)) {
                item.updatedPayable = null;
              }
            }
          }
        });
      },
      commit: async (batch) => {
        for (const itemId of automatic(batch)) {
          await accept({ client, site, itemId }).unwrap();
        }
      },
      applied: (batch) => {
        setFailed(false);
        setApplied((before) => new Set([...before, ...batch.map((e) => e.id)]));
      },
      failed: () => setFailed(true),
      busy: setBusy,
    });
    batcher.current = current;
    return () => current.stop();
  }, [accept, client, query, site]);

  useEffect(() => {
    batcher.current?.push(changeEventsOf(items));
  }, [items]);

  const dismissFailure = useCallback(() => setFailed(false), []);
  return { applied, busy, failed, dismissFailure };
}
