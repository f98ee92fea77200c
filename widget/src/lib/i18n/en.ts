// The English message catalogue. Its keys are the catalogue's keys: every
// other language is typed as Messages, so a missing key fails type checking.
export const en = {
  'app.name': 'PayHub',
  'common.loading': 'Loading…',
  'common.retry': 'Try again',
  'document.title': '{client} payments and services',
  'document.titleNoClient': 'payments and services',
  'document.pageTitle': '{page} - {client}',
  'document.description': 'Pay your bills online in a few clicks.',
  'shell.skipToContent': 'Skip to main content',
  'shell.home': 'Home',
  'shell.announcements': 'Announcements',
  'shell.poweredBy': 'Powered by PayHub',
  'shell.languageToggle': 'Español',
  'root.intro': "To pay a bill or use a service, start from your county's website.",
  'home.tilesHeading': 'What would you like to pay?',
  'home.sourcesError': 'Payment options could not be loaded right now.',
  'source.department': 'Department: {name}',
  'source.backHome': 'Back to home',
  'notFound.title': 'Page not found',
  'notFound.body': 'The page you asked for does not exist on this site.',
  'notFound.home': 'Go to the home page',
  'loadFailure.title': 'This page could not be loaded',
  'loadFailure.body': 'Please check your connection and try again.',
};

export type MessageKey = keyof typeof en;

/** A complete catalogue: one text for every key. */
export type Messages = Record<MessageKey, string>;
