// The texts of the resident's wallet in every language. Each module that
// shows one imports this module, so the texts travel with the wallet's chunks.
import { enWallet } from './en.wallet';
import { esWallet } from './es.wallet';
import { addTexts } from './texts';

addTexts({ en: enWallet, es: esWallet });
