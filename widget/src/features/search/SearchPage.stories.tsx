import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { failing, neverAnswers } from '../../../.storybook/bff';
import { portal } from '../../../.storybook/portal';
import { sunshineSources } from '../../test/fixtures';
import { SearchPage } from './SearchPage';

const [propertyTax, , , donations] = sunshineSources();

const meta = {
  title: 'Search/SearchPage',
  component: SearchPage,
  args: { source: propertyTax! },
  argTypes: { source: { control: false } },
  parameters: portal({ path: '/sunshine/demo/property-tax' }),
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search R100-001 to R100-004 (README "Sandbox data"); Add puts it in the in-browser BFF's cart. */
export const FieldSearch: Story = { name: 'Field search' };

export const Found: Story = {
  name: 'Found, amount editable',
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox'), 'R100-001{Enter}');
    await expect(await canvas.findByRole('article')).toBeVisible();
  },
};

export const NothingFound: Story = {
  name: 'Nothing found',
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox'), 'R999-999{Enter}');
  },
};

/** Submitting without the account number shows the field's error. */
export const Required: Story = {
  name: 'Error: search field required',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click((await canvas.findAllByRole('button'))[0]!);
    await expect(await canvas.findByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const SearchFails: Story = {
  name: 'Search fails (503)',
  parameters: portal({ bff: [failing('get', '/search/:route')] }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox'), 'R100-001{Enter}');
  },
};

export const ItemList: Story = {
  name: 'Item list (donations)',
  args: { source: donations! },
  parameters: portal({ path: '/sunshine/demo/donations' }),
};

export const ItemListLoading: Story = {
  name: 'Item list, loading',
  args: { source: donations! },
  parameters: portal({ path: '/sunshine/demo/donations', bff: [neverAnswers('/search/:route')] }),
};
