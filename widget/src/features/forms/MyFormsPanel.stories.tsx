import type { Meta, StoryObj } from '@storybook/react-vite';
import { portal } from '../../../.storybook/portal';
import { accountBff } from '../../test/accountFixtures';
import { formsBff, submission, type FormsBffOptions } from '../../test/formFixtures';
import { MyFormsPanel } from './MyFormsPanel';

const bff = (options: FormsBffOptions = {}) =>
  portal({ path: '/sunshine/demo/my-dashboard#my-forms', bff: [...formsBff(options).handlers, ...accountBff().handlers] });

const meta = {
  title: 'Forms/MyFormsPanel',
  component: MyFormsPanel,
  parameters: bff({
    mine: [submission(), submission({ id: 'sub-2', confirmationNumber: 'FRM-AAAA22', files: [], signatureKind: 'drawn', signedName: undefined })],
  }),
} satisfies Meta<typeof MyFormsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filed: Story = { name: 'Two filed forms' };

export const Empty: Story = { name: 'No form filed yet', parameters: bff({ mine: [] }) };

export const LoadFails: Story = { name: 'My Forms could not be loaded', parameters: bff({ mineFails: 503 }) };
