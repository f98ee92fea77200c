// The delivery section's texts in every language. Each module that shows one
// imports this module, so the texts travel with its chunk.
import { esDelivery } from './es.delivery';
import { enDelivery } from './en.delivery';
import { addTexts } from './texts';

addTexts({ en: enDelivery, es: esDelivery });
