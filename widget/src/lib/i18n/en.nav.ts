// English texts of the header's top navigation: the source links' menu, the
// notifications list and the floating mini cart. Only the portal shows
// them (the widget has no header), so they travel with the header's modules
// (nav.ts) instead of the core catalogue.
export const enNav = {
  'nav.label': 'Main',
  'nav.menu': 'Menu',
  'nav.notifications': 'Notifications',
  'nav.notificationsOne': 'Notifications, 1 new',
  'nav.notificationsMany': 'Notifications, {count} new',
  'nav.notificationsNone': 'There are no notifications right now.',
  'nav.miniCart': 'Your cart',
  'nav.miniCartOne': 'Cart summary, 1 item',
  'nav.miniCartMany': 'Cart summary, {count} items',
  'nav.miniCartError': 'Your cart could not be loaded.',
  'nav.quantity': 'Quantity: {count}',
  'nav.continueToCheckout': 'Continue to checkout',
  'nav.account.dashboard': 'My dashboard',
  'nav.account.items': 'My items',
  'nav.account.payments': 'Past payments',
  'nav.account.settings': 'My settings',
};
