// The search form of a field-search source: one labelled input per
// configured search input, required ones checked before the search is sent.
import { useRef, useState, type FormEvent } from 'react';
import { TextField, useFocusFirstError } from '../../components/ui/TextField';
import { pick, useLanguage, useT } from '../../lib/i18n';
import type { SearchInput } from '../../lib/types';
import '../../lib/i18n/pages';

export interface SearchFormProps {
  inputs: readonly SearchInput[];
  busy: boolean;
  onSearch: (fields: Record<string, string>) => void;
}

export function SearchForm({ inputs, busy, onSearch }: SearchFormProps) {
  const t = useT();
  const { language } = useLanguage();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const failed = useFocusFirstError(form);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) {
      return;
    }
    const fields: Record<string, string> = {};
    const empty = new Set<string>();
    for (const input of inputs) {
      const value = (values[input.name] ?? '').trim();
      if (value) {
        fields[input.name] = value;
      } else if (input.required) {
        empty.add(input.name);
      }
    }
    setMissing(empty);
    if (empty.size > 0) {
      failed();
      return;
    }
    onSearch(fields);
  };

  return (
    <form ref={form} className="search-form" onSubmit={submit} noValidate role="search">
      {inputs.map((input) => (
        <TextField
          key={input.name}
          name={input.name}
          label={pick(input.label, language)}
          placeholder={pick(input.placeholder, language) || undefined}
          aria-required={input.required || undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={values[input.name] ?? ''}
          error={missing.has(input.name) ? t('search.required') : null}
          onChange={(event) => {
            const value = event.target.value;
            setValues((current) => ({ ...current, [input.name]: value }));
          }}
        />
      ))}
      <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
        {t('search.submit')}
      </button>
    </form>
  );
}
