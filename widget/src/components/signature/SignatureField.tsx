// A signature, drawn or typed (SIG-01..07). Drawing is on a 310x114 canvas
// with pointer events (mouse, pen and touch alike); a keyboard cannot draw,
// so the typed-name mode is offered before the canvas and its instructions
// point to it, and choosing it moves focus to the name field. Confirm checks
// the signature and hands it over; Cancel discards it; Clear starts again.
// The field does not send anything: the form that holds it does.
import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { useT } from '../../lib/i18n';
import type { MessageKey } from '../../lib/i18n';
import { canvasSurface, type DrawingSurface, type SurfaceFactory } from './drawingSurface';
import {
  clipTypedName,
  drawnProblem,
  SIGNATURE_CANVAS_HEIGHT,
  SIGNATURE_CANVAS_WIDTH,
  TYPED_SIGNATURE_MAX,
  type SignatureValue,
} from './signatureRules';
import './signature.css';
import '../../lib/i18n/forms';

export type SignatureMode = SignatureValue['kind'];

export interface SignatureFieldProps {
  /** Hears the confirmed signature (SIG-02). */
  onConfirm: (value: SignatureValue) => void;
  /** Hears Cancel; what was drawn or typed is already discarded (SIG-03). */
  onCancel: () => void;
  /** The mode shown first; default drawing. */
  initialMode?: SignatureMode;
  /** The field's legend; default "Signature". */
  legend?: string;
  /** Makes the drawing surface of the canvas; tests pass one of their own. */
  createSurface?: SurfaceFactory;
}

type Problem = 'drawnEmpty' | 'typedEmpty' | 'tooLarge' | 'failed';

const PROBLEM_TEXT: Record<Problem, MessageKey> = {
  drawnEmpty: 'signature.drawnEmpty',
  typedEmpty: 'signature.typedEmpty',
  tooLarge: 'signature.tooLarge',
  failed: 'signature.failed',
};

export function SignatureField({
  onConfirm,
  onCancel,
  initialMode = 'drawn',
  legend,
  createSurface = canvasSurface,
}: SignatureFieldProps) {
  const t = useT();
  const id = useId();
  const [mode, setMode] = useState<SignatureMode>(initialMode);
  const [typed, setTyped] = useState('');
  const [inked, setInked] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const surface = useRef<DrawingSurface | null>(null);
  const drawing = useRef(false);
  const nameInput = useRef<HTMLInputElement>(null);
  // Focus follows a mode the user chose, not the first render.
  const chosen = useRef(false);

  useEffect(() => {
    if (mode === 'drawn' && canvas.current) {
      surface.current = createSurface(canvas.current);
      setInked(false);
    }
    return () => {
      surface.current = null;
    };
  }, [mode, createSurface]);

  useEffect(() => {
    if (chosen.current && mode === 'typed') {
      nameInput.current?.focus();
    }
  }, [mode]);

  const choose = (next: SignatureMode) => {
    chosen.current = true;
    setProblem(null);
    setStatus('');
    setMode(next);
  };

  /** The pointer's place in the canvas's own pixels (the canvas may be shown scaled). */
  const pointOf = (event: PointerEvent<HTMLCanvasElement>): [number, number] => {
    const box = event.currentTarget.getBoundingClientRect();
    const scaleX = box.width ? SIGNATURE_CANVAS_WIDTH / box.width : 1;
    const scaleY = box.height ? SIGNATURE_CANVAS_HEIGHT / box.height : 1;
    return [(event.clientX - box.left) * scaleX, (event.clientY - box.top) * scaleY];
  };

  const startStroke = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) {
      return;
    }
    event.preventDefault();
    // Keeps the stroke when a finger or the mouse strays outside the box.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    surface.current?.begin(...pointOf(event));
    setInked(true);
    setProblem(null);
    setStatus('');
  };

  const continueStroke = (event: PointerEvent<HTMLCanvasElement>) => {
    if (drawing.current) {
      surface.current?.lineTo(...pointOf(event));
    }
  };

  const endStroke = () => {
    drawing.current = false;
  };

  const reset = () => {
    surface.current?.clear();
    drawing.current = false;
    setInked(false);
    setTyped('');
    setProblem(null);
  };

  const clear = () => {
    reset();
    setStatus(t('signature.cleared'));
    if (mode === 'typed') {
      nameInput.current?.focus();
    }
  };

  const cancel = () => {
    reset();
    setStatus('');
    onCancel();
  };

  const confirm = async () => {
    if (mode === 'typed') {
      const text = clipTypedName(typed.trim());
      if (!text) {
        setProblem('typedEmpty');
        nameInput.current?.focus();
        return;
      }
      onConfirm({ kind: 'typed', text });
      return;
    }
    if (!inked || !surface.current) {
      setProblem('drawnEmpty');
      return;
    }
    setBusy(true);
    let png: Blob | null = null;
    try {
      png = await surface.current.toPng();
    } catch {
      png = null;
    }
    setBusy(false);
    const refused = drawnProblem(png);
    if (refused || !png) {
      setProblem(refused ?? 'failed');
      return;
    }
    onConfirm({ kind: 'drawn', png });
  };

  const instructionsId = `${id}-instructions`;
  const agreementId = `${id}-agreement`;
  const countId = `${id}-count`;
  const problemId = `${id}-problem`;

  return (
    <fieldset className="signature">
      <legend className="signature__legend">{legend ?? t('signature.legend')}</legend>
      <div className="signature__modes">
        <button
          type="button"
          className="button button--quiet"
          aria-pressed={mode === 'drawn'}
          onClick={() => choose('drawn')}
        >
          {t('signature.modeDraw')}
        </button>
        <button
          type="button"
          className="button button--quiet"
          aria-pressed={mode === 'typed'}
          onClick={() => choose('typed')}
        >
          {t('signature.modeType')}
        </button>
      </div>

      {mode === 'drawn' ? (
        <div className="signature__pad">
          <p id={instructionsId} className="field__hint">
            {t('signature.canvasInstructions')} {t('signature.keyboardHint')}
          </p>
          <canvas
            ref={canvas}
            className="signature__canvas"
            width={SIGNATURE_CANVAS_WIDTH}
            height={SIGNATURE_CANVAS_HEIGHT}
            role="img"
            aria-label={t('signature.canvasLabel')}
            aria-describedby={problem ? `${instructionsId} ${problemId}` : instructionsId}
            onPointerDown={startStroke}
            onPointerMove={continueStroke}
            onPointerUp={endStroke}
            onPointerCancel={endStroke}
          />
        </div>
      ) : (
        <div className="signature__typed">
          <label className="field__label" htmlFor={`${id}-name`}>
            {t('signature.typedLabel')}
          </label>
          <input
            ref={nameInput}
            id={`${id}-name`}
            className="field__input signature__name"
            type="text"
            autoComplete="name"
            maxLength={TYPED_SIGNATURE_MAX}
            placeholder={t('signature.typedPlaceholder')}
            value={typed}
            aria-invalid={problem === 'typedEmpty' || undefined}
            aria-describedby={[agreementId, countId, problem ? problemId : ''].filter(Boolean).join(' ')}
            onChange={(event) => {
              setTyped(clipTypedName(event.target.value));
              setProblem(null);
            }}
          />
          <p id={countId} className="field__hint signature__count">
            {t('signature.typedCount', { count: Array.from(typed).length, max: TYPED_SIGNATURE_MAX })}
          </p>
          <p id={agreementId} className="signature__agreement">
            {t('signature.agreement')}
          </p>
        </div>
      )}

      {problem ? (
        <p id={problemId} className="field__error" role="alert">
          {t(PROBLEM_TEXT[problem])}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {status}
      </p>

      <div className="signature__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void confirm()}>
          {mode === 'typed' ? t('signature.confirmTyped') : t('signature.confirmDrawn')}
        </button>
        <button type="button" className="button" onClick={clear}>
          {t('signature.clear')}
        </button>
        <button type="button" className="button button--quiet" onClick={cancel}>
          {t('signature.cancel')}
        </button>
      </div>
    </fieldset>
  );
}
