// The BFF that stories talk to: Mock Service Worker in the browser, answering
// with the same in-memory handlers the Vitest suite uses (src/test/mockBff.ts),
// so that removing an item or changing a quantity in a story really changes
// the cart. A story adds its own handlers (a failing or never-answering call)
// in front of these; a call nobody answers gets the BFF's 503 error body.
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { clientDescriptor, homeScreen, shellScreen } from '../src/test/fixtures';
import { mockBff, mockBffHandlers } from '../src/test/mockBff';

const BASE = '/bff/v1/:client/:site';

const baseHandlers: RequestHandler[] = [
  http.get('/bff/v1/:client', () => HttpResponse.json(clientDescriptor())),
  http.get(`${BASE}/screens/shell`, () => HttpResponse.json(shellScreen())),
  http.get(`${BASE}/screens/home`, () => HttpResponse.json(homeScreen())),
  http.get(`${BASE}/session`, () => HttpResponse.json({ user: null })),
  ...mockBffHandlers,
  http.all('/bff/v1/*', () => unavailable()),
];

export const worker = setupWorker(...baseHandlers);

/** Starts the worker once; stories with seeded data still render when it cannot start. */
export async function startBff(): Promise<void> {
  try {
    await worker.start({
      quiet: true,
      onUnhandledRequest: 'bypass',
      // Relative, so that a static build served from a sub-path finds it.
      serviceWorker: { url: './mockServiceWorker.js' },
    });
  } catch (error) {
    console.warn('Storybook: the in-browser BFF did not start; calls will fail.', error);
  }
}

/** A fresh in-memory BFF for a story, with the story's handlers in front. */
export function resetBff(storyHandlers: readonly RequestHandler[] = []): void {
  mockBff.reset();
  worker.resetHandlers(...baseHandlers);
  if (storyHandlers.length > 0) {
    worker.use(...storyHandlers);
  }
}

/** The BFF's answer when an upstream is down. */
export function unavailable(): Response {
  return HttpResponse.json(
    { error: { code: 'unavailable', message: 'The service is temporarily unavailable.' } },
    { status: 503 },
  );
}

/** A GET under the site that never answers: the component stays in its loading state. */
export function neverAnswers(path: string): RequestHandler {
  return http.get(`${BASE}${path}`, async () => {
    await delay('infinite');
    return unavailable();
  });
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A call under the site that fails with 503 unavailable, e.g. failing('delete', '/cart/items/:id'). */
export function failing(method: Method, path: string): RequestHandler {
  return http[method](`${BASE}${path}`, () => unavailable());
}
