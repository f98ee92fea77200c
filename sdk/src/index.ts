/**
 * @payhub/sdk: embed the PayHub pay widget in a county website. The whole
 * public API is exported here.
 */
export { embed } from './embed';
export { PayHubError } from './errors';
export { version } from './version';
export type { EmbedOptions, PayHubEventMap, PayHubEventName, PayHubListener, PayHubWidget } from './types';
export {
  ATTACH_TIMEOUT_MS,
  DEFAULT_ROUTE,
  WIDGET_PATH_PREFIX,
  WIDGET_QUERY,
  type AttachMessage,
  type AttachRejection,
  type ErrorCode,
  type HostMethods,
  type Language,
  type PaymentComplete,
  type WidgetMethods,
} from './protocol';
