// The texts of the county forms' reusable parts (signature, uploads) in every
// language. Each module that shows one imports this module, so the texts
// travel with those components' chunks.
import { enForms } from './en.forms';
import { esForms } from './es.forms';
import { addTexts } from './texts';

addTexts({ en: enForms, es: esForms });
