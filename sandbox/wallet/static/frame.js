// The card-input frame (spec 001 §4 "Wallet": iframe messaging). It talks
// only to the parent page origin its e-wallet token names, with exact
// origin checks both ways, never a wildcard target. Messages are objects
// {source: 'payhub-card-input' | 'payhub-parent', action, ...}.
//
// frame -> parent: handshake, load, loadFailure {message}, loadError
//   {message}, heightChanged {height}, validation {valid}, state {id,
//   complete}, tokenized {tender}, tokenizeFailed {message, fields?}
// parent -> frame: state {id}, tokenize, setLanguage {language}, clear,
//   setToken {token, ttlMs?}
//
// "state" is a request and its reply: the page asks at submit time, and the
// frame answers from what its fields hold when the request arrives. The
// page's request comes after every keystroke the payer made before clicking,
// so the answer never lags behind a field still being typed in, the way the
// last "validation" message can.
//
// "setToken" hands the frame a renewed e-wallet token (WAL-17): later
// tokenize calls use it and the expiry is counted from it, and the fields
// keep what the payer typed; the frame is not reloaded.
import { buildForm } from './form.js';
import { words } from './messages.js';
import { digits, parseExpiry, validateBank, validateCard } from './validate.js';

const SOURCE = 'payhub-card-input';
const PARENT_SOURCE = 'payhub-parent';
const TOKENIZE_URL = '/card-input/v3/tokenize';
// Spec 000 §9: card fields are cleared after 15 minutes.
const CLEAR_AFTER_MS = 15 * 60 * 1000;

const data = document.documentElement.dataset;
const parentOrigin = data.parentOrigin || '';
const type = data.type === 'bank' ? 'bank' : 'card';
let language = data.language === 'es' ? 'es' : 'en';

function post(action, extra = {}) {
  if (!parentOrigin || window.parent === window) return;
  window.parent.postMessage({ source: SOURCE, action, ...extra }, parentOrigin);
}

function watchHeight() {
  let last = -1;
  new ResizeObserver(() => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height !== last) {
      last = height;
      post('heightChanged', { height });
    }
  }).observe(document.documentElement);
}

post('handshake');
watchHeight();
if (data.failure) {
  post(data.failure === 'loadError' ? 'loadError' : 'loadFailure', { message: data.message || '' });
} else {
  try {
    start();
  } catch (err) {
    post('loadError', { message: words(language).loadError });
    throw err;
  }
}

function start() {
  let token = data.token || '';
  let expiryTimer;
  let busy = false;
  let dead = false;
  let lastValid = null;
  const form = buildForm(document.getElementById('card-input'), type, language, onEvent);
  const check = () => (type === 'card' ? validateCard(form.values(), new Date()) : validateBank(form.values()));

  function notifyValidity(valid = Object.keys(check()).length === 0) {
    if (valid !== lastValid) {
      lastValid = valid;
      post('validation', { valid });
    }
  }

  function onEvent(kind, name) {
    if (kind === 'paste') return form.announce('pasteBlocked');
    if (kind === 'copy') return form.announce('copyBlocked');
    const errors = check();
    // An error shows once the field was left with something in it, and
    // updates while it is shown; the hints (card brand) follow typing.
    if (form.shownError(name) || (kind === 'blur' && form.value(name).trim() !== '')) form.setError(name, errors[name]);
    if (name === 'account' && form.shownError('confirmAccount')) form.setError('confirmAccount', errors.confirmAccount);
    form.render();
    notifyValidity(Object.keys(errors).length === 0);
  }

  function localized(errors) {
    const t = words(language);
    return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, t.errors[v] || t.errors.invalid]));
  }

  function fail(message, fields) {
    post('tokenizeFailed', fields ? { message, fields } : { message });
  }

  function expire() {
    if (dead) return;
    dead = true;
    form.clear();
    form.disable();
    form.announce('expired');
    post('loadFailure', { message: words(language).expired });
  }

  async function tokenize() {
    const t = words(language);
    if (dead) return fail(t.expired);
    if (busy) return undefined;
    const errors = check();
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) {
      form.announce('fixErrors');
      form.focusFirstError();
      notifyValidity(false);
      return fail(t.fixErrors, localized(errors));
    }
    busy = true;
    try {
      const v = form.values();
      const body = type === 'card'
        ? { ewalletToken: token, type, card: { number: digits(v.number), expiry: parseExpiry(v.expiry).text, cvc: v.cvc.trim(), name: v.name.trim() } }
        : { ewalletToken: token, type, bank: { routing: v.routing.trim(), account: v.account.trim(), confirmAccount: v.confirmAccount.trim(), accountType: v.accountType, name: v.name.trim() } };
      // Under the page's no-referrer policy the Fetch standard sends
      // "Origin: null" with a POST; strict-origin keeps the real origin in
      // the Origin header that the wallet host checks.
      const res = await fetch(TOKENIZE_URL, {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
        credentials: 'omit', cache: 'no-store', referrerPolicy: 'strict-origin',
      });
      const answer = await res.json().catch(() => null);
      if (res.ok && answer && typeof answer.token === 'string') {
        const tender = { type, token: answer.token, lastDigits: answer.lastDigits, cardBrand: answer.cardBrand, userName: v.name.trim() };
        if (type === 'card') tender.expiry = answer.expiry;
        else tender.bankAccountType = answer.bankAccountType;
        form.announce('');
        return post('tokenized', { tender });
      }
      if (res.status === 401) {
        expire();
        return fail(t.expired);
      }
      const fields = res.status === 422 && answer && answer.error && answer.error.fields;
      if (fields) {
        const local = check();
        const keys = Object.fromEntries(Object.keys(fields).map((k) => [k, local[k] || 'invalid']));
        form.setErrors(keys);
        form.announce('fixErrors');
        form.focusFirstError();
        return fail(t.fixErrors, localized(keys));
      }
      form.announce('tokenizeError');
      return fail(t.tokenizeError);
    } catch {
      form.announce('tokenizeError');
      return fail(t.tokenizeError);
    } finally {
      busy = false;
    }
  }

  window.addEventListener('message', (event) => {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    const msg = event.data;
    if (!msg || typeof msg !== 'object' || msg.source !== PARENT_SOURCE) return;
    switch (msg.action) {
      case 'state': {
        if (!Number.isSafeInteger(msg.id)) break;
        const errors = check();
        const complete = !dead && Object.keys(errors).length === 0;
        // The fields that stop the payment show why; focus stays where the payer put it.
        if (!complete && !dead) {
          form.setErrors(errors);
          form.announce('fixErrors');
        }
        notifyValidity(complete);
        post('state', { id: msg.id, complete });
        break;
      }
      case 'tokenize':
        tokenize();
        break;
      case 'setLanguage':
        if (msg.language === 'en' || msg.language === 'es') {
          language = msg.language;
          document.documentElement.lang = language;
          document.title = words(language)[`${type}Title`];
          form.setLanguage(language);
        }
        break;
      case 'clear':
        form.clear();
        notifyValidity();
        break;
      case 'setToken':
        // A token that came too late for an expired form changes nothing: the page must be reloaded.
        if (typeof msg.token !== 'string' || msg.token === '' || dead) break;
        token = msg.token;
        if (Number.isSafeInteger(msg.ttlMs) && msg.ttlMs > 0) scheduleExpiry(msg.ttlMs);
        break;
      default:
        console.warn('Unrecognized iframe whisperer message', msg.action);
    }
  });

  function scheduleExpiry(ms) {
    clearTimeout(expiryTimer);
    expiryTimer = setTimeout(expire, ms);
  }

  const ttl = Number(data.ttlMs);
  if (ttl > 0) scheduleExpiry(ttl);
  setTimeout(() => {
    if (dead) return;
    form.clear();
    form.announce('cleared');
    notifyValidity();
  }, CLEAR_AFTER_MS);
  post('load');
  notifyValidity();
}
