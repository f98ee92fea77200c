// The texts of paperless billing in every language. Each module that shows
// one imports this module, so the texts travel with the e-billing chunks.
import { enEbilling } from './en.ebilling';
import { esEbilling } from './es.ebilling';
import { addTexts } from './texts';

addTexts({ en: enEbilling, es: esEbilling });
