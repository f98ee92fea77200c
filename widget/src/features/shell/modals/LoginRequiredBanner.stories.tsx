import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginRequiredBanner } from './LoginRequiredBanner';

const meta = {
  title: 'Shell/Login-required banner',
  component: LoginRequiredBanner,
} satisfies Meta<typeof LoginRequiredBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Cart picture, heading and description' };
