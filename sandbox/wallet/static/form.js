// The card-input form: plain DOM, every input with a visible <label for>
// that is its accessible name, hints and errors linked by
// aria-describedby, and one aria-live region for messages.
import { words } from './messages.js';
import { AMEX, brand, digits, typedExpiry } from './validate.js';

const CARD_FIELDS = [
  { name: 'number', label: 'number', autocomplete: 'cc-number', numeric: true, maxLength: 23, hint: cardBrandHint },
  { name: 'expiry', label: 'expiry', autocomplete: 'cc-exp', numeric: true, maxLength: 5, hint: () => 'expiryHint', row: true },
  { name: 'cvc', label: 'cvc', autocomplete: 'cc-csc', numeric: true, maxLength: 4, hint: cvcHint, row: true },
  { name: 'name', label: 'cardName', autocomplete: 'cc-name', maxLength: 100 },
];

const BANK_FIELDS = [
  { name: 'routing', label: 'routing', autocomplete: 'off', numeric: true, maxLength: 9, hint: () => 'routingHint' },
  { name: 'account', label: 'account', autocomplete: 'off', numeric: true, maxLength: 17, noCopy: true },
  { name: 'confirmAccount', label: 'confirmAccount', autocomplete: 'off', numeric: true, maxLength: 17, noPaste: true, hint: () => 'confirmHint' },
  { name: 'accountType', label: 'accountType', options: ['', 'checking', 'savings'] },
  { name: 'name', label: 'bankName', autocomplete: 'name', maxLength: 100 },
];

function cardBrandHint(form) {
  const b = brand(digits(form.value('number')));
  return b ? { key: 'brand', brand: b } : null;
}

function cvcHint(form) {
  return brand(digits(form.value('number'))) === AMEX ? 'cvcHintAmex' : 'cvcHint';
}

function el(tag, attrs = {}) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  return node;
}

/**
 * buildForm renders the fields of type ('card' or 'bank') into root and
 * returns the form's controller. onEvent(kind, name) is called on
 * 'input', 'blur', 'paste' and 'copy'.
 */
export function buildForm(root, type, language, onEvent) {
  const fields = type === 'bank' ? BANK_FIELDS : CARD_FIELDS;
  const nodes = {};
  const state = { language, errors: {}, status: '' };
  // A heading names the frame's document for assistive technology; the
  // page around the frame shows its own.
  const heading = el('h1', { class: 'visually-hidden' });
  const form = el('form', { novalidate: '', autocomplete: 'on' });
  form.addEventListener('submit', (e) => e.preventDefault());
  let row = null;
  for (const f of fields) {
    const id = `f-${f.name}`;
    const wrap = el('div', { class: 'field' });
    const label = el('label', { for: id });
    const control = f.options ? el('select', { id, name: f.name }) : el('input', {
      id, name: f.name, type: 'text', autocomplete: f.autocomplete, maxlength: String(f.maxLength),
      spellcheck: 'false', autocapitalize: f.numeric ? 'off' : 'words',
    });
    if (f.numeric) control.setAttribute('inputmode', 'numeric');
    if (f.options) f.options.forEach((v) => control.append(el('option', { value: v })));
    const hint = el('p', { id: `${id}-hint`, class: 'hint' });
    const error = el('p', { id: `${id}-error`, class: 'error' });
    control.addEventListener('input', () => {
      if (f.name === 'expiry') {
        const shown = typedExpiry(control.value);
        if (shown !== control.value) control.value = shown;
      }
      onEvent('input', f.name);
    });
    control.addEventListener('change', () => onEvent('input', f.name));
    control.addEventListener('blur', () => onEvent('blur', f.name));
    if (f.noPaste) ['paste', 'drop'].forEach((ev) => control.addEventListener(ev, (e) => { e.preventDefault(); onEvent('paste', f.name); }));
    if (f.noCopy) ['copy', 'cut', 'dragstart'].forEach((ev) => control.addEventListener(ev, (e) => { e.preventDefault(); onEvent('copy', f.name); }));
    wrap.append(label, hint, control, error);
    nodes[f.name] = { f, label, control, hint, error };
    if (f.row) {
      if (!row) form.append((row = el('div', { class: 'row' })));
      row.append(wrap);
    } else {
      row = null;
      form.append(wrap);
    }
  }
  const live = el('p', { id: 'status', class: 'status', role: 'status', 'aria-live': 'polite' });
  form.append(live);
  root.replaceChildren(heading, form);

  const api = {
    value: (name) => (nodes[name] ? nodes[name].control.value : ''),
    values: () => Object.fromEntries(fields.map((f) => [f.name, api.value(f.name)])),
    /** setErrors shows errors (field -> key) on exactly those fields. */
    setErrors(errors) { state.errors = { ...errors }; api.render(); },
    setError(name, key) {
      if (key) state.errors[name] = key; else delete state.errors[name];
      api.render();
    },
    shownError: (name) => state.errors[name],
    announce(key) { state.status = key; api.render(); },
    setLanguage(lang) { state.language = lang; api.render(); },
    focusFirstError() {
      const f = fields.find((x) => state.errors[x.name]);
      if (f) nodes[f.name].control.focus();
    },
    clear() {
      fields.forEach((f) => { nodes[f.name].control.value = ''; });
      state.errors = {};
      state.status = '';
      api.render();
    },
    disable() { fields.forEach((f) => { nodes[f.name].control.disabled = true; }); },
    render() {
      const t = words(state.language);
      heading.textContent = t[`${type}Title`];
      for (const { f, label, control, hint, error } of Object.values(nodes)) {
        label.textContent = t[f.label];
        const h = f.hint ? f.hint(api) : null;
        hint.textContent = !h ? '' : typeof h === 'string' ? t[h] : t[h.key].replace('{brand}', h.brand);
        hint.hidden = !hint.textContent;
        const key = state.errors[f.name];
        error.textContent = key ? t.errors[key] || t.errors.invalid : '';
        error.hidden = !key;
        control.setAttribute('aria-invalid', key ? 'true' : 'false');
        const describedBy = [hint.hidden ? '' : hint.id, key ? error.id : ''].filter(Boolean).join(' ');
        if (describedBy) control.setAttribute('aria-describedby', describedBy);
        else control.removeAttribute('aria-describedby');
        if (f.options) {
          [...control.options].forEach((o) => { o.textContent = o.value ? t[o.value] : t.accountTypeChoose; });
        }
      }
      live.textContent = state.status ? t[state.status] : '';
    },
  };
  api.render();
  return api;
}
