// The checkout progress bar (CHK-03, CHK-05): the four step headings, every
// step before the current one marked completed (a check mark and the word,
// not colour alone), the current one with aria-current="step".
import { useT, type MessageKey } from '../../lib/i18n';
import './CheckoutProgress.css';

export type CheckoutStepName = 'cart' | 'payment' | 'review' | 'receipt';

export const CHECKOUT_STEPS: ReadonlyArray<{ name: CheckoutStepName; heading: MessageKey }> = [
  { name: 'cart', heading: 'step.cart' },
  { name: 'payment', heading: 'step.payment' },
  { name: 'review', heading: 'step.review' },
  { name: 'receipt', heading: 'step.receipt' },
];

/** The heading key of a step: the page's h1 and its entry in the progress bar. */
export function stepHeading(name: CheckoutStepName): MessageKey {
  return CHECKOUT_STEPS.find((s) => s.name === name)?.heading ?? 'step.cart';
}

export function CheckoutProgress({ current }: { current: CheckoutStepName }) {
  const t = useT();
  const currentIndex = CHECKOUT_STEPS.findIndex((s) => s.name === current);
  return (
    <nav className="progress" aria-label={t('progress.label')}>
      <ol className="progress__list">
        {CHECKOUT_STEPS.map((step, index) => {
          const state = index < currentIndex ? 'completed' : index === currentIndex ? 'current' : 'upcoming';
          return (
            <li
              key={step.name}
              className={`progress__step progress__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="progress__marker" aria-hidden="true">
                {state === 'completed' ? '✓' : index + 1}
              </span>
              <span className="progress__label">
                {state === 'completed' ? <span className="visually-hidden">{t('progress.completed')} </span> : null}
                {t(step.heading)}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
