// The texts of the checkout's later steps in every language. Each module that
// shows one imports this module, so the texts travel with its chunk.
import { enSteps } from './en.steps';
import { esSteps } from './es.steps';
import { addTexts } from './texts';

addTexts({ en: enSteps, es: esSteps });
