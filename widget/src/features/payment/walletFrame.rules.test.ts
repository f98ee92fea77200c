// The card-input frame served by the wallet host (sandbox/wallet/static)
// is where card and bank numbers are typed; its rules are tested here, in
// jsdom, through the frame's own modules.
import { join } from 'node:path';
import { fireEvent, screen } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const STATIC = join(__dirname, '..', '..', '..', '..', 'sandbox', 'wallet', 'static');

interface ValidateModule {
  validateCard(values: Record<string, string>, now: Date): Record<string, string>;
  luhn(number: string): boolean;
  digits(value: string): string;
  parseExpiry(value: string): { month: number; year: number; text: string } | null;
  typedExpiry(value: string): string;
}

async function loadValidate(): Promise<ValidateModule> {
  return (await import(/* @vite-ignore */ `${STATIC}/validate.js`)) as ValidateModule;
}

/** Starts the frame of type on a fresh page, as the wallet host's page.html does. */
async function startFrame(type: 'card' | 'bank', language: 'en' | 'es' = 'en') {
  document.documentElement.dataset.type = type;
  document.documentElement.dataset.language = language;
  document.documentElement.dataset.parentOrigin = 'http://localhost:8080';
  document.body.innerHTML = '<main id="card-input"></main>';
  // jsdom has no ResizeObserver; the frame only watches its own height.
  Object.defineProperty(window, 'ResizeObserver', {
    configurable: true,
    writable: true,
    value: class {
      observe() {}
      disconnect() {}
    },
  });
  vi.resetModules();
  const listen = vi.spyOn(window, 'addEventListener');
  try {
    await import(/* @vite-ignore */ `${STATIC}/frame.js?type=${type}`);
  } finally {
    for (const [event, listener] of listen.mock.calls) {
      if (event === 'message') frameListeners.push(listener as EventListener);
    }
    listen.mockRestore();
  }
}

/** The message listeners of the frames started so far: each test's frame stops listening after it. */
const frameListeners: EventListener[] = [];
afterEach(() => {
  for (const listener of frameListeners.splice(0)) window.removeEventListener('message', listener);
});

const NOW = new Date(2026, 4, 1);

describe('card fields in the card-input frame', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(window, 'ResizeObserver');
    document.body.innerHTML = '';
  });

  it('VAL-72: card fields are cleared after 15 minutes, and the payer is told', async () => {
    await startFrame('card');
    const number = screen.getByLabelText('Card number') as HTMLInputElement;
    const name = screen.getByLabelText('Name on card') as HTMLInputElement;
    fireEvent.input(number, { target: { value: '4242 4242 4242 4242' } });
    fireEvent.input(name, { target: { value: 'Ana Diaz' } });
    vi.advanceTimersByTime(15 * 60 * 1000 - 1);
    expect(number.value).toBe('4242 4242 4242 4242');
    expect(name.value).toBe('Ana Diaz');
    vi.advanceTimersByTime(1);
    expect(number.value).toBe('');
    expect(name.value).toBe('');
    expect(screen.getByRole('status')).toHaveTextContent('For your security, the payment details were cleared.');
  });

  it('VAL-72: the clearing is announced in Spanish on a Spanish frame', async () => {
    await startFrame('card', 'es');
    vi.advanceTimersByTime(15 * 60 * 1000);
    expect(screen.getByRole('status')).toHaveTextContent('Por su seguridad, se borraron los datos de pago.');
  });

  it('VAL-65: the account number cannot be copied or cut, and the confirmation cannot be pasted', async () => {
    await startFrame('bank');
    const account = screen.getByLabelText('Account number');
    const confirm = screen.getByLabelText('Confirm account number');
    expect(fireEvent.copy(account)).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('The account number cannot be copied.');
    expect(fireEvent.cut(account)).toBe(false);
    expect(fireEvent.paste(confirm)).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('Pasting is turned off here. Type the account number again.');
    expect(fireEvent.copy(screen.getByLabelText('Routing number'))).toBe(true);
  });

  it('VAL-69: number, name, expiry and security code are required; the code is 3 digits, or 4 for American Express', async () => {
    const { validateCard } = await loadValidate();
    expect(validateCard({ number: '', expiry: '', cvc: '', name: '' }, NOW)).toEqual({
      number: 'numberRequired', expiry: 'expiryRequired', cvc: 'cvcRequired', name: 'nameRequired',
    });
    const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ana Diaz' };
    expect(validateCard(card, NOW)).toEqual({});
    expect(validateCard({ ...card, cvc: '1234' }, NOW)).toEqual({ cvc: 'cvc3' });
    expect(validateCard({ ...card, number: '3782 822463 10005', cvc: '1234' }, NOW)).toEqual({});
    expect(validateCard({ ...card, number: '3782 822463 10005' }, NOW)).toEqual({ cvc: 'cvc4' });
  });

  it('VAL-70: a number is valid with 12 or more digits after stripping spaces and dashes, passing the checksum', async () => {
    const { validateCard, luhn, digits } = await loadValidate();
    const card = { expiry: '12/30', cvc: '123', name: 'Ana Diaz' };
    expect(digits('4242-4242 4242-4242')).toBe('4242424242424242');
    expect(validateCard({ ...card, number: '4242-4242-4242-4242' }, NOW)).toEqual({});
    expect(validateCard({ ...card, number: '4242 4242 4242 4241' }, NOW)).toEqual({ number: 'numberInvalid' });
    expect(luhn('424242424242')).toBe(true);
    expect(luhn('42424242424')).toBe(false);
  });

  it('VAL-71: expiry is a 1-2 digit month, a slash and a 2-digit year; one digit is zero-padded', async () => {
    const { parseExpiry } = await loadValidate();
    expect(parseExpiry('1/29')).toEqual({ month: 1, year: 2029, text: '01/29' });
    expect(parseExpiry('12/30')?.text).toBe('12/30');
    for (const bad of ['13/29', '1/2029', '0129', '1-29', '']) {
      expect(parseExpiry(bad), bad).toBeNull();
    }
  });

  it('VAL-71: the slash is put in as the payer types the expiry on a numeric keypad', async () => {
    const { typedExpiry, parseExpiry } = await loadValidate();
    expect(['1', '12', '123', '1230', '12305'].map(typedExpiry)).toEqual(['1', '12', '12/3', '12/30', '12/30']);
    expect(typedExpiry('1/29')).toBe('1/29');
    expect(typedExpiry('12/')).toBe('12/');
    expect(parseExpiry(typedExpiry('1230'))?.text).toBe('12/30');
    await startFrame('card');
    const expiry = screen.getByLabelText('Expiration date');
    fireEvent.input(expiry, { target: { value: '0931' } });
    expect(expiry).toHaveValue('09/31');
  });
});

describe('the state request of the card-input frame', () => {
  const PARENT_ORIGIN = 'http://localhost:8080';
  let parent: { postMessage: ReturnType<typeof vi.fn> };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
    // The frame talks only to its parent window; here the parent is a stand-in that records what it is sent.
    parent = { postMessage: vi.fn() };
    Object.defineProperty(window, 'parent', { configurable: true, value: parent });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(window, 'parent');
    Reflect.deleteProperty(window, 'ResizeObserver');
    document.body.innerHTML = '';
  });

  /** Posts a message to the frame as a window at origin would. */
  const ask = (data: unknown, origin = PARENT_ORIGIN, source: unknown = parent) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  const replies = () =>
    parent.postMessage.mock.calls.filter(([message]) => (message as { action?: string }).action === 'state');

  const fillCard = () => {
    fireEvent.input(screen.getByLabelText('Card number'), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.input(screen.getByLabelText('Expiration date'), { target: { value: '12/30' } });
    fireEvent.input(screen.getByLabelText('Security code'), { target: { value: '123' } });
  };

  it('answers with the fields as they are when the request arrives, the last one typed included, to the exact parent origin', async () => {
    await startFrame('card');
    fillCard();
    const name = screen.getByLabelText('Name on card') as HTMLInputElement;
    // A password manager or a fast typist: the value is in the field, and no blur has happened.
    name.value = 'Ana Diaz';
    ask({ source: 'payhub-parent', action: 'state', id: 7 });
    expect(replies()).toEqual([[{ source: 'payhub-card-input', action: 'state', id: 7, complete: true }, PARENT_ORIGIN]]);
  });

  it('answers incomplete, marks the fields and says why in the status, without moving focus', async () => {
    await startFrame('card');
    fillCard();
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    ask({ source: 'payhub-parent', action: 'state', id: 1 });
    expect(replies()).toEqual([[{ source: 'payhub-card-input', action: 'state', id: 1, complete: false }, PARENT_ORIGIN]]);
    expect(screen.getByLabelText('Name on card')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Check the highlighted fields.');
    expect(document.activeElement).toBe(button);
  });

  it('says so in Spanish on a Spanish frame', async () => {
    await startFrame('card', 'es');
    ask({ source: 'payhub-parent', action: 'state', id: 2 });
    expect(replies()).toEqual([[{ source: 'payhub-card-input', action: 'state', id: 2, complete: false }, PARENT_ORIGIN]]);
    expect(screen.getByRole('status')).toHaveTextContent('Revise los campos marcados.');
  });

  it('WAL-20: answers no request from another origin or window, nor one without a number', async () => {
    await startFrame('card');
    fillCard();
    ask({ source: 'payhub-parent', action: 'state', id: 3 }, 'http://evil.example');
    ask({ source: 'payhub-parent', action: 'state', id: 3 }, `${PARENT_ORIGIN}.evil.example`);
    ask({ source: 'payhub-parent', action: 'state', id: 3 }, PARENT_ORIGIN, window);
    ask({ source: 'payhub-parent', action: 'state', id: '3' });
    ask({ source: 'payhub-parent', action: 'state' });
    expect(replies()).toEqual([]);
    expect(screen.getByLabelText('Name on card')).toHaveAttribute('aria-invalid', 'false');
  });
});

describe('a renewed token in the card-input frame', () => {
  const PARENT_ORIGIN = 'http://localhost:8080';
  let parent: { postMessage: ReturnType<typeof vi.fn> };
  let fetchSpy: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
    parent = { postMessage: vi.fn() };
    Object.defineProperty(window, 'parent', { configurable: true, value: parent });
    fetchSpy = vi.fn(async () => new Response(JSON.stringify({ token: 'tndr_1', lastDigits: '4242', cardBrand: 'Visa', expiry: '12/30' })));
    vi.stubGlobal('fetch', fetchSpy);
    document.documentElement.dataset.token = 'tok-old';
    document.documentElement.dataset.ttlMs = String(60_000);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(window, 'parent');
    Reflect.deleteProperty(window, 'ResizeObserver');
    delete document.documentElement.dataset.token;
    delete document.documentElement.dataset.ttlMs;
    document.body.innerHTML = '';
  });

  const send = (data: unknown, origin = PARENT_ORIGIN, source: unknown = parent) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));

  const fillCard = () => {
    fireEvent.input(screen.getByLabelText('Card number'), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.input(screen.getByLabelText('Expiration date'), { target: { value: '12/30' } });
    fireEvent.input(screen.getByLabelText('Security code'), { target: { value: '123' } });
    fireEvent.input(screen.getByLabelText('Name on card'), { target: { value: 'Ana Diaz' } });
  };

  const sentToken = () => {
    const [, init] = fetchSpy.mock.calls.at(-1) as [string, RequestInit];
    return (JSON.parse(String(init.body)) as { ewalletToken: string }).ewalletToken;
  };

  it('WAL-17: setToken from the parent is used by the next tokenize, and the typed fields stay', async () => {
    await startFrame('card');
    fillCard();
    send({ source: 'payhub-parent', action: 'setToken', token: 'tok-new', ttlMs: 600_000 });
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    send({ source: 'payhub-parent', action: 'tokenize' });
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    expect(sentToken()).toBe('tok-new');
  });

  it('WAL-17: the expiry counts from the renewed token', async () => {
    await startFrame('card');
    fillCard();
    send({ source: 'payhub-parent', action: 'setToken', token: 'tok-new', ttlMs: 120_000 });
    vi.advanceTimersByTime(60_000);
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    vi.advanceTimersByTime(60_000);
    expect(screen.getByLabelText('Card number')).toHaveValue('');
  });

  it('WAL-17: setToken is taken only from the parent origin and window it already trusts', async () => {
    await startFrame('card');
    fillCard();
    send({ source: 'payhub-parent', action: 'setToken', token: 'evil-1' }, 'http://evil.example');
    send({ source: 'payhub-parent', action: 'setToken', token: 'evil-2' }, PARENT_ORIGIN, window);
    send({ source: 'payhub-parent', action: 'setToken', token: '' });
    send({ source: 'payhub-parent', action: 'tokenize' });
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    expect(sentToken()).toBe('tok-old');
  });
});
