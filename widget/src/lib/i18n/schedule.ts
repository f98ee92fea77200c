// The texts of the schedule form in every language. Each module that shows
// one imports this module, so the texts travel with the schedule page's chunk.
import { enSchedule } from './en.schedule';
import { esSchedule } from './es.schedule';
import { addTexts } from './texts';

addTexts({ en: enSchedule, es: esSchedule });
