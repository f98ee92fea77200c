// English texts of the header's top navigation (the source links' menu, the
// notifications list, the account menu, the cart link and the floating mini
// cart), the banner strip and the footer's own lines. Only the portal shows
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
  'shell.home': 'Home',
  'shell.announcements': 'Announcement banners',
  'banner.state.noCard': 'We are having trouble taking card payments. Please try again later or pay by bank account.',
  'banner.state.noBank': 'We are having trouble taking bank account payments. Please pay by card.',
  'banner.state.noBankOrCard': 'We are having trouble taking card and bank account payments. Please try again later.',
  'banner.state.noPayment': 'Online payments are not being accepted right now. Please try again later.',
  'banner.state.loginIssues': 'Signing in is not working right now. You can still pay as a guest.',
  'banner.newBookmark': 'This page has a new address. Please update your bookmark to the address you see now.',
  'account.menu': 'Account menu for {name}',
  'account.logOut': 'Log out',
  'account.logOutFailed': 'You could not be logged out. Please try again.',
  'shell.poweredBy': 'Powered by PayHub',
  'header.cart': 'Cart',
  'header.cartCount': 'Cart ({count})',
  'header.cartOne': 'Cart, 1 item',
  'header.cartMany': 'Cart, {count} items',
};
