// The texts of the county forms' pages in every language. Each module that
// shows one imports this module, so the texts travel with those pages' chunks.
import { enCountyForms } from './en.countyForms';
import { esCountyForms } from './es.countyForms';
import { addTexts } from './texts';

addTexts({ en: enCountyForms, es: esCountyForms });
