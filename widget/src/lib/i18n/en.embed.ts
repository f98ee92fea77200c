// English texts of the embedded widget (spec 000 §6, §8) and of the
// module-load-error display (spec 000 §2 "Shell screens", §8), spread into
// the English catalogue (en.ts).
export const enEmbed = {
  'error.dynamicPageLoadError': 'This part of the page could not be loaded.',
  'moduleLoad.guide': 'Please check your connection, then reload the page.',
  'moduleLoad.reload': 'Reload the page',
  'embed.iframeOnly': 'This payment widget can only be installed in an iframe.',
  'embed.iframeOnly.guide': "Open the payment page from your county's website.",
  'embed.originRejected': 'This website is not allowed to show the payment widget.',
  'embed.attachTimeout': 'The payment widget could not connect to this website.',
  'embed.failureGuide': 'Please reload the page. If this keeps happening, contact the office you are paying.',
  'embed.unknownSite': 'This payment widget is not set up for this site.',
  'embed.connecting': 'Connecting to the payment service…',
  'embed.signIn': 'Sign in',
  'embed.signedInAs': 'Signed in as {name}',
  'embed.account': 'Account',
};
