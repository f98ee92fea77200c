import type { Meta, StoryObj } from '@storybook/react-vite';
import { siteConfig, surveyLinks } from '../../test/fixtures';
import { Footer } from './Footer';

const config = siteConfig();

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: {
    config: siteConfig({
      survey: surveyLinks(),
      payHub: { ...config.payHub, returnHomeUrl: 'https://example.org/', returnHomeText: { en: 'Back to Sunshine County', es: 'Volver al Condado de Sunshine' } },
    }),
    announcements: [
      {
        id: 'f1',
        client: 'sunshine',
        site: 'demo',
        title: { en: 'Office hours', es: 'Horario de oficina' },
        headline: { en: 'Offices close at noon on Friday.', es: 'Las oficinas cierran al mediodía el viernes.' },
        content: { en: '', es: '' },
        active: true,
      },
    ],
  },
  argTypes: { config: { control: false }, announcements: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SHELL-16..20: every tab, all closed (the hidden empty tab). */
export const Branded: Story = { name: 'All tabs, closed' };

/** The same footer in Spanish. */
export const Spanish: Story = { name: 'All tabs, closed (español)', globals: { language: 'es' } };

/** SHELL-16, SHELL-17, SHELL-18: help and contact off, no home link, no announcements. */
export const Minimal: Story = {
  name: 'Help, contact and home link off',
  args: {
    config: siteConfig({ help: { showHelp: false, showContactUs: false } }),
    announcements: null,
  },
};

/** SHELL-23: no Powered-by line with branding off. */
export const WithoutBranding: Story = {
  name: 'Branding off',
  args: { config: siteConfig({ payHub: { ...config.payHub, showGSGBranding: false } }) },
};
