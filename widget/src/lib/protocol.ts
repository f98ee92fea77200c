// The host ↔ widget contract, from the SDK's source (sdk/src/protocol.ts):
// types and constants only, so no SDK code reaches the widget's bundle.
export {
  ATTACH_TIMEOUT_MS,
  DEFAULT_ROUTE,
  WIDGET_PATH_PREFIX,
  WIDGET_QUERY,
} from '../../../sdk/src/protocol';
export type {
  AttachMessage,
  AttachRejection,
  ErrorCode,
  HostMethods,
  Language,
  PaymentComplete,
  WidgetMethods,
} from '../../../sdk/src/protocol';
