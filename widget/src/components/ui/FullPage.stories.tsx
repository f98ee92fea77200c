import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoadFailurePage, LoadingPage } from './FullPage';

const meta = {
  title: 'UI/FullPage',
  component: LoadingPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};

export const LoadFailure: Story = {
  name: 'Load failure',
  render: () => <LoadFailurePage onRetry={fn()} />,
};
