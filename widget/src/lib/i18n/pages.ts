// The texts of the pages other than checkout in every language. Each module
// that shows one imports this module, so the texts travel with its chunk.
import { enPages } from './en.pages';
import { esPages } from './es.pages';
import { addTexts } from './texts';

addTexts({ en: enPages, es: esPages });
