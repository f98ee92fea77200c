// My items' bulk actions (spec 001 §2 "Dashboard areas"; ROUTE-56): "Select
// all" for the tab's items, then add the selected ones to the cart in one
// step (and open the cart, as an item's own Pay does), remove them, or set
// up autopay for them in their SCHED-38 groups (BulkAutopayDialog). A
// button pressed with nothing selected says what to do instead of doing
// nothing; the outcome is told in the panel's status line.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { useT } from '../../lib/i18n';
import { useSite, useSitePath } from '../../lib/site';
import { errorText } from '../../state/api';
import { useAddCartItemsMutation } from '../../state/cart';
import { useRemoveSavedItemMutation, useSavedItemsArgs, type SavedItem } from '../../state/savedItems';
import { BulkAutopayDialog } from './BulkAutopayDialog';
import { cartLines } from './myItems';
import { savedItemName } from './SavedItemCard';
import './account.css';
import '../../lib/i18n/account';

export interface BulkActionsProps {
  /** The items of the selected tab. */
  items: readonly SavedItem[];
  /** The save paths selected. */
  selected: ReadonlySet<string>;
  onSelectAll: (all: boolean) => void;
  /** Tells the outcome in the panel's status line. */
  onStatus: (message: string) => void;
  /** Items were removed: the selection forgets them. */
  onRemoved: (savePaths: readonly string[]) => void;
}

export function BulkActions({ items, selected, onSelectAll, onStatus, onRemoved }: BulkActionsProps) {
  const t = useT();
  const { location } = useSite();
  const pathFor = useSitePath();
  const [, navigate] = useLocation();
  const args = useSavedItemsArgs();
  const [addItems] = useAddCartItemsMutation();
  const [remove] = useRemoveSavedItemMutation();
  const [busy, setBusy] = useState<'pay' | 'remove' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [autopay, setAutopay] = useState<SavedItem[] | null>(null);
  const all = useRef<HTMLInputElement>(null);
  const autopayButton = useRef<HTMLButtonElement>(null);
  const chosen = items.filter((item) => selected.has(item.savePath));
  const allSelected = items.length > 0 && chosen.length === items.length;

  // "Select all" shows a mixed state while only some are selected.
  useEffect(() => {
    if (all.current) {
      all.current.indeterminate = chosen.length > 0 && !allSelected;
    }
  }, [chosen.length, allSelected]);

  /** Runs an action on the selection, or says to select first. */
  const start = (action: () => void) => {
    if (busy) {
      return;
    }
    setError(null);
    if (chosen.length === 0) {
      onStatus(t('account.items.bulk.none'));
      return;
    }
    action();
  };

  const pay = async () => {
    const lines = cartLines(chosen);
    if (lines.length === 0) {
      onStatus(t('account.items.bulk.nonePayable'));
      return;
    }
    setBusy('pay');
    try {
      await addItems({ client: location.client, site: location.site, items: lines }).unwrap();
      navigate(pathFor('checkout'));
    } catch (failure) {
      setError(errorText(failure, { useMessage: true }) ?? t('api.error'));
    } finally {
      setBusy(null);
    }
  };

  const removeSelected = async () => {
    setBusy('remove');
    const removed: string[] = [];
    for (const item of chosen) {
      try {
        await remove({ ...args, savePath: item.savePath }).unwrap();
        removed.push(item.savePath);
      } catch {
        // Counted below; the others are still removed.
      }
    }
    setBusy(null);
    onRemoved(removed);
    const failed = chosen.length - removed.length;
    if (failed > 0) {
      setError(t('account.items.bulk.removeFailed', { count: failed }));
    }
    const [only] = removed.length === 1 ? chosen.filter((item) => item.savePath === removed[0]) : [];
    if (only) {
      onStatus(t('account.items.removed', { name: savedItemName(only, t('account.items.unavailableName')) }));
    } else if (removed.length > 0) {
      onStatus(t('account.items.bulk.removed', { count: removed.length }));
    }
  };

  return (
    <>
      <div role="group" aria-label={t('account.items.bulk.label')} className="bulk-actions">
        <label className="bulk-actions__all">
          <input ref={all} type="checkbox" checked={allSelected} onChange={(event) => onSelectAll(event.target.checked)} />
          {t('account.items.selectAll')}
        </label>
        <p className="bulk-actions__count">{t('account.items.selectedCount', { count: chosen.length, total: items.length })}</p>
        <button
          type="button"
          className="button button--primary"
          aria-disabled={busy !== null || undefined}
          onClick={() => start(() => void pay())}
        >
          {busy === 'pay' ? t('account.items.paying') : t('account.items.bulk.pay')}
        </button>
        <button
          ref={autopayButton}
          type="button"
          className="button"
          aria-disabled={busy !== null || undefined}
          onClick={() => start(() => setAutopay(chosen))}
        >
          {t('account.items.bulk.autopay')}
        </button>
        <button type="button" className="button" aria-disabled={busy !== null || undefined} onClick={() => start(() => void removeSelected())}>
          {busy === 'remove' ? t('account.items.removing') : t('account.items.bulk.remove')}
        </button>
      </div>
      {error ? (
        <Alert variant="danger" onDismiss={() => setError(null)}>
          <p>{error}</p>
        </Alert>
      ) : null}
      {autopay ? <BulkAutopayDialog items={autopay} onClose={() => setAutopay(null)} returnFocusTo={autopayButton} /> : null}
    </>
  );
}
