import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './Footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: { showBranding: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Branded: Story = {};
export const WithoutBranding: Story = { name: 'Branding off (renders nothing)', args: { showBranding: false } };
