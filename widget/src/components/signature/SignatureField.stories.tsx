import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { SurfaceFactory } from './drawingSurface';
import { canvasSurface } from './drawingSurface';
import { SignatureField } from './SignatureField';
import { SIGNATURE_PNG_MAX_BYTES } from './signatureRules';

/** The real canvas, whose picture comes out one byte over the limit (SIG-05). */
const oversized: SurfaceFactory = (canvas) => ({
  ...canvasSurface(canvas),
  toPng: () => Promise.resolve(new Blob([new Uint8Array(SIGNATURE_PNG_MAX_BYTES + 1)], { type: 'image/png' })),
});

/** The real canvas, whose picture the browser cannot make (ERR-99 "failed"). */
const broken: SurfaceFactory = (canvas) => ({ ...canvasSurface(canvas), toPng: () => Promise.resolve(null) });

const meta = {
  title: 'Forms/SignatureField',
  component: SignatureField,
  args: { onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof SignatureField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Draw with a mouse, a pen or a finger on the 310x114 box. */
export const Drawn: Story = {};

/** The typed-name mode with its placeholder and agreement (SIG-04, SIG-07). */
export const Typed: Story = { args: { initialMode: 'typed' } };

/** Confirming any drawing shows ERR-99's "too large". */
export const TooLarge: Story = { name: 'Drawn picture too large', args: { createSurface: oversized } };

/** Confirming any drawing shows ERR-99's "issue creating your signature". */
export const Failed: Story = { name: 'Drawn picture failed', args: { createSurface: broken } };
