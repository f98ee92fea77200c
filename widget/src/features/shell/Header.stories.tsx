import type { Meta, StoryObj } from '@storybook/react-vite';
import { Header } from './Header';

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: { logo: '/web/portal/brand/sunshine-logo.svg' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLogo: Story = { name: 'With a logo' };
export const WithoutLogo: Story = { name: 'Title only', args: { logo: '' } };
