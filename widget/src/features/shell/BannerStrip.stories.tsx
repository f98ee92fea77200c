import type { Meta, StoryObj } from '@storybook/react-vite';
import { announcements } from '../../test/fixtures';
import { BannerStrip } from './BannerStrip';

const meta = {
  title: 'Shell/BannerStrip',
  component: BannerStrip,
  args: { banners: announcements().banners },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BannerStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneBanner: Story = { name: 'One banner' };
export const None: Story = { name: 'No banners', args: { banners: [] } };
export const CardOutage: Story = { name: 'Card outage state', args: { state: 'noCard' } };
export const NoPayment: Story = { name: 'No payment state', args: { banners: [], state: 'noPayment' } };
export const LoginIssues: Story = { name: 'Login issues state', args: { state: 'loginIssues' } };
