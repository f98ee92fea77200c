import type { Meta, StoryObj } from '@storybook/react-vite';
import { CART_ITEMS } from '../../../.storybook/data';
import { portal, seedCart } from '../../../.storybook/portal';
import { announcements, siteConfig, sunshineSources } from '../../test/fixtures';
import { Header } from './Header';

const withNotifications = {
  ...announcements(),
  notifications: [
    {
      id: 'hours',
      clientSites: [{ client: 'sunshine', site: 'demo' }],
      subject: { en: 'Holiday office hours', es: 'Horario de oficina en días festivos' },
      text: {
        en: 'County offices close at noon on the day before each public holiday.',
        es: 'Las oficinas del condado cierran al mediodía el día antes de cada feriado.',
      },
      tags: null,
      active: true,
      createdAt: '2026-01-02T00:00:00Z',
    },
  ],
};

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: { logo: '/web/portal/brand/sunshine-logo.svg', sources: sunshineSources() },
  argTypes: { config: { control: false }, sources: { control: false }, announcements: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLogo: Story = { name: 'With a logo' };
export const WithoutLogo: Story = { name: 'Title only', args: { logo: '' } };

/** SHELL-13, SHELL-15: the bell with its badge, and the floating cart of a cart with items. */
export const Full: Story = {
  name: 'Notifications and the floating cart',
  args: { config: siteConfig(), announcements: withNotifications },
  parameters: portal({ path: '/sunshine/demo/property-tax', seed: (store) => void seedCart(store, CART_ITEMS) }),
};

/** SHELL-11: too narrow for the links, which move into the Menu button. */
export const Narrow: Story = {
  name: 'Narrow window: the links in a menu',
  args: { config: siteConfig(), announcements: withNotifications },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 375 }}>
        <Story />
      </div>
    ),
  ],
};
