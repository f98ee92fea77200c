import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Message } from '../../../.storybook/portal';
import { Alert } from './Alert';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: { variant: 'info', children: <p><Message id="cart.locked" /></p> },
  argTypes: {
    variant: { control: 'inline-radio', options: ['success', 'danger', 'warning', 'info'] },
    live: { control: 'inline-radio', options: ['assertive', 'polite'] },
    children: { control: false },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { live: 'polite' } };

export const Success: Story = {
  args: { variant: 'success', children: <p><Message id="search.added" params={{ name: 'Water bill' }} /></p> },
};

export const Warning: Story = {
  args: {
    variant: 'warning',
    live: 'polite',
    children: <p><Message id="cart.expiry.warning" params={{ minutes: 8 }} /></p>,
  },
};

export const DangerDismissible: Story = {
  name: 'Danger, dismissible',
  args: { variant: 'danger', children: <p><Message id="cart.server.error" /></p>, onDismiss: fn() },
};
