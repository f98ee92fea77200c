import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sunshineSources } from '../../test/fixtures';
import { SearchForm } from './SearchForm';
import './search.css';

const meta = {
  title: 'Search/SearchForm',
  component: SearchForm,
  args: { inputs: sunshineSources()[0]!.searchInputs ?? [], busy: false, onSearch: fn() },
} satisfies Meta<typeof SearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Busy: Story = { name: 'Searching', args: { busy: true } };
