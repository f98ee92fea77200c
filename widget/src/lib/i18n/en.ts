// The English core catalogue: the texts of the shell, the cart and the
// checkout's first step, loaded before the first render (texts.ts). Texts
// that only later chunks show are in parts of their own (en.delivery.ts,
// en.steps.ts, en.pages.ts), which those chunks bring along. MessageKey is
// every key of every part; every other language is typed against the English
// parts, so a missing key fails type checking.
import type { enAccount } from './en.account';
import type { enAutopay } from './en.autopay';
import type { enContact } from './en.contact';
import type { enDelivery } from './en.delivery';
import type { enModals } from './en.modals';
import type { enNav } from './en.nav';
import { enEmbed } from './en.embed';
import { enFields } from './en.fields';
import type { enForms } from './en.forms';
import type { enPages } from './en.pages';
import type { enPlans } from './en.plans';
import type { enCountyForms } from './en.countyForms';
import type { enBulk } from './en.bulk';
import type { enSchedule } from './en.schedule';
import type { enSteps } from './en.steps';
import type { enWallet } from './en.wallet';
import type { enEbilling } from './en.ebilling';
import type { enOwnership } from './en.ownership';
import type { enSearch } from './en.search';
import type { enAdmin } from './en.admin';

export const en = {
  ...enFields,
  ...enEmbed,
  'common.loading': 'Loading…',
  'common.retry': 'Try again',
  'document.title': '{client} payments and services',
  'document.titleNoClient': 'payments and services',
  'document.pageTitle': '{page} - {client}',
  'document.description': 'Pay your bills online in a few clicks.',
  'shell.skipToContent': 'Skip to main content',
  'account.logIn': 'Log in',
  'account.signingIn': 'Signing in…',
  'login.disabledShort': 'Signing in is not available right now. You can still pay as a guest.',
  'shell.languageToggle': 'Español',
  'source.department': 'Department: {name}',
  'loadFailure.title': 'This page could not be loaded',
  'loadFailure.body': 'Please check your connection and try again.',
  'common.dismiss': 'Dismiss message',
  'api.error': 'We were unable to complete your request. Please try again later.',
  'progress.label': 'Checkout progress',
  'progress.completed': 'Completed:',
  'step.cart': 'Shopping cart',
  'step.payment': 'Payment',
  'step.review': 'Review and submit payment',
  'step.receipt': 'Payment receipt',
  'item.delayed': 'This payment is processed after review.',
  'amount.label': 'Amount',
  'amount.range': 'Between {min} and {max}',
  'amount.minOnly': 'At least {min}',
  'amount.error.required': 'Please enter a monetary value',
  'amount.error.currency': 'Please enter an amount using only digits',
  'amount.error.min_value': 'Please enter at least {min}',
  'amount.error.max_value': 'Amount cannot exceed {max}',
  'cart.itemsHeading': 'Items in your cart ({count})',
  'cart.quantity': 'Quantity',
  'cart.quantityMore': '10+',
  'cart.quantityHint': 'Enter 0 to remove this item.',
  'cart.quantityInvalid': 'Please enter a whole number, 0 or more.',
  'cart.update': 'Update',
  'cart.lineTotal': 'Line total: {amount}',
  'cart.remove': 'Remove',
  'cart.removeItem': 'Remove {name}',
  'cart.removed': '{name} was removed from your cart.',
  'cart.server.error': 'We could not update your cart. Your previous value was kept. Please try again.',
  'cart.showAll': 'Show all {count} items',
  'cart.showFewer': 'Show fewer items',
  'cart.locked': 'This cart is locked: items cannot be added, changed or removed.',
  'cart.expiry.warning': 'Your cart expires in about {minutes} minutes.',
  'cart.expiry.warningOne': 'Your cart expires in about 1 minute.',
  'cart.expiry.expired': 'Your cart has expired.',
  'cart.character.limit.error': 'Please enter at most {limit} characters.',
  'cart.character.count': '{length}/{limit} characters',
  'cart.required': 'Please fill in this field.',
  'cart.fields.error': 'Please fill in the required fields of your items before you continue.',
  'cart.updated': 'The amount of this item changed from {original} to {amount}.',
  'cart.item_not_found': 'This item could not be found anymore. Please remove it from your cart.',
  'cart.item_not_payable': 'This item can no longer be paid online.',
  'cart.keepItem': 'Keep item',
  'cart.keepItemNamed': 'Keep item: {name}',
  'cart.changes.pending': 'Please keep or remove the changed items before you continue.',
  'cart.changes.applying': 'Updating your cart with the latest changes…',
  'checkout.change_payable.error': 'We could not update your cart with the latest changes. Please try again.',
  'checkout.empty': 'Your shopping cart is empty.',
  'checkout.returnHome': 'Return to the home page',
  'checkout.addingItems': 'Adding items to your cart…',
  'checkout.continueToPayment': 'Continue to payment',
  'summary.subtotal': 'Subtotal',
  'summary.fee': 'Convenience fee',
  'summary.total': 'Total',
  'email.required': 'Please enter your email address.',
  'email.invalid': 'Please enter a valid email address, like name@example.com.',
  'email.maxlength': 'Email must be {max} characters or fewer.',
  'phone.maxlength': 'Phone must be {max} characters or fewer.',
  'extra_fields.phone.invalid': 'Please enter a valid phone number with at least 10 digits.',
  'step.schedule': 'Schedule',
  'step.confirmation': 'Confirmation',
  'cart.confirm.label': 'I confirm the details of {name} are correct.',
  'cart.confirm.required': 'Please tick the confirmation of each item that asks for it before you continue.',
  'handoff.failed.text': 'Your payment was not completed. Your cart {cartId} is still open.',
  'handoff.failed.retry': 'Return to checkout to try again',
  'schedule.start': 'Schedule payment',
};

/** The keys of the core catalogue: every language has a text for each at first render. */
export type CoreKey = keyof typeof en;

export type MessageKey =
  | CoreKey
  | keyof typeof enDelivery
  | keyof typeof enSteps
  | keyof typeof enPages
  | keyof typeof enContact
  | keyof typeof enNav
  | keyof typeof enModals
  | keyof typeof enAccount
  | keyof typeof enWallet
  | keyof typeof enAutopay
  | keyof typeof enSchedule
  | keyof typeof enPlans
  | keyof typeof enForms
  | keyof typeof enEbilling
  | keyof typeof enOwnership
  | keyof typeof enCountyForms
  | keyof typeof enBulk
  | keyof typeof enSearch
  | keyof typeof enAdmin;

/** A complete catalogue: one text for every key. */
export type Messages = Record<MessageKey, string>;

/** Some texts of one language (a part of its catalogue). */
export type Texts = Partial<Messages>;
