import { HeaderSession, ROTATES } from './headerSession';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

const ID = 'a'.repeat(64);

describe('HeaderSession', () => {
  it('asks for a new session, then sends the id the BFF issued, kept for a reload of the frame', () => {
    const storage = memoryStorage();
    const session = new HeaderSession(storage);
    expect(session.header).toBe('new');
    session.save(ID);
    expect(session.header).toBe(ID);
    expect(new HeaderSession(storage).header).toBe(ID);
  });

  it('ignores answers that are not session ids, stored or received', () => {
    const storage = memoryStorage();
    storage.setItem('payhub.widget.session', 'attacker-chosen');
    const session = new HeaderSession(storage);
    expect(session.header).toBe('new');
    session.save('<script>');
    session.save(null);
    expect(session.id).toBeNull();
  });

  it('works without storage', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const session = new HeaderSession(broken);
    session.save(ID);
    expect(session.header).toBe(ID);
  });

  it('sends the first requests one at a time until a session exists, then side by side', async () => {
    const session = new HeaderSession(memoryStorage());
    const log: string[] = [];
    let finishFirst: () => void = () => {};
    const first = session.turn(
      () =>
        new Promise<string>((resolve) => {
          log.push(`first sent with ${session.header}`);
          finishFirst = () => {
            session.save(ID);
            resolve('first');
          };
        }),
    );
    const second = session.turn(async () => {
      log.push(`second sent with ${session.header === ID ? 'the id' : session.header}`);
      return 'second';
    });
    await Promise.resolve();
    expect(log).toEqual(['first sent with new']);
    finishFirst();
    await expect(Promise.all([first, second])).resolves.toEqual(['first', 'second']);
    expect(log).toEqual(['first sent with new', 'second sent with the id']);
    // With a session, requests no longer wait for each other.
    let release: () => void = () => {};
    const slow = session.turn(() => new Promise<void>((resolve) => (release = resolve)));
    await expect(session.turn(async () => 'fast')).resolves.toBe('fast');
    release();
    await slow;
  });

  it('runs a request that gives the session a new id alone: after those in flight, before any other', async () => {
    const session = new HeaderSession(memoryStorage());
    session.save(ID);
    const NEW_ID = 'b'.repeat(64);
    const log: string[] = [];
    let finishInFlight: () => void = () => {};
    const inFlight = session.turn(
      () =>
        new Promise<void>((resolve) => {
          log.push('screen sent');
          finishInFlight = () => {
            log.push('screen answered');
            resolve();
          };
        }),
    );
    let finishSignIn: () => void = () => {};
    const signIn = session.turn(
      () =>
        new Promise<void>((resolve) => {
          log.push(`sign-in sent with ${session.header === ID ? 'the old id' : session.header}`);
          finishSignIn = () => {
            session.save(NEW_ID);
            resolve();
          };
        }),
      true,
    );
    const after = session.turn(async () => {
      log.push(`cart sent with ${session.header === NEW_ID ? 'the new id' : 'the old id'}`);
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual(['screen sent']);
    finishInFlight();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual(['screen sent', 'screen answered', 'sign-in sent with the old id']);
    finishSignIn();
    await Promise.all([inFlight, signIn, after]);
    expect(log).toEqual(['screen sent', 'screen answered', 'sign-in sent with the old id', 'cart sent with the new id']);
  });

  it('names the routes whose POST gives the session a new id', () => {
    expect(ROTATES.test('/v1/starlight/embedded/session/host-token')).toBe(true);
    expect(ROTATES.test('/v1/sunshine/demo/verify-email')).toBe(true);
    expect(ROTATES.test('/v1/sunshine/demo/verify-email/resend')).toBe(false);
    expect(ROTATES.test('/v1/sunshine/demo/cart/items')).toBe(false);
  });
});
