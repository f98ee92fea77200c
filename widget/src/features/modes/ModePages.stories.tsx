import type { Meta, StoryObj } from '@storybook/react-vite';
import { siteConfig } from '../../test/fixtures';
import { NonprodSignInPage } from './NonprodSignInPage';
import { StubPage } from './StubPage';

const meta = {
  title: 'Pages/Site modes',
  component: StubPage,
  args: { config: siteConfig({ mode: 'stub' }) },
} satisfies Meta<typeof StubPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stub: Story = { name: 'Stub site: holding page' };
export const NonprodGate: Story = {
  name: 'Non-production sign-in gate',
  render: () => <NonprodSignInPage loginEnabled />,
};
