// A banner's form: from a preset message (ANN-08: its payment methods,
// effects and English and Spanish text shown before it is posted), a
// module outage (ANN-09: one of the 25 modules at severity Minor, Moderate
// or Major) or a text of the member's own in both languages with the
// methods it names and its effects (ANN-10). An edit is always the last:
// the stored banner's own text, methods and effects.
import { useLanguage, useT } from '../../lib/i18n';
import '../../lib/i18n/admin';
import { EFFECTS, getPresets, METHODS, textIn, type Banner, type StaffPresets } from './api';
import { AnnouncementForm, requireBoth, type FieldErrors } from './AnnouncementForm';
import { CheckboxGroup, RadioGroup, Select, TextInput } from './fields';
import { pairsOf, siteKeys, SitesChoice } from './SitesChoice';

type Mode = 'preset' | 'module' | 'custom';
type Severity = StaffPresets['modulePresets'][number]['severity'];

export interface BannerValues {
  mode: Mode;
  sites: string[];
  preset: string;
  module: string;
  severity: Severity;
  en: string;
  es: string;
  methods: string[];
  effects: string[];
  type: string;
  active: boolean;
}

/** The values of a new banner, or of the banner edited. */
export function bannerValues(banner: Banner | null): BannerValues {
  return {
    mode: banner ? 'custom' : 'preset',
    sites: banner ? siteKeys(banner.clientSites) : [],
    preset: 'cardDown',
    module: 'login',
    severity: 'Major',
    en: banner?.text.en ?? '',
    es: banner?.text.es ?? '',
    methods: banner?.methods ?? [],
    effects: banner?.effects ?? [],
    type: banner?.type ?? 'info',
    active: banner?.active ?? true,
  };
}

const SEVERITY_LABELS = { Minor: 'admin.severity.Minor', Moderate: 'admin.severity.Moderate', Major: 'admin.severity.Major' } as const;
const EFFECT_LABELS = {
  disableCardPayments: 'admin.effect.disableCardPayments',
  disableBankPayments: 'admin.effect.disableBankPayments',
} as const;

/** An effect's name in the member's language (an unknown one as it is). */
function effectLabel(t: ReturnType<typeof useT>, effect: string): string {
  return effect in EFFECT_LABELS ? t(EFFECT_LABELS[effect as keyof typeof EFFECT_LABELS]) : effect;
}

const FIELDS = ['clientSites', 'text.en', 'text.es', 'methods', 'effects', 'type'] as const;

function toBody(id: string | null) {
  return (v: BannerValues): Record<string, unknown> => {
    const clientSites = pairsOf(v.sites);
    switch (v.mode) {
      case 'preset':
        return { preset: v.preset, clientSites };
      case 'module':
        return { module: v.module, severity: v.severity, clientSites };
      case 'custom':
        return {
          ...(id ? { id } : {}),
          clientSites,
          text: { en: v.en, es: v.es },
          methods: v.methods,
          modules: [],
          effects: v.effects,
          type: v.type,
          active: v.active,
        };
    }
  };
}

export function BannerForm({ banner, initial, onDone }: { banner: Banner | null; initial: BannerValues; onDone: () => void }) {
  const t = useT();
  const { language } = useLanguage();
  const presets = getPresets.useQuery();
  const validate = (v: BannerValues) => {
    const errors: FieldErrors = {};
    if (v.sites.length === 0) errors.clientSites = t('admin.error.sites');
    if (v.mode === 'custom') requireBoth(errors, 'text', v, t('admin.error.required'));
    return errors;
  };
  const id = banner?.id ?? null;
  return (
    <AnnouncementForm
      kind="banners"
      id={id}
      initial={initial}
      heading={t(id ? 'admin.banner.edit' : 'admin.banner.new')}
      toBody={toBody(id)}
      validate={validate}
      fields={FIELDS}
      onDone={onDone}
    >
      {({ values, set, errors }) => {
        const preset = presets.data?.presets.find((p) => p.name === values.preset);
        const outage = presets.data?.modulePresets.find((p) => p.module === values.module && p.severity === values.severity);
        // One choice per module, named in the console's language (the presets carry both).
        const modules = new Map((presets.data?.modulePresets ?? []).map((p) => [p.module, textIn(p.label, language)]));
        return (
          <>
            <SitesChoice value={values.sites} onChange={(sites) => set({ sites })} error={errors.clientSites} />
            {id ? null : (
              <RadioGroup<Mode>
                name="mode"
                legend={t('admin.banner.mode')}
                value={values.mode}
                onChange={(mode) => set({ mode })}
                options={[
                  { value: 'preset', label: t('admin.banner.mode.preset') },
                  { value: 'module', label: t('admin.banner.mode.module') },
                  { value: 'custom', label: t('admin.banner.mode.custom') },
                ]}
              />
            )}
            {values.mode === 'preset' && presets.data ? (
              <>
                <Select
                  name="preset"
                  label={t('admin.banner.preset')}
                  value={values.preset}
                  onChange={(name) => set({ preset: name })}
                  options={presets.data.presets.map((p) => ({ value: p.name, label: textIn(p.label, language) }))}
                />
                {preset ? (
                  <PresetText
                    methods={preset.methods}
                    effects={preset.effects}
                    en={preset.message.en ?? ''}
                    es={preset.message.es ?? ''}
                  />
                ) : null}
              </>
            ) : null}
            {values.mode === 'module' && presets.data ? (
              <>
                <Select
                  name="module"
                  label={t('admin.banner.module')}
                  value={values.module}
                  onChange={(module) => set({ module })}
                  options={[...modules].map(([value, label]) => ({ value, label }))}
                />
                <RadioGroup<Severity>
                  name="severity"
                  legend={t('admin.banner.severity')}
                  value={values.severity}
                  onChange={(severity) => set({ severity })}
                  options={(['Minor', 'Moderate', 'Major'] as const).map((s) => ({ value: s, label: t(SEVERITY_LABELS[s]) }))}
                />
                {outage ? <PresetText methods={[]} effects={[]} en={outage.message.en ?? ''} es={outage.message.es ?? ''} /> : null}
              </>
            ) : null}
            {values.mode === 'custom' ? (
              <>
                <TextInput name="text.en" label={t('admin.field.textEn')} value={values.en} onChange={(en) => set({ en })} error={errors['text.en']} lang="en" multiline />
                <TextInput name="text.es" label={t('admin.field.textEs')} value={values.es} onChange={(es) => set({ es })} error={errors['text.es']} lang="es" multiline />
                <CheckboxGroup
                  name="methods"
                  legend={t('admin.banner.methods')}
                  value={values.methods}
                  onChange={(methods) => set({ methods })}
                  options={METHODS.map((m) => ({ value: m, label: m }))}
                  error={errors.methods}
                />
                <CheckboxGroup
                  name="effects"
                  legend={t('admin.banner.effects')}
                  value={values.effects}
                  onChange={(effects) => set({ effects })}
                  options={EFFECTS.map((e) => ({ value: e, label: effectLabel(t, e) }))}
                  error={errors.effects}
                />
              </>
            ) : null}
          </>
        );
      }}
    </AnnouncementForm>
  );
}

/** A preset's message in both languages, with the methods it names and its effects. */
function PresetText({ methods, effects, en, es }: { methods: string[]; effects: string[]; en: string; es: string }) {
  const t = useT();
  return (
    <dl className="admin__preset">
      <dt>{t('admin.field.textEn')}</dt>
      <dd lang="en">{en}</dd>
      <dt>{t('admin.field.textEs')}</dt>
      <dd lang="es">{es}</dd>
      {methods.length ? (
        <>
          <dt>{t('admin.banner.methods')}</dt>
          <dd>{methods.join(', ')}</dd>
        </>
      ) : null}
      {effects.length ? (
        <>
          <dt>{t('admin.banner.effects')}</dt>
          <dd>{effects.map((e) => effectLabel(t, e)).join(', ')}</dd>
        </>
      ) : null}
    </dl>
  );
}
