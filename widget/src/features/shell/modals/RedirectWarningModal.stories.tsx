import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RedirectWarningModal } from './RedirectWarningModal';

const meta = {
  title: 'Shell/Modals/Redirect warning',
  component: RedirectWarningModal,
  args: { link: { href: 'https://example.org/county', newWindow: true }, loginEnabled: true, go: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RedirectWarningModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SHELL-27: Continue and Log in. */
export const LoginEnabled: Story = { name: 'Login enabled' };

/** SHELL-27: Continue and Cancel, with the danger alert. */
export const LoginDisabled: Story = { name: 'Login disabled', args: { loginEnabled: false } };
