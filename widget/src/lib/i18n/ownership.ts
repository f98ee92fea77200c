// The texts of the ownership verification in every language. Each module that shows
// one imports this module, so the texts travel with the ownership's chunk.
import { enOwnership } from './en.ownership';
import { esOwnership } from './es.ownership';
import { addTexts } from './texts';

addTexts({ en: enOwnership, es: esOwnership });
