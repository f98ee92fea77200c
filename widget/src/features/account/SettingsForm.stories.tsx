import type { Meta, StoryObj } from '@storybook/react-vite';
import { portal } from '../../../.storybook/portal';
import { accountBff, profile } from '../../test/accountFixtures';
import { SettingsForm } from './SettingsForm';

const meta = {
  title: 'Account/SettingsForm',
  component: SettingsForm,
  args: { profile: profile() },
  parameters: portal({ path: '/sunshine/demo/my-dashboard', bff: accountBff().handlers }),
} satisfies Meta<typeof SettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editable: Story = { name: 'E-mail contact, no phone' };

export const TextMessages: Story = {
  name: 'Text messages to a mobile phone, in Spanish',
  args: { profile: profile({ phone: '+15550102400', contactPreference: 'sms', language: 'es' }) },
};

export const ReadOnly: Story = {
  name: 'Site allows no changes',
  args: { profile: profile({ canModify: false }) },
};
