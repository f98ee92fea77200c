// The upload list's rules, apart from React so that they are tested on their
// own: the retry delays of CONST-35, and the courtesy checks of a file's size
// and type before it is sent (spec 001 §5 "Upload and signature"). The
// uploads service checks the file's real content and decides; these checks
// only spare the resident a wait for a refusal that is certain.

/** CONST-35: the wait before a retry, and the longer wait from attempt 8 on. */
export const UPLOAD_RETRY_DELAY_MS = 500;
export const UPLOAD_SLOW_RETRY_DELAY_MS = 5000;
export const UPLOAD_SLOW_FROM_ATTEMPT = 8;

/** CONST-35: a file gets at most this many attempts; after them it is blocked. */
export const UPLOAD_MAX_ATTEMPTS = 40;

/** CONST-35: how long to wait before attempt number `attempt` (2 and later; the first starts at once). */
export function uploadRetryDelay(attempt: number): number {
  return attempt >= UPLOAD_SLOW_FROM_ATTEMPT ? UPLOAD_SLOW_RETRY_DELAY_MS : UPLOAD_RETRY_DELAY_MS;
}

/** Whether a file that has had `attempts` attempts may have another (CONST-35). */
export function mayRetry(attempts: number): boolean {
  return attempts < UPLOAD_MAX_ATTEMPTS;
}

const UNITS = { KB: 1024, MB: 1024 * 1024 } as const;

/** Spec 001 §5: a maximum size is digits with an optional KB or MB ("500KB", "5 MB", "2048"); null otherwise. */
export function parseMaxSize(text: string | undefined): number | null {
  const match = /^\s*(\d+)\s*(KB|MB)?\s*$/i.exec(text ?? '');
  if (!match) {
    return null;
  }
  const unit = match[2]?.toUpperCase() as keyof typeof UNITS | undefined;
  return Number(match[1]) * (unit ? UNITS[unit] : 1);
}

/** A size as people read it: "820 B", "12.5 KB", "3 MB". */
export function formatBytes(bytes: number, locale: string): string {
  const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  if (bytes >= UNITS.MB) {
    return `${number(bytes / UNITS.MB)} MB`;
  }
  return bytes >= UNITS.KB ? `${number(bytes / UNITS.KB)} KB` : `${number(bytes)} B`;
}

/** The tokens of an input's accept attribute: ".pdf", "image/*", "application/pdf". */
export function acceptTokens(accept: string | undefined): string[] {
  return (accept ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
}

/** Whether the file's name or claimed type matches accept (no accept: any file). */
export function accepts(file: Pick<File, 'name' | 'type'>, accept: string | undefined): boolean {
  const tokens = acceptTokens(accept);
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return (
    tokens.length === 0 ||
    tokens.some((token) => {
      if (token.startsWith('.')) {
        return name.endsWith(token);
      }
      if (token.endsWith('/*')) {
        return type.startsWith(token.slice(0, -1));
      }
      return type === token;
    })
  );
}

/** Why a file is not sent: empty, larger than the maximum, or of a type not accepted. */
export type FileProblem = 'empty' | 'tooLarge' | 'wrongType';

/** The first courtesy check the file fails, or null when it may be sent. */
export function fileProblem(file: Pick<File, 'name' | 'type' | 'size'>, accept?: string, maxBytes?: number | null): FileProblem | null {
  if (file.size === 0) {
    return 'empty';
  }
  if (!accepts(file, accept)) {
    return 'wrongType';
  }
  return maxBytes != null && file.size > maxBytes ? 'tooLarge' : null;
}

/**
 * What the upload prop rejects with when the uploads service refused the
 * file (its content, size or type): another attempt would be refused too,
 * so the file is not retried and the service's message is shown.
 */
export class UploadRefusedError extends Error {
  constructor(displayMessage: string) {
    super(displayMessage);
    this.name = 'UploadRefusedError';
  }
}
