/** The script-tag build's global: window.PayHub = { embed, PayHubError, version }. */
export { embed } from './embed';
export { PayHubError } from './errors';
export { version } from './version';
