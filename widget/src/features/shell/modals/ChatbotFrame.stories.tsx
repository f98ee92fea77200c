import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChatbotFrame } from './ChatbotFrame';

/** A stand-in chatbot page served by Storybook (.storybook/public/chatbot-story.html). */
const storyChatbot = () => `${window.location.origin}/chatbot-story.html`;

const meta = {
  title: 'Shell/Chatbot frame',
  component: ChatbotFrame,
  args: { url: '' },
  // The URL needs Storybook's origin, known only in the browser.
  render: (args) => <ChatbotFrame {...args} url={args.url || storyChatbot()} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChatbotFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SHELL-44: the launcher shows once the frame says it loaded; it opens and closes the chat. */
export const Default: Story = { name: 'Launcher and frame' };

/** A URL that is not an absolute http(s) one shows nothing. */
export const BadUrl: Story = { name: 'Not an http(s) URL: nothing', args: { url: 'javascript:void 0' } };
