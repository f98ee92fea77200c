import type { Meta, StoryObj } from '@storybook/react-vite';
import { manySources, sunshineSources } from '../../test/fixtures';
import { Tiles } from './Tiles';
import './home.css';

const meta = {
  title: 'Home/Tiles',
  component: Tiles,
  args: { sources: sunshineSources(), pathFor: (route: string) => `/sunshine/demo/${route}` },
  argTypes: { sources: { control: false }, pathFor: { control: false } },
} satisfies Meta<typeof Tiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = { name: 'Five tiles' };
export const Many: Story = { name: 'Twelve tiles (short style)', args: { sources: manySources(12) } };
