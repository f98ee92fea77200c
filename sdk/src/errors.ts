import type { ErrorCode } from './protocol';

/** Every error the SDK throws, rejects with or emits: a code and a message safe to show. */
export class PayHubError extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'PayHubError';
    this.code = code;
  }
}
