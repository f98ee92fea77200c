// A cart item's "Save for later" in the portal (spec 000 §4: save-payable by
// a logged-in user, CART-17; a guest is warned, CART-18): the search
// results' control (components/ui/SaveForLater), its button named after the
// item, as the item's Remove is. A lazy chunk of the portal's only
// (lazySections.ts): the widget's host signs its payers in.
import { SaveForLater } from '../../components/ui/SaveForLater';
import type { CartItemView } from '../../lib/checkoutTypes';
import { useT } from '../../lib/i18n';
import '../../lib/i18n/pages';
import './cartItemSave.css';

export interface CartItemSaveProps {
  item: CartItemView;
  /** The item's payable's save path (CartItemView.payable.savePath). */
  savePath: string;
}

export function CartItemSave({ item, savePath }: CartItemSaveProps) {
  const t = useT();
  return (
    <div className="cart-item__save">
      <SaveForLater
        payable={{ path: item.path, displayName: item.displayName, savePath }}
        label={t('cart.saveItem', { name: item.displayName })}
      />
    </div>
  );
}
