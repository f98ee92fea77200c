import type { Meta, StoryObj } from '@storybook/react-vite';
import { source } from '../../../test/fixtures';
import { WELCOME_STORAGE_KEY } from './welcome';
import { WelcomeModal } from './WelcomeModal';

const meta = {
  title: 'Shell/Modals/Welcome',
  component: WelcomeModal,
  // The modal records what it showed; every story starts as a first visit.
  beforeEach: () => window.localStorage.removeItem(WELCOME_STORAGE_KEY),
  args: {
    welcome: {
      display: true,
      features: ['shoppingCart', 'search', 'messaging'],
      title: { en: 'Welcome to Sunshine County payments', es: 'Bienvenido a los pagos del condado de Sunshine' },
      description: {
        en: 'Pay county bills online in a few clicks.',
        es: 'Pague las facturas del condado en línea en unos pocos clics.',
      },
      timeLimit: false,
    },
    sources: [source('property-tax', 'Property tax', 1)],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WelcomeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneSource: Story = { name: 'Three features, one source' };

/** SHELL-25: two sources bring the disclaimer. */
export const TwoSources: Story = {
  name: 'Two sources: the disclaimer',
  args: {
    sources: [
      source('property-tax', 'Property tax', 1),
      source('parking', 'Parking tickets', 2, { departmentDisplayName: { en: 'Parking Office', es: 'Oficina de Estacionamiento' } }),
    ],
  },
};

/** SHELL-41: with a time limit the modal fades after 20 s. */
export const TimeLimit: Story = {
  name: 'Hides itself after 20 s',
  args: { welcome: { ...meta.args.welcome, timeLimit: true } },
};
