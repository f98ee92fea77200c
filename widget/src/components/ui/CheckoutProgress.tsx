// The checkout progress bar (CHK-03, CHK-05): the four step headings, every
// step before the current one marked completed (a check mark and the word,
// not colour alone), the current one with aria-current="step". A site
// configured as scheduled-payment-only shows the schedule-only flow's two
// steps, Schedule and Confirmation, instead (CHK-04, ROUTE-15).
import { useT, type MessageKey } from '../../lib/i18n';
import type { SiteMode } from '../../lib/types';
import './CheckoutProgress.css';

export type CheckoutStepName = 'cart' | 'payment' | 'review' | 'receipt';

/** The payment flow (cart, payment, review, receipt) or the schedule-only flow. */
export type CheckoutFlow = 'payment' | 'schedule';

export const CHECKOUT_STEPS: ReadonlyArray<{ name: CheckoutStepName; heading: MessageKey }> = [
  { name: 'cart', heading: 'step.cart' },
  { name: 'payment', heading: 'step.payment' },
  { name: 'review', heading: 'step.review' },
  { name: 'receipt', heading: 'step.receipt' },
];

/** The schedule-only flow's steps; each page of the money path falls in one of them. */
export const SCHEDULE_STEPS: ReadonlyArray<{ name: 'schedule' | 'confirmation'; heading: MessageKey; pages: readonly CheckoutStepName[] }> = [
  { name: 'schedule', heading: 'step.schedule', pages: ['cart', 'payment'] },
  { name: 'confirmation', heading: 'step.confirmation', pages: ['review', 'receipt'] },
];

/** The site mode whose checkout is the schedule-only flow (spec 000 §2 "Routes", checkout). */
export const SCHEDULE_ONLY_MODE: SiteMode = 'scheduled-payment-only';

/** The flow a site's configuration asks for. */
export function checkoutFlowOf(mode: SiteMode | undefined): CheckoutFlow {
  return mode === SCHEDULE_ONLY_MODE ? 'schedule' : 'payment';
}

/** The heading key of a step: the page's h1 and its entry in the progress bar. */
export function stepHeading(name: CheckoutStepName): MessageKey {
  return CHECKOUT_STEPS.find((s) => s.name === name)?.heading ?? 'step.cart';
}

export interface CheckoutProgressProps {
  current: CheckoutStepName;
  /** Default 'payment'; 'schedule' on a scheduled-payment-only site (CHK-04). */
  flow?: CheckoutFlow;
}

export function CheckoutProgress({ current, flow = 'payment' }: CheckoutProgressProps) {
  const t = useT();
  const steps = flow === 'schedule' ? SCHEDULE_STEPS : CHECKOUT_STEPS;
  const currentIndex =
    flow === 'schedule'
      ? SCHEDULE_STEPS.findIndex((s) => s.pages.includes(current))
      : CHECKOUT_STEPS.findIndex((s) => s.name === current);
  return (
    <nav className="progress" aria-label={t('progress.label')}>
      <ol className="progress__list">
        {steps.map((step, index) => {
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
