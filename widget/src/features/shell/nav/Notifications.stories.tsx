import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Notification } from '../../../lib/types';
import { Notifications } from './Notifications';

const notice = (id: string, en: string, es: string, text: [string, string], createdAt: string): Notification => ({
  id,
  clientSites: [{ client: 'sunshine', site: 'demo' }],
  subject: { en, es },
  text: { en: text[0], es: text[1] },
  tags: null,
  active: true,
  createdAt,
});

const NOTICES = [
  notice('hours', 'Holiday office hours', 'Horario de oficina en días festivos', [
    'County offices close at noon on the day before each public holiday. Online payments stay open.',
    'Las oficinas del condado cierran al mediodía el día antes de cada feriado. Los pagos en línea siguen disponibles.',
  ], '2026-01-02T00:00:00Z'),
  notice('tax', 'Property tax bills are out', 'Ya salieron las facturas del impuesto', [
    'Pay by November 30 to receive the early payment discount.',
    'Pague antes del 30 de noviembre para recibir el descuento por pago anticipado.',
  ], '2026-01-05T00:00:00Z'),
];

/** The bell sits at the right of the header's tools, as in the portal. */
function tools(Story: () => React.ReactElement) {
  return (
    <div className="header__tools" style={{ justifyContent: 'flex-end', padding: '1rem', minHeight: '24rem' }}>
      <Story />
    </div>
  );
}

const meta = {
  title: 'Shell/Notifications',
  component: Notifications,
  args: { notifications: NOTICES, preExpand: false },
  decorators: [tools],
} satisfies Meta<typeof Notifications>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { name: 'Two notifications, closed' };

export const Open: Story = {
  name: 'The list open, newest first',
  play: async ({ canvas, userEvent }) => {
    const bell = await canvas.findByRole('button', { expanded: false });
    await userEvent.click(bell);
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Empty: Story = {
  name: 'Nothing to announce',
  args: { notifications: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button'));
  },
};
