// The footer's and the contact form's texts in every language. Each module
// that shows one imports this module, so the texts travel with its chunk.
import { enContact } from './en.contact';
import { esContact } from './es.contact';
import { addTexts } from './texts';

addTexts({ en: enContact, es: esContact });
