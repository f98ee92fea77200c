// The texts of the resident's scheduled payments in every language. Each
// module that shows one imports this module, so the texts travel with the
// plans' chunk.
import { enPlans } from './en.plans';
import { esPlans } from './es.plans';
import { addTexts } from './texts';

addTexts({ en: enPlans, es: esPlans });
