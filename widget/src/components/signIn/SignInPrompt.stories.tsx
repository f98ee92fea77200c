import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SignInPrompt } from './SignInPrompt';

const meta = {
  title: 'Shell/Modals/Sign-in prompt',
  component: SignInPrompt,
  args: { loginEnabled: true, onClose: fn(), go: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SignInPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Log in and Cancel' };

export const WithIllustration: Story = { name: 'With the illustration', args: { illustration: true } };

/** ROLE-13: on a site with login off the prompt is the login-disabled modal. */
export const LoginDisabled: Story = { name: 'Login disabled', args: { loginEnabled: false } };
