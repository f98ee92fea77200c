// The texts of the signed-in resident's pages in every language. Each module
// that shows one imports this module, so the texts travel with the account
// pages' chunk.
import { enAccount } from './en.account';
import { esAccount } from './es.account';
import { addTexts } from './texts';

addTexts({ en: enAccount, es: esAccount });
