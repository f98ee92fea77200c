// The texts of autopay at check-out in every language. Each module that
// shows one imports this module, so the texts travel with the autopay chunks.
import { enAutopay } from './en.autopay';
import { esAutopay } from './es.autopay';
import { addTexts } from './texts';

addTexts({ en: enAutopay, es: esAutopay });
