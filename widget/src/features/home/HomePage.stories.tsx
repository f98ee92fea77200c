import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing, neverAnswers } from '../../../.storybook/bff';
import { portal, seedHomeScreen } from '../../../.storybook/portal';
import { homeScreen, manySources } from '../../test/fixtures';
import { HomePage } from './HomePage';

const HOME = '/sunshine/demo/home';

const meta = {
  title: 'Home/HomePage',
  component: HomePage,
  parameters: portal({ path: HOME }),
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Five payment sources',
  parameters: portal({ seed: (store) => seedHomeScreen(store, homeScreen()) }),
};

/** ROUTE-09: from nine tiles on, the shorter tile style. */
export const ManySources: Story = {
  name: 'Twelve sources (short tiles)',
  parameters: portal({ seed: (store) => seedHomeScreen(store, homeScreen({ sources: manySources(12) })) }),
};

export const SourcesFailed: Story = {
  name: 'Sources could not load',
  parameters: portal({ seed: (store) => seedHomeScreen(store, homeScreen({ sources: 'error' })) }),
};

export const Loading: Story = { parameters: portal({ bff: [neverAnswers('/screens/home')] }) };

export const LoadFails: Story = { name: 'Load fails', parameters: portal({ bff: [failing('get', '/screens/home')] }) };
