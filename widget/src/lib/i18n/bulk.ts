// The texts of bulk add in every language. Each module that shows one
// imports this module, so the texts travel with its chunk.
import { enBulk } from './en.bulk';
import { esBulk } from './es.bulk';
import { addTexts } from './texts';

addTexts({ en: enBulk, es: esBulk });
