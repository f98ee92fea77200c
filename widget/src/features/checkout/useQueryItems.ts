// checkout?items=PATH[,PATH...] (contracts §3, ROUTE-11..14): once the cart
// is known, every listed path not already in it is added with quantity 1,
// then the parameter leaves the address bar. Done once per page load, even
// when effects run twice.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAppDispatch } from '../../state/hooks';
import { errorText } from '../../state/api';
import { useAddCartItemsMutation } from '../../state/cart';
import type { CartView } from '../../lib/checkoutTypes';
import { showNotice } from '../../state/checkoutSlice';
import { useT } from '../../lib/i18n';
import { useSite, useSitePath } from '../../lib/site';
import { CHECKOUT_ITEMS_PARAM, checkoutItemsFromQuery, searchWithout } from '../../lib/url';

export interface QueryItems {
  /** Items from the query are being added: show a loader instead of the cart. */
  pending: boolean;
  /** Why they could not be added, when the payer stays here. */
  error: string | null;
}

export function useQueryItems(cart: CartView | undefined, homeEnabled: boolean): QueryItems {
  const t = useT();
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const { location } = useSite();
  const pathFor = useSitePath();
  const dispatch = useAppDispatch();
  const [addItems] = useAddCartItemsMutation();
  const paths = checkoutItemsFromQuery(search);
  const started = useRef(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (started.current || paths.length === 0 || !cart) {
      return;
    }
    started.current = true;
    const inCart = new Set((cart.items ?? []).map((item) => item.path));
    const missing = paths.filter((path) => !inCart.has(path));
    const clearQuery = () =>
      navigate(pathname + searchWithout(window.location.search, CHECKOUT_ITEMS_PARAM), { replace: true });
    if (missing.length === 0) {
      clearQuery();
      return;
    }
    addItems({
      client: location.client,
      site: location.site,
      items: missing.map((path) => ({ path, quantity: 1 })),
    })
      .unwrap()
      .then(clearQuery, (failure: unknown) => {
        const text = errorText(failure, { useMessage: true }) ?? t('api.error');
        if (homeEnabled) {
          // ROUTE-14: reported, and the payer goes home.
          dispatch(showNotice(text));
          navigate(pathFor('home'), { replace: true });
        } else {
          setError(text);
          clearQuery();
        }
      });
  }, [addItems, cart, dispatch, homeEnabled, location.client, location.site, navigate, pathFor, pathname, paths, t]);

  return { pending: paths.length > 0, error };
}
