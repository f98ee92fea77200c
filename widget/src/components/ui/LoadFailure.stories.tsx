import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoadFailure } from './LoadFailure';

const meta = {
  title: 'UI/LoadFailure',
  component: LoadFailure,
  args: { onRetry: fn() },
} satisfies Meta<typeof LoadFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
