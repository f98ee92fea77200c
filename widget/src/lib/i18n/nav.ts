// The top navigation's texts in every language. Each module that shows one
// imports this module, so the texts travel with the header's code. The
// widget build has no header (lib/build.ts): there the condition is false at
// build time and the minifier drops these texts from the widget's bundle.
import { WIDGET_BUILD } from '../build';
import { enNav } from './en.nav';
import { esNav } from './es.nav';
import { addTexts } from './texts';

if (!WIDGET_BUILD) {
  addTexts({ en: enNav, es: esNav });
}
