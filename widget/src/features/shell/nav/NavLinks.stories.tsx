import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { manySources, sunshineSources } from '../../../test/fixtures';
import { NavLinks } from './NavLinks';

/** The nav measures the width it is given: each story sets the row's width. */
function width(px: number) {
  return (Story: () => React.ReactElement) => (
    <div className="header__inner" style={{ maxWidth: px, margin: 0 }}>
      <Story />
    </div>
  );
}

const meta = {
  title: 'Shell/Nav links',
  component: NavLinks,
  args: { sources: sunshineSources() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NavLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = { name: 'Wide: links inline', decorators: [width(1100)] };

export const Collapsed: Story = { name: 'Narrow: a Menu button', decorators: [width(360)] };

export const MenuOpen: Story = {
  name: 'Narrow: the menu open',
  decorators: [width(360)],
  play: async ({ canvas, userEvent }) => {
    const menu = await canvas.findByRole('button', { expanded: false });
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  },
};

export const ManySources: Story = { name: 'Twelve sources on a wide row', args: { sources: manySources(12) }, decorators: [width(1100)] };
