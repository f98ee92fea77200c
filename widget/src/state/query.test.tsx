// The query cache (state/query.ts): keys, tags, de-duplication, cache
// updates and their undo, the reset, and the errors the app's helpers read.
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../test/server';
import { apiError, errorStatus, isNetworkError } from './api';
import { defineMutation, defineQuery, KEEP_UNUSED_MS, queryKey, QueryClient, QueryProvider, type Tag } from './query';

interface Count {
  n: number;
}

/** A BFF path that counts its GETs and answers the count; fail makes it answer 422. */
function counter(path: string) {
  const state = { gets: 0, fail: false, posts: [] as Request[] };
  server.use(
    http.get(`/bff/v1/${path}`, () => {
      state.gets += 1;
      return state.fail
        ? HttpResponse.json({ error: { code: 'refused', message: 'No.', displayMessage: 'Not now.' } }, { status: 422 })
        : HttpResponse.json({ n: state.gets });
    }),
    http.post(`/bff/v1/${path}`, ({ request }) => {
      state.posts.push(request.clone());
      return state.fail
        ? HttpResponse.json({ error: { code: 'refused', message: 'No.' } }, { status: 422 })
        : HttpResponse.json({ n: -1 });
    }),
  );
  return state;
}

function countQuery(name: string, tags: Tag[]) {
  return defineQuery<Count, { lang: string }>(name, { request: ({ lang }) => ({ url: name, params: { lang } }), tags });
}

/** Shows a query's flags and data. */
function Probe({ use, id = 'probe' }: { use: () => ReturnType<ReturnType<typeof countQuery>['useQuery']>; id?: string }) {
  const result = use();
  const flags = [result.isLoading && 'loading', result.isFetching && 'fetching', result.isError && 'error', result.isSuccess && 'success'];
  return (
    <p data-testid={id}>
      {result.data ? `n=${result.data.n}` : 'none'} {flags.filter(Boolean).join(' ')}
    </p>
  );
}

function renderWith(client: QueryClient, ui: React.ReactNode) {
  return render(<QueryProvider client={client}>{ui}</QueryProvider>);
}

describe('queryKey', () => {
  it('names the query and its arguments, whatever their order; the language makes another key', () => {
    expect(queryKey('getProfile', { site: 'demo', client: 'sunshine', lang: 'en' })).toBe(
      queryKey('getProfile', { lang: 'en', client: 'sunshine', site: 'demo' }),
    );
    expect(queryKey('getProfile', { client: 'sunshine', site: 'demo', lang: 'es' })).not.toBe(
      queryKey('getProfile', { client: 'sunshine', site: 'demo', lang: 'en' }),
    );
    expect(queryKey('getClient', 'sunshine')).not.toBe(queryKey('getClient', 'moonshine'));
    expect(queryKey('getClient', 'sunshine')).not.toBe(queryKey('getShellScreen', 'sunshine'));
  });
});

describe('the query cache', () => {
  it('loads once for every component reading a key, with loading then success', async () => {
    const bff = counter('dedupe');
    const query = countQuery('dedupe', ['Cart']);
    const client = new QueryClient();
    const use = () => query.useQuery({ lang: 'en' });
    renderWith(
      client,
      <>
        <Probe use={use} id="a" />
        <Probe use={use} id="b" />
      </>,
    );
    expect(screen.getByTestId('a')).toHaveTextContent('none loading fetching');
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('n=1 success'));
    expect(screen.getByTestId('b')).toHaveTextContent('n=1 success');
    // A call from outside the components meets the cached answer.
    await expect(query.fetch(client, { lang: 'en' })).resolves.toEqual({ n: 1 });
    expect(bff.gets).toBe(1);
  });

  it('refetchOnMountOrArgChange fetches again on mount, also just after another reader got the answer', async () => {
    const bff = counter('fresh');
    const query = countQuery('fresh', []);
    const client = new QueryClient();
    // The page mounts once the gate above it has the answer, as a route waits for the session.
    function Gate() {
      const { data } = query.useQuery({ lang: 'en' });
      return data ? <Probe use={() => query.useQuery({ lang: 'en' }, { refetchOnMountOrArgChange: true })} /> : null;
    }
    renderWith(client, <Gate />);
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('n=2 success'));
    expect(bff.gets).toBe(2);
    expect(client.fulfilledAt(query.key({ lang: 'en' }))).toBeDefined();
  });

  it('shares a call under way between a component and code outside the components', async () => {
    const bff = counter('shared');
    const query = countQuery('shared', []);
    const client = new QueryClient();
    const outside = query.fetch(client, { lang: 'en' });
    renderWith(client, <Probe use={() => query.useQuery({ lang: 'en' })} />);
    await act(() => expect(outside).resolves.toEqual({ n: 1 }));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('n=1 success'));
    expect(bff.gets).toBe(1);
  });

  it('fetches again what carries an invalidated tag and a component reads, keeps the answer on show meanwhile, and drops what none reads', async () => {
    const shown = counter('shown');
    const unread = counter('unread');
    const other = counter('other');
    const shownQuery = countQuery('shown', ['Cart', 'Search']);
    const unreadQuery = countQuery('unread', ['Cart']);
    const otherQuery = countQuery('other', ['Screen']);
    const client = new QueryClient();
    await unreadQuery.fetch(client, { lang: 'en' });
    renderWith(
      client,
      <>
        <Probe use={() => shownQuery.useQuery({ lang: 'en' })} id="shown" />
        <Probe use={() => otherQuery.useQuery({ lang: 'en' })} id="other" />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('shown')).toHaveTextContent('n=1 success'));
    await waitFor(() => expect(screen.getByTestId('other')).toHaveTextContent('n=1 success'));

    let refetched: Promise<unknown> = Promise.resolve();
    act(() => {
      refetched = client.invalidate(['Cart']);
    });
    // A refetch, not a first load: the answer stays on show.
    expect(screen.getByTestId('shown')).toHaveTextContent('n=1 fetching success');
    await act(() => refetched);
    expect(screen.getByTestId('shown')).toHaveTextContent('n=2 success');
    expect(shown.gets).toBe(2);
    expect(unreadQuery.read(client, { lang: 'en' })).toBeUndefined();
    expect(unread.gets).toBe(1);
    expect(other.gets).toBe(1);
    await expect(unreadQuery.fetch(client, { lang: 'en' })).resolves.toEqual({ n: 2 });
  });

  it('changes a cached answer at once, and the undo puts it back', async () => {
    counter('optimistic');
    const query = countQuery('optimistic', ['Cart']);
    const client = new QueryClient();
    renderWith(client, <Probe use={() => query.useQuery({ lang: 'en' })} />);
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('n=1 success'));
    let undo: () => Promise<unknown> = () => Promise.resolve();
    act(() => {
      undo = query.update(client, { lang: 'en' }, (draft) => {
        draft.n = 99;
      });
    });
    expect(screen.getByTestId('probe')).toHaveTextContent('n=99');
    await act(() => undo());
    expect(screen.getByTestId('probe')).toHaveTextContent('n=1 success');
    // Nothing cached: nothing to change, nothing to undo.
    expect(query.update(client, { lang: 'es' }, (draft) => void (draft.n = 5))).toBeInstanceOf(Function);
    expect(query.read(client, { lang: 'es' })).toBeUndefined();
  });

  it('an undo after the answer was replaced meanwhile fetches it again rather than put back an old one', async () => {
    const bff = counter('replaced');
    const query = countQuery('replaced', []);
    const client = new QueryClient();
    renderWith(client, <Probe use={() => query.useQuery({ lang: 'en' })} />);
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('n=1 success'));
    let undo: () => Promise<unknown> = () => Promise.resolve();
    act(() => {
      undo = query.update(client, { lang: 'en' }, (draft) => void (draft.n = 50));
    });
    expect(screen.getByTestId('probe')).toHaveTextContent('n=50');
    await act(() => query.upsert(client, { lang: 'en' }, { n: 7 }));
    await act(() => undo());
    expect(screen.getByTestId('probe')).toHaveTextContent('n=2 success');
    expect(bff.gets).toBe(2);
  });

  it('gives the BFF error as the app reads it, flags it, and shows loading again on a retry', async () => {
    const bff = counter('failing');
    bff.fail = true;
    const query = countQuery('failing', []);
    const client = new QueryClient();
    function Failing() {
      const result = query.useQuery({ lang: 'en' });
      return (
        <>
          <Probe use={() => result} />
          <p data-testid="why">
            {errorStatus(result.error)} {apiError(result.error)?.code} {apiError(result.error)?.displayMessage}
          </p>
          <button type="button" onClick={() => void result.refetch()}>
            retry
          </button>
        </>
      );
    }
    renderWith(client, <Failing />);
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('none error'));
    expect(screen.getByTestId('why')).toHaveTextContent('422 refused Not now.');
    await expect(query.fetch(client, { lang: 'es' })).rejects.toMatchObject({ status: 422 });

    bff.fail = false;
    act(() => screen.getByRole('button', { name: 'retry' }).click());
    expect(screen.getByTestId('probe')).toHaveTextContent('none loading fetching');
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('n=3 success'));
  });

  it('tells a call that got no answer', async () => {
    server.use(http.get('/bff/v1/offline', () => HttpResponse.error()));
    const query = defineQuery<Count, void>('offline', { request: () => 'offline' });
    const failure = await query.fetch(new QueryClient(), undefined).catch((e: unknown) => e);
    expect(isNetworkError(failure)).toBe(true);
  });

  it('empties on reset: what a component reads is fetched afresh, with no answer shown meanwhile', async () => {
    const bff = counter('reset');
    const query = countQuery('reset', []);
    const client = new QueryClient();
    renderWith(client, <Probe use={() => query.useQuery({ lang: 'en' })} />);
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('n=1 success'));
    act(() => client.reset());
    expect(screen.getByTestId('probe')).toHaveTextContent('none');
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('n=2 success'));
    expect(bff.gets).toBe(2);
  });
});

describe('an answer that arrives after the cache moved on', () => {
  /** A BFF path whose GETs answer who is signed in; a held GET waits until released. */
  function session(path: string) {
    const state = { user: 'alice', hold: false, release: [] as (() => void)[] };
    server.use(
      http.get(`/bff/v1/${path}`, async () => {
        const user = state.user;
        if (state.hold) {
          state.hold = false;
          await new Promise<void>((resolve) => state.release.push(resolve));
        }
        return HttpResponse.json({ user });
      }),
    );
    return state;
  }
  const sessionQuery = (name: string) =>
    defineQuery<{ user: string }, { lang: string }>(name, { request: ({ lang }) => ({ url: name, params: { lang } }), tags: ['Session'] });
  function Who({ query }: { query: ReturnType<typeof sessionQuery> }) {
    const { data } = query.useQuery({ lang: 'en' });
    return <p data-testid="who">{data?.user ?? 'none'}</p>;
  }

  it('a forced read under way at sign-out does not bring the signed-out answer back', async () => {
    const bff = session('who-reset');
    const query = sessionQuery('who-reset');
    const client = new QueryClient();
    renderWith(client, <Who query={query} />);
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('alice'));
    bff.hold = true;
    const late = query.fetch(client, { lang: 'en' }, { force: true });
    await waitFor(() => expect(bff.release).toHaveLength(1));
    bff.user = 'guest';
    act(() => client.reset());
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('guest'));
    await act(async () => {
      bff.release.forEach((release) => release());
      await late;
    });
    expect(screen.getByTestId('who')).toHaveTextContent('guest');
    expect(query.read(client, { lang: 'en' })).toEqual({ user: 'guest' });
  });

  it('a forced read under way when its tag is invalidated does not overwrite the newer answer', async () => {
    const bff = session('who-invalidate');
    const query = sessionQuery('who-invalidate');
    const client = new QueryClient();
    renderWith(client, <Who query={query} />);
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('alice'));
    bff.hold = true;
    const late = query.fetch(client, { lang: 'en' }, { force: true });
    await waitFor(() => expect(bff.release).toHaveLength(1));
    bff.user = 'bob';
    await act(() => client.invalidate(['Session']));
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('bob'));
    await act(async () => {
      bff.release.forEach((release) => release());
      await late;
    });
    expect(screen.getByTestId('who')).toHaveTextContent('bob');
  });
});

describe('an answer that arrives after its key went stale', () => {
  it('does not tell the app (onData) what the newer answer already told it', async () => {
    const state = { n: 0, hold: false, release: [] as (() => void)[] };
    server.use(
      http.get('/bff/v1/counted', async () => {
        state.n += 1;
        const n = state.n;
        if (state.hold) {
          state.hold = false;
          await new Promise<void>((resolve) => state.release.push(resolve));
        }
        return HttpResponse.json({ n });
      }),
    );
    const told: number[] = [];
    const query = defineQuery<Count, { lang: string }>('counted', {
      request: ({ lang }) => ({ url: 'counted', params: { lang } }),
      tags: ['Cart'],
      onData: (data) => told.push(data.n),
    });
    const client = new QueryClient();
    state.hold = true;
    renderWith(client, <Probe use={() => query.useQuery({ lang: 'en' })} />);
    await waitFor(() => expect(state.release).toHaveLength(1));
    // A command changed the cart while the first read was under way.
    await act(() => client.invalidate(['Cart']));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('n=2 success'));
    await act(async () => {
      state.release.forEach((release) => release());
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(told).toEqual([2]);
    expect(screen.getByTestId('probe')).toHaveTextContent('n=2 success');
  });
});

describe('answers none reads', () => {
  it('are dropped a minute after the last reader left, and kept while one reads them', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const query = countQuery('unused', []);
      const client = new QueryClient();
      const args = { lang: 'en' };
      await query.upsert(client, args, { n: 1 });
      const release = client.watch(query.key(args));
      vi.advanceTimersByTime(KEEP_UNUSED_MS);
      expect(query.read(client, args)).toEqual({ n: 1 });
      release();
      vi.advanceTimersByTime(KEEP_UNUSED_MS - 1);
      expect(query.read(client, args)).toEqual({ n: 1 });
      vi.advanceTimersByTime(1);
      expect(query.read(client, args)).toBeUndefined();
      // Written with no reader: the same minute.
      await query.upsert(client, args, { n: 2 });
      vi.advanceTimersByTime(KEEP_UNUSED_MS);
      expect(query.read(client, args)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('commands', () => {
  const tagged = countQuery('tagged', ['Cart']);
  const command = defineMutation<Count, { key: string }>({
    request: ({ key }) => ({ url: 'tagged', method: 'POST', headers: { 'Idempotency-Key': key }, body: { go: true } }),
    invalidates: (data) => (data ? ['Cart'] : []),
    onSuccess: (data, _args, client) => void tagged.upsert(client, { lang: 'en' }, { n: data.n * 10 }),
  });

  function Command({ args }: { args: { key: string } }) {
    const [run, state] = command.useMutation();
    const [outcome, setOutcome] = useState('');
    return (
      <>
        <button type="button" onClick={() => run(args).unwrap().then((d) => setOutcome(`ok ${d.n}`), (e: unknown) => setOutcome(`failed ${errorStatus(e)}`))}>
          go
        </button>
        <p data-testid="command">
          {[state.isLoading && 'loading', state.isSuccess && 'success', state.isError && 'error'].filter(Boolean).join(' ') || 'idle'} {outcome}
        </p>
      </>
    );
  }

  it('sends the Idempotency-Key and X-Requested-With, then puts the answer in and refreshes what it made stale', async () => {
    const bff = counter('tagged');
    const client = new QueryClient();
    renderWith(
      client,
      <>
        <Probe use={() => tagged.useQuery({ lang: 'en' })} />
        <Command args={{ key: 'k-1' }} />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('n=1 success'));
    act(() => screen.getByRole('button', { name: 'go' }).click());
    expect(screen.getByTestId('command')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('command')).toHaveTextContent('success ok -1'));
    const sent = bff.posts[0]!;
    expect(sent.headers.get('Idempotency-Key')).toBe('k-1');
    expect(sent.headers.get('X-Requested-With')).toBe('payhub');
    expect(sent.headers.get('content-type')).toBe('application/json');
    await expect(sent.json()).resolves.toEqual({ go: true });
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('n=2 success'));
    expect(bff.gets).toBe(2);
  });

  it('a refused command rejects with the BFF error and makes nothing stale', async () => {
    const bff = counter('tagged');
    bff.fail = true;
    const client = new QueryClient();
    await expect(command.run(client, { key: 'k-2' }).unwrap()).rejects.toMatchObject({ status: 422 });
    await expect(command.run(client, { key: 'k-3' })).resolves.toMatchObject({ error: { status: 422 } });
    renderWith(client, <Command args={{ key: 'k-4' }} />);
    act(() => screen.getByRole('button', { name: 'go' }).click());
    await waitFor(() => expect(screen.getByTestId('command')).toHaveTextContent('error failed 422'));
    expect(bff.gets).toBe(0);
  });
});
