import type { Meta, StoryObj } from '@storybook/react-vite';
import { portal } from '../../../.storybook/portal';
import { accountBff, resident } from '../../test/accountFixtures';
import { VerifyEmailPage } from './VerifyEmailPage';

const PATH = '/sunshine/demo/verify-email?email=resident%40example.com&callbackPath=%2Fsunshine%2Fdemo%2Fcheckout';

const meta = {
  title: 'Account/VerifyEmailPage',
  component: VerifyEmailPage,
  args: { loginEnabled: true },
} satisfies Meta<typeof VerifyEmailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnterCode: Story = {
  name: 'Enter the mailed code (123456 works)',
  parameters: portal({ path: PATH, bff: accountBff({ user: { ...resident, emailVerified: false } }).handlers }),
};

export const Verified: Story = {
  name: 'Verified already: continue',
  parameters: portal({ path: PATH, bff: accountBff({ user: resident }).handlers }),
};

export const SignedOut: Story = {
  name: 'Session ended: sign in again',
  parameters: portal({ path: PATH, bff: accountBff({ user: null }).handlers }),
};
