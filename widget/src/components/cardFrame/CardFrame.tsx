// The card-input frame from the wallet host (the payment step's and My
// settings'): titled for assistive
// technology, as tall as it asks to be, with a loading state until it says
// it is ready and an error when it cannot load. A held frame (the wallet
// probe has not answered yet, ERR-30) is on the page but loads nothing.
import { useT } from '../../lib/i18n';
import type { TenderType } from '../../lib/checkoutTypes';
import type { CardFrameState } from './useCardFrame';
import './cardFrame.css';
import '../../lib/i18n/steps';

/** Height kept while the frame loads, so the page does not jump. */
export const FRAME_MIN_HEIGHT_PX = 240;
/** Upper bound on a requested height, in case the frame misreports. */
export const FRAME_MAX_HEIGHT_PX = 2000;

export interface CardFrameProps {
  type: TenderType;
  src: string;
  frame: CardFrameState;
  onRetry: () => void;
  /** True while the wallet probe has not answered: the loading state shows and src is not loaded yet. */
  held?: boolean;
}

export function CardFrame({ type, src, frame, onRetry, held = false }: CardFrameProps) {
  const t = useT();
  const height =
    frame.status === 'ready' && frame.height !== null
      ? Math.min(Math.max(frame.height, 1), FRAME_MAX_HEIGHT_PX)
      : FRAME_MIN_HEIGHT_PX;
  return (
    <div className="card-frame">
      {frame.status === 'loading' ? (
        <div role="status" className="loading card-frame__loading">
          <span className="loading__spinner" aria-hidden="true" />
          <span>{t('payment.frameLoading')}</span>
        </div>
      ) : null}
      {frame.status === 'failed' ? (
        <div role="alert" className="alert alert--danger">
          <div className="alert__body">
            <p>{frame.failure || t('payment.frameError')}</p>
            <button type="button" className="button" onClick={onRetry}>
              {t('common.retry')}
            </button>
          </div>
        </div>
      ) : null}
      <iframe
        ref={frame.iframe}
        className={frame.status === 'ready' ? 'card-frame__iframe' : 'card-frame__iframe card-frame__iframe--waiting'}
        title={type === 'bank' ? t('payment.frameTitle.bank') : t('payment.frameTitle.card')}
        src={held ? undefined : src}
        height={height}
        hidden={frame.status === 'failed'}
      />
    </div>
  );
}
