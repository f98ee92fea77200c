// The tax-system pages' add (API-91): the bills go into the cart like any
// add, and the BFF tells their adaptor which bills its pages added.
import { sitePrefix } from '../../state/api';
import { placeCart } from '../../state/cart';
import { cartCounted } from '../../state/checkoutSlice';
import { defineMutation, defineQuery } from '../../state/query';
import type { CartView, SearchResult } from '../../lib/checkoutTypes';
import type { SiteArgs } from '../../state/screens';

/** The answer of an add from the tax-system pages. */
export interface TaxsysAdded {
  cart: CartView;
  /** The reference numbers the adaptors recorded the add under. */
  references: string[];
}

export interface TaxsysAddArgs extends SiteArgs {
  paths: string[];
}

/** `POST .../taxsys/items`: the cart, and the references of the events. */
export const addTaxsysItems = defineMutation<TaxsysAdded, TaxsysAddArgs>({
  request: ({ client, site, paths }) => ({
    url: `${sitePrefix(client, site)}/taxsys/items`,
    method: 'POST',
    body: { items: paths.map((path) => ({ path })) },
  }),
  onSuccess: (data, args, client) => {
    client.dispatch(cartCounted(data.cart.count));
    placeCart(client, args, data.cart);
  },
  invalidates: (data) => (data ? ['Cart', 'Search'] : []),
});

export interface TaxsysBillsArgs extends SiteArgs {
  /** The source the bills are searched on and its search field's value. */
  pageRoute: string;
  field: string;
  value: string;
}

/** The bills of a record: the source's search (`GET .../search/{pageRoute}`). */
export const taxsysBills = defineQuery<SearchResult, TaxsysBillsArgs>('taxsysBills', {
  request: ({ client, site, pageRoute, field, value }) => ({
    url: `${sitePrefix(client, site)}/search/${encodeURIComponent(pageRoute)}`,
    params: { [field]: value },
  }),
  // Cart commands make results stale: their inCart flags change.
  tags: ['Search'],
});
