// The texts of the shell's modals and overlays in every language. Each
// module that shows one imports this module, so the texts travel with its
// chunk.
import { enModals } from './en.modals';
import { esModals } from './es.modals';
import { addTexts } from './texts';

addTexts({ en: enModals, es: esModals });
