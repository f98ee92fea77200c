import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { portal } from '../../../../.storybook/portal';
import { siteConfig } from '../../../test/fixtures';
import { Account } from './Account';

const resident = {
  subject: 'u1', email: 'resident@example.com', emailVerified: true,
  givenName: 'Rosa', familyName: 'Resident', name: 'Rosa Resident',
};
const signedIn = http.get('/bff/v1/:client/:site/session', () => HttpResponse.json({ user: resident }));
const config = siteConfig();

const meta = {
  title: 'Shell/Account',
  component: Account,
  args: { config },
} satisfies Meta<typeof Account>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = { name: 'Guest: Log in' };
export const Resident: Story = { name: 'Signed in: account menu', parameters: portal({ bff: [signedIn] }) };
export const LoginDisabled: Story = {
  name: 'Login disabled on the site',
  args: { config: { ...config, login: { ...config.login, meta: { enabled: false } } } },
};
