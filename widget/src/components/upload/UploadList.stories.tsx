import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UploadList } from './UploadList';
import { UploadRefusedError } from './uploadRules';
import type { UploadFn } from './useUploadQueue';

/** Waits ms, or rejects as soon as the file is removed. */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

let stored = 0;
/** Every file goes up in a second and a half. */
const succeeds: UploadFn = async (_file, signal) => {
  await wait(1500, signal);
  return { uploadId: `uploads-service:story-${++stored}` };
};

/** The first two attempts of every file fail (CONST-35's 500 ms retries), the third goes up. */
const flaky = (): UploadFn => {
  const tries = new Map<string, number>();
  return async (file, signal) => {
    const attempt = (tries.get(file.name) ?? 0) + 1;
    tries.set(file.name, attempt);
    await wait(800, signal);
    if (attempt < 3) throw new Error('network');
    return { uploadId: `uploads-service:story-${++stored}` };
  };
};

/** The service refuses every file, as it does a renamed executable. */
const refuses: UploadFn = async (file, signal) => {
  await wait(800, signal);
  throw new UploadRefusedError(`File ${file.name} is not a supported file type.`);
};

const meta = {
  title: 'Forms/UploadList',
  component: UploadList,
  args: { upload: succeeds, accept: '.pdf,.doc,.docx,.csv,image/*', maxSize: '5MB', multiple: true, onChange: fn() },
} satisfies Meta<typeof UploadList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uploads: Story = {};

/** One file only: the first picked is taken, and adding is offered again once it is removed. */
export const SingleFile: Story = { name: 'One file', args: { multiple: false, accept: '.pdf' } };

export const Retries: Story = { name: 'Failures retried', args: { upload: flaky() } };

export const Refused: Story = { name: 'Refused by the service', args: { upload: refuses } };
