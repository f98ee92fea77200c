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
