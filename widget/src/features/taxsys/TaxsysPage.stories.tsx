import type { Meta, StoryObj } from '@storybook/react-vite';
import { portal } from '../../../.storybook/portal';
import { TaxsysPage } from './TaxsysPage';

const meta = {
  title: 'Pages/Tax system',
  component: TaxsysPage,
  args: { slugs: ['parcels', '2026', 'R100-001'] },
  parameters: portal({ path: '/sunshine/demo/taxsys/parcels/2026/R100-001' }),
} satisfies Meta<typeof TaxsysPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Record: Story = { name: 'A record: three slugs' };
export const Root: Story = {
  name: 'The tax system itself: no slugs',
  args: { slugs: [] },
  parameters: portal({ path: '/sunshine/demo/taxsys' }),
};
export const EncodedSlug: Story = {
  name: 'A slug with spaces and accents',
  args: { slugs: ['parcelas', 'Calle%20Ma%C3%B1ana%2012'] },
  parameters: portal({ path: '/sunshine/demo/taxsys/parcelas/Calle%20Ma%C3%B1ana%2012' }),
};
