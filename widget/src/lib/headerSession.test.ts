import { HeaderSession } from './headerSession';

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
});
