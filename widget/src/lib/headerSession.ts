// The embedded widget's guest session travels in a header, not a cookie:
// inside a county's page the widget is a third-party frame, where browsers
// withhold or partition cookies. The BFF answers X-PayHub-Session with the
// session id; this keeps it for the tab (sessionStorage, which browsers
// partition per top-level site, so a reload of the iframe keeps the cart)
// and sends it back on every request.

/** The header both ways; `new` asks the BFF to start a session. */
export const SESSION_HEADER = 'X-PayHub-Session';

const STORAGE_KEY = 'payhub.widget.session';

/** The BFF routes whose POST gives the session a new id: a sign-in by the host's token, a verified e-mail. */
export const ROTATES = /\/(session\/host-token|verify-email)$/;

/** What the BFF issues: 64 lower-case hex digits. */
const SESSION_ID = /^[0-9a-f]{64}$/;

export class HeaderSession {
  private current: string | null;
  private starting: Promise<void> | null = null;
  /** The id-changing request running alone, while it runs. */
  private gate: Promise<void> | null = null;
  /** The other requests in flight. */
  private readonly open = new Set<Promise<unknown>>();

  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null = sessionStorageOrNull()) {
    const stored = safely(() => this.storage?.getItem(STORAGE_KEY) ?? null, null);
    this.current = stored !== null && SESSION_ID.test(stored) ? stored : null;
  }

  /** The value of the request header. */
  get header(): string {
    return this.current ?? 'new';
  }

  get id(): string | null {
    return this.current;
  }

  /** Keeps the id the BFF answered with; anything that is not an id is ignored. */
  save(id: string | null | undefined): void {
    if (!id || !SESSION_ID.test(id) || id === this.current) {
      return;
    }
    this.current = id;
    safely(() => this.storage?.setItem(STORAGE_KEY, id), undefined);
  }

  /**
   * Runs send, one at a time until a session exists: two first requests
   * sent side by side would each start a session, and one of them (with
   * the cart or the signed-in user) would be lost. A request that gives the
   * session a new id (alone: a sign-in, ROTATES) runs by itself, after the
   * requests in flight and before any other: one sent beside it with the
   * old id would find that session gone and come back with a new guest
   * session, whose id would replace the signed-in one.
   */
  async turn<T>(send: () => Promise<T>, alone = false): Promise<T> {
    while (this.gate) {
      await this.gate;
    }
    if (alone) {
      const run = Promise.allSettled([...this.open]).then(send);
      const done = () => {
        this.gate = null;
      };
      this.gate = run.then(done, done);
      return run;
    }
    while (this.current === null && this.starting !== null) {
      await this.starting;
    }
    const sent = this.current !== null ? send() : this.start(send);
    this.open.add(sent);
    try {
      return await sent;
    } finally {
      this.open.delete(sent);
    }
  }

  private async start<T>(send: () => Promise<T>): Promise<T> {
    let release: () => void = () => {};
    this.starting = new Promise<void>((resolve) => (release = resolve));
    try {
      return await send();
    } finally {
      this.starting = null;
      release();
    }
  }
}

function sessionStorageOrNull(): Storage | null {
  return safely(() => (typeof window === 'undefined' ? null : window.sessionStorage), null);
}

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    // Storage switched off (privacy settings, sandboxed frames): keep the id in memory.
    return fallback;
  }
}
