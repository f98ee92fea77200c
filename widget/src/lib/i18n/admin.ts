// The texts of the staff console in every language. Each console module
// that shows one imports this module, so the texts travel with its chunk.
import { enAdmin } from './en.admin';
import { esAdmin } from './es.admin';
import { addTexts } from './texts';

addTexts({ en: enAdmin, es: esAdmin });
