import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../lib/i18n';
import type { Language } from '../../lib/types';
import type { DrawingSurface, SurfaceFactory } from './drawingSurface';
import { SignatureField, type SignatureFieldProps } from './SignatureField';
import {
  clipTypedName,
  drawnProblem,
  SIGNATURE_CANVAS_HEIGHT,
  SIGNATURE_CANVAS_WIDTH,
  SIGNATURE_PNG_MAX_BYTES,
} from './signatureRules';

const AGREEMENT =
  "By clicking 'Confirm Name' I agree that my typed name above can be used as a digital representation of my signature.";

/** A PNG-typed blob of exactly n bytes. */
const pngOf = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });

/** A drawing surface that records strokes and answers toPng with what the test chose. */
function fakeSurface(png: () => Promise<Blob | null> = () => Promise.resolve(pngOf(1200))) {
  const strokes: string[] = [];
  const surface: DrawingSurface = {
    begin: (x, y) => strokes.push(`begin ${x},${y}`),
    lineTo: (x, y) => strokes.push(`line ${x},${y}`),
    clear: () => strokes.push('clear'),
    toPng: png,
  };
  const factory: SurfaceFactory = vi.fn(() => surface);
  return { strokes, factory };
}

function renderField(props: Partial<SignatureFieldProps> = {}, language: Language = 'en') {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const surface = fakeSurface();
  render(
    <LocaleProvider language={language}>
      <SignatureField onConfirm={onConfirm} onCancel={onCancel} createSurface={surface.factory} {...props} />
    </LocaleProvider>,
  );
  return { onConfirm, onCancel, strokes: surface.strokes };
}

/** A stroke across the drawing area with a pointer of the given kind. */
function draw(pointerType: 'mouse' | 'touch' | 'pen' = 'mouse') {
  const canvas = screen.getByRole('img');
  fireEvent.pointerDown(canvas, { pointerType, button: 0, pointerId: 1, clientX: 10, clientY: 20 });
  fireEvent.pointerMove(canvas, { pointerType, pointerId: 1, clientX: 40, clientY: 30 });
  fireEvent.pointerUp(canvas, { pointerType, pointerId: 1 });
}

describe('signature rules (SIG-04, SIG-05, SIG-06)', () => {
  it('SIG-05: a PNG of 2,000,000 bytes is accepted, one byte more is too large', () => {
    expect(SIGNATURE_PNG_MAX_BYTES).toBe(2_000_000);
    expect(drawnProblem(pngOf(2_000_000))).toBeNull();
    expect(drawnProblem(pngOf(2_000_001))).toBe('tooLarge');
  });

  it('ERR-99: no picture, or an empty one, is a failed signature', () => {
    expect(drawnProblem(null)).toBe('failed');
    expect(drawnProblem(pngOf(0))).toBe('failed');
  });

  it('SIG-04: a typed name keeps at most 50 characters, counting characters rather than UTF-16 units', () => {
    expect(clipTypedName('a'.repeat(50))).toBe('a'.repeat(50));
    expect(clipTypedName('a'.repeat(51))).toBe('a'.repeat(50));
    expect(Array.from(clipTypedName('ñ😀'.repeat(30)))).toHaveLength(50);
  });

  it('SIG-06: the canvas is 310x114', () => {
    expect([SIGNATURE_CANVAS_WIDTH, SIGNATURE_CANVAS_HEIGHT]).toEqual([310, 114]);
    renderField();
    const canvas = screen.getByRole('img', { name: 'Signature drawing area' });
    expect(canvas).toHaveAttribute('width', '310');
    expect(canvas).toHaveAttribute('height', '114');
  });
});

describe('SignatureField', () => {
  it('SIG-02, SIG-01: a drawn signature is confirmed as its PNG', async () => {
    const { onConfirm, strokes } = renderField();
    draw();
    expect(strokes[0]).toMatch(/^begin /);
    expect(strokes[1]).toMatch(/^line /);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm signature' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    const [value] = onConfirm.mock.lastCall ?? [];
    expect(value).toEqual({ kind: 'drawn', png: expect.any(Blob) });
    expect(value.png.size).toBe(1200);
  });

  it('SIG-02: touch and pen strokes draw too; a right-button mouse press does not', async () => {
    const { strokes } = renderField();
    draw('touch');
    draw('pen');
    expect(strokes.filter((stroke) => stroke.startsWith('begin'))).toHaveLength(2);
    const canvas = screen.getByRole('img', { name: 'Signature drawing area' });
    fireEvent.pointerDown(canvas, { pointerType: 'mouse', button: 2, pointerId: 3 });
    expect(strokes.filter((stroke) => stroke.startsWith('begin'))).toHaveLength(2);
  });

  it('SIG-02: nothing drawn is not confirmed', async () => {
    const { onConfirm } = renderField();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm signature' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Draw your signature in the box before confirming.');
  });

  it('SIG-05, ERR-99: a drawn PNG over 2,000,000 bytes is refused as too large', async () => {
    const onConfirm = vi.fn();
    const big = fakeSurface(() => Promise.resolve(pngOf(SIGNATURE_PNG_MAX_BYTES + 1)));
    render(
      <LocaleProvider language="en">
        <SignatureField onConfirm={onConfirm} onCancel={vi.fn()} createSurface={big.factory} />
      </LocaleProvider>,
    );
    draw();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm signature' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This signature is too large.');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Signature drawing area' })).toHaveAccessibleDescription(
      expect.stringContaining('This signature is too large.'),
    );
  });

  it('ERR-99: a picture the browser cannot make is refused as failed, in Spanish too', async () => {
    const onConfirm = vi.fn();
    const broken = fakeSurface(() => Promise.reject(new Error('SecurityError')));
    render(
      <LocaleProvider language="es">
        <SignatureField onConfirm={onConfirm} onCancel={vi.fn()} createSurface={broken.factory} />
      </LocaleProvider>,
    );
    draw();
    // The canvas's accessible name is in the page's language.
    expect(screen.getByRole('img', { name: 'Área para dibujar la firma' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar firma' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hubo un problema al crear su firma; inténtelo de nuevo.');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('the canvas has an accessible name and instructions that offer typing instead', () => {
    renderField();
    const canvas = screen.getByRole('img', { name: 'Signature drawing area' });
    expect(canvas).toHaveAccessibleDescription(expect.stringContaining('Type your name instead of drawing.'));
  });

  it('SIG-02, SIG-04, SIG-07: a keyboard-only user switches to typing, and the typed name is confirmed', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderField();
    await user.tab();
    await user.tab();
    const typeInstead = screen.getByRole('button', { name: 'Type your name instead' });
    expect(typeInstead).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(typeInstead).toHaveAttribute('aria-pressed', 'true');
    const name = screen.getByRole('textbox', { name: 'Your name' });
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('placeholder', 'First and last name');
    expect(name).toHaveAccessibleDescription(expect.stringContaining(AGREEMENT));
    expect(screen.getByText(AGREEMENT)).toBeInTheDocument();
    await user.keyboard('  Ada Lovelace ');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm Name' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledWith({ kind: 'typed', text: 'Ada Lovelace' });
  });

  it('SIG-04: a typed name stops at 50 characters, even when pasted', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderField({ initialMode: 'typed' });
    const name = screen.getByRole('textbox', { name: 'Your name' });
    expect(name).toHaveAttribute('maxLength', '50');
    // A paste through a field without maxLength (an old browser, a script) is clipped too.
    fireEvent.change(name, { target: { value: 'x'.repeat(60) } });
    expect(name).toHaveValue('x'.repeat(50));
    expect(screen.getByText('50 of 50 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm Name' }));
    expect(onConfirm).toHaveBeenCalledWith({ kind: 'typed', text: 'x'.repeat(50) });
  });

  it('SIG-02: an empty typed name is not confirmed', async () => {
    const { onConfirm } = renderField({ initialMode: 'typed' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Your name' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Name' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Type your first and last name before confirming.');
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('SIG-03: Clear resets the drawing, so confirming asks for a new one', async () => {
    const { onConfirm, strokes } = renderField();
    draw();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(strokes).toContain('clear');
    expect(screen.getByRole('status')).toHaveTextContent('The signature is cleared.');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm signature' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('SIG-03: Clear resets the typed name and keeps focus in it', async () => {
    const user = userEvent.setup();
    renderField({ initialMode: 'typed' });
    const name = screen.getByRole('textbox', { name: 'Your name' });
    await user.type(name, 'Ada');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(name).toHaveValue('');
    expect(name).toHaveFocus();
  });

  it('SIG-03: Cancel discards the signature and confirms nothing', async () => {
    const { onConfirm, onCancel, strokes } = renderField();
    draw();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(strokes).toContain('clear');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm signature' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('SIG-07: the agreement and the placeholder in Spanish', () => {
    renderField({ initialMode: 'typed' }, 'es');
    expect(screen.getByRole('textbox', { name: 'Su nombre' })).toHaveAttribute('placeholder', 'Nombre y apellido');
    expect(screen.getByText(/Al hacer clic en 'Confirmar nombre'/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar nombre' })).toBeInTheDocument();
  });
});
