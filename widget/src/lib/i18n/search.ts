// The texts of the search pages' extras in every language. Each module
// that shows one imports this module, so the texts travel with its chunk.
import { enSearch } from './en.search';
import { esSearch } from './es.search';
import { addTexts } from './texts';

addTexts({ en: enSearch, es: esSearch });
