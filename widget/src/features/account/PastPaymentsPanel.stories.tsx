import type { Meta, StoryObj } from '@storybook/react-vite';
import { portal } from '../../../.storybook/portal';
import { accountBff, payments } from '../../test/accountFixtures';
import { PastPaymentsPanel } from './PastPaymentsPanel';

const PATH = '/sunshine/demo/my-dashboard';
const history = payments(23);

const meta = {
  title: 'Account/PastPaymentsPanel',
  component: PastPaymentsPanel,
} satisfies Meta<typeof PastPaymentsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  name: '10 a page: first of three',
  parameters: portal({ path: PATH, bff: accountBff({ history }).handlers }),
};

export const LastPage: Story = {
  name: 'Last page',
  parameters: portal({ path: `${PATH}?page=3`, bff: accountBff({ history }).handlers }),
};

export const Receipt: Story = {
  name: 'A payment’s receipt',
  parameters: portal({ path: `${PATH}?receipt=${history[0]?.receiptId ?? ''}`, bff: accountBff({ history }).handlers }),
};

export const Empty: Story = {
  name: 'No payments yet',
  parameters: portal({ path: PATH, bff: accountBff({ history: [] }).handlers }),
};
