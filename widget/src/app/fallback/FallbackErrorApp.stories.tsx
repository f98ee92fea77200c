import type { Meta, StoryObj } from '@storybook/react-vite';
import { FallbackErrorApp } from './FallbackErrorApp';

const meta = {
  title: 'Errors/FallbackErrorApp',
  component: FallbackErrorApp,
  args: { onReload: () => undefined },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FallbackErrorApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Start-up failed (ERR-32): both languages at once, since the texts may be what failed. */
export const StartupFailure: Story = { name: 'Start-up failure' };
