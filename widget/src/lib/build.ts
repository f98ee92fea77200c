// Which build the code runs in. The widget build (vite.widget.config.ts)
// defines __PAYHUB_WIDGET__ as true: its app is always embedded, so the
// portal's own chrome (header, announcements, footer) can never show there,
// and the minifier drops it from the widget's bundle. Everywhere else
// (portal, tests, Storybook) it is false.
declare const __PAYHUB_WIDGET__: boolean | undefined;

export const WIDGET_BUILD: boolean = typeof __PAYHUB_WIDGET__ !== 'undefined' && __PAYHUB_WIDGET__ === true;
