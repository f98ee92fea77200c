import type { Meta, StoryObj } from '@storybook/react-vite';
import { portal, seedCart } from '../../../.storybook/portal';
import { CART_ITEMS } from '../../../.storybook/data';
import { announcements, shellScreen, siteConfig } from '../../test/fixtures';
import { WELCOME_STORAGE_KEY } from './modals/welcome';
import { Shell } from './Shell';

const meta = {
  title: 'Shell/Shell',
  component: Shell,
  args: {
    page: 'home',
    config: siteConfig(),
    screen: shellScreen(),
    children: <p>The page of the route goes here.</p>,
  },
  argTypes: { config: { control: false }, screen: { control: false }, children: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Header, banner and footer' };

/** The header's cart link counts the items once a cart was seen. */
export const WithCart: Story = {
  name: 'With a cart of 4 items',
  parameters: portal({ seed: (store) => void seedCart(store, CART_ITEMS) }),
};

export const Bare: Story = {
  name: 'Header, footer and announcements off',
  args: {
    config: siteConfig({
      install: { ...siteConfig().install, enableHeader: false, enableFooter: false, showAnnouncements: false },
    }),
  },
};

export const AnnouncementsFailed: Story = {
  name: 'Announcements could not load',
  args: { screen: shellScreen({ announcements: 'error' }) },
};

export const SeveralBanners: Story = {
  name: 'Several banners',
  args: {
    screen: shellScreen({
      announcements: {
        ...announcements(),
        banners: [
          ...(announcements().banners ?? []),
          {
            ...announcements().banners![0]!,
            id: 'b2',
            type: 'warning',
            text: { en: 'Offices close at noon on Friday.', es: 'Las oficinas cierran al mediodía el viernes.' },
            createdAt: '2026-01-03T00:00:00Z',
          },
        ],
      },
    }),
  },
};

/** SHELL-24 SHELL-39: a site with the welcome modal on, on a route that does not skip it; two sources bring the disclaimer. */
export const WithWelcome: Story = {
  name: 'Welcome modal',
  // The modal records what it showed; the story starts as a first visit.
  beforeEach: () => window.localStorage.removeItem(WELCOME_STORAGE_KEY),
  args: {
    config: siteConfig({
      welcome: {
        display: true,
        features: ['shoppingCart', 'eWallet', 'search'],
        title: { en: 'Welcome to Sunshine County online payments', es: 'Bienvenido a los pagos en línea del Condado de Sunshine' },
        description: {
          en: 'Find your bills, put them in one cart and pay them together.',
          es: 'Busque sus facturas, agréguelas a un solo carrito y páguelas juntas.',
        },
        timeLimit: false,
      },
    }),
  },
};

/** SHELL-08: the same site on a route that skips the modal. */
export const WelcomeSkipped: Story = {
  name: 'Welcome modal skipped by the route',
  beforeEach: () => window.localStorage.removeItem(WELCOME_STORAGE_KEY),
  args: { ...WithWelcome.args, page: 'receipt', meta: { skipModal: true } },
};

/** SHELL-44: a site with a chatbot; the launcher shows once its frame loaded. */
export const WithChatbot: Story = {
  name: 'Chatbot',
  render: (args) => (
    <Shell {...args} config={siteConfig({ chatbot: { url: `${window.location.origin}/chatbot-story.html` } })} />
  ),
};
