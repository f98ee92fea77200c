// SHELL-46: the floating cart shows only when the site enables it, the
// route does not hide the cart icon and the cart holds items. SHELL-15: it
// opens the mini cart, a popover raised 100 px above the window's bottom
// edge (CONST-13), clear of the button itself. The mini cart's code, with
// its money formatting, is a chunk of its own, fetched when it first opens
// (or when the pointer or focus reaches the button), so that it stays out
// of every page's first load.
import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useAppSelector } from '../../../state/hooks';
import { lazyWithRetry } from '../../../components/lazyWithRetry';
import { Loading } from '../../../components/ui/Loading';
import { selectCartCount } from '../../../state/checkoutSlice';
import { useT } from '../../../lib/i18n';
import '../../../lib/i18n/nav';
import { CART_POPPER_OFFSET_PX } from '../../../lib/layout';
import { CartIcon } from './icons';
import { useDismiss } from './useDismiss';
import './nav.css';
import './floatingCart.css';

const MiniCart = /* @__PURE__ */ lazyWithRetry(
  () => import('./MiniCart'),
  (m) => m.MiniCart,
);

export interface FloatingCartProps {
  /** install.enableFloatingCart, and the route does not hide the cart icon. */
  enabled: boolean;
}

export function FloatingCart({ enabled }: FloatingCartProps) {
  const t = useT();
  const id = useId();
  const count = useAppSelector(selectCartCount) ?? 0;
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const shown = enabled && count > 0;
  useDismiss(open && shown, close, button, panel);
  // An emptied cart takes the button away; it comes back closed.
  useEffect(() => {
    if (!shown) close();
  }, [shown, close]);

  if (!shown) {
    return null;
  }
  return (
    <div className="floating-cart">
      <button
        ref={button}
        type="button"
        className="floating-cart__button"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        aria-label={count === 1 ? t('nav.miniCartOne') : t('nav.miniCartMany', { count })}
        onClick={() => setOpen((v) => !v)}
        onPointerEnter={() => void MiniCart.preload()}
        onFocus={() => void MiniCart.preload()}
      >
        <CartIcon />
        <span className="nav-badge" aria-hidden="true">
          {count}
        </span>
      </button>
      {open ? (
        <section
          ref={panel}
          id={`${id}-panel`}
          className="popover mini-cart"
          aria-labelledby={`${id}-title`}
          style={{ bottom: CART_POPPER_OFFSET_PX }}
        >
          <p id={`${id}-title`} className="popover__title">
            {t('nav.miniCart')}
          </p>
          <Suspense fallback={<Loading />}>
            <MiniCart onContinue={close} titleId={`${id}-title`} />
          </Suspense>
        </section>
      ) : null}
    </div>
  );
}
