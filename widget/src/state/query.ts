// The app's query cache: SWR keeps each query's answer by key and draws the
// components that read it; this module gives it the BFF call (state/api.ts),
// the app's error shape, tags that say which answers a command makes stale,
// and hooks with the names and result shapes the components use:
//   useXQuery(args, { skip }) -> { data, currentData, error, isLoading, isFetching, ... , refetch }
//   useXMutation()            -> [trigger, { isLoading, isSuccess, isError, data, error }]
// with trigger(args).unwrap(). A store (state/store.ts) owns one QueryClient,
// so the portal, the widget and every test have a cache of their own.
import { createNextState, type Draft, type UnknownAction } from '@reduxjs/toolkit';
import { createContext, createElement, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import useSWR, { SWRConfig, unstable_serialize, type Cache, type ScopedMutator, type SWRConfiguration } from 'swr';
import { initCache } from 'swr/_internal';
import { callBff, type ApiExtra, type ApiRequest, type QueryError } from './api';

/**
 * What an answer is about. Screen: the site configuration and screens
 * (fetched again when the configuration or the signed-in user changes); Cart
 * and Search: what a cart change makes stale; the others one kind of answer.
 */
export type Tag = 'Screen' | 'Cart' | 'Search' | 'Receipt' | 'Session' | 'Profile' | 'Payments' | 'SavedItems' | 'Wallet' | 'Schedules' | 'Forms';

/** How long an answer no component reads is kept: as long as RTK Query kept it, a minute. */
export const KEEP_UNUSED_MS = 60_000;

/** The cache key of a query: its name and arguments as SWR hashes them (object keys sorted), so that equal arguments share it. */
export function queryKey(name: string, args: unknown): string {
  return unstable_serialize([name, args]);
}

/** One store's query cache: the answers, which tags each carries, the calls under way, who reads each. */
export class QueryClient {
  readonly cache: Cache;
  /** SWR's mutate bound to this cache: writes an answer, or fetches it again when a component reads it. */
  readonly mutate: ScopedMutator;
  /** The SWR configuration of this cache (QueryProvider hands it to the components). */
  readonly config: SWRConfiguration;
  private readonly unload: () => void;
  private readonly tags = new Map<string, readonly Tag[]>();
  private readonly inflight = new Map<string, Promise<unknown>>();
  private readonly fulfilled = new Map<string, number>();
  private readonly readers = new Map<string, number>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Bumped by reset (every key) and by refresh (one key): an answer asked for before a bump is stale. */
  private resets = 0;
  private readonly refreshes = new Map<string, number>();

  constructor(
    readonly extra: ApiExtra = {},
    /** Where answers that the app's own slices follow are announced (the store's dispatch). */
    readonly dispatch: (action: UnknownAction) => unknown = () => undefined,
  ) {
    const map = new Map();
    // Initialised here rather than by SWRConfig, so that code outside the
    // components (the widget's origin check, the commands) can use the cache
    // before the first render. No refetch on focus or reconnect, as before.
    const never = () => () => undefined;
    const [cache, mutate, , , unload] = initCache(map, { initFocus: never, initReconnect: never })!;
    this.cache = cache;
    this.mutate = mutate;
    this.unload = unload;
    this.config = {
      provider: () => map,
      // An answer is read again only when a command makes it stale, on refetch, or when asked.
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
      // Concurrent reads of one key share one call (load); SWR forgets a finished
      // call at the next task rather than two seconds later.
      dedupingInterval: 0,
    };
  }

  /**
   * The answer of a key, from the call already under way for it if there is
   * one (de-duplication), else from a new call. tags are remembered for invalidate.
   */
  load<T>(key: string, tags: readonly Tag[], call: () => Promise<T>): Promise<T> {
    this.tags.set(key, tags);
    const running = this.inflight.get(key) as Promise<T> | undefined;
    if (running) {
      return running;
    }
    const started = call().then((data) => {
      this.fulfilled.set(key, Date.now());
      return data;
    });
    this.inflight.set(key, started);
    const done = () => {
      if (this.inflight.get(key) === started) {
        this.inflight.delete(key);
      }
    };
    started.then(done, done);
    return started;
  }

  /**
   * Where the cache stands for key: an answer asked for at one stamp is
   * written only while current(key, stamp) holds, so that an answer that was
   * under way at sign-out (reset) or when its key was made stale (refresh)
   * cannot bring back what the cache moved on from.
   */
  stamp(key: string): string {
    return `${this.resets}:${this.refreshes.get(key) ?? 0}`;
  }

  /** Whether nothing reset the cache or made key stale since stamp was taken. */
  current(key: string, stamp: string): boolean {
    return this.stamp(key) === stamp;
  }

  /** The cached answer of a key. */
  read<T>(key: string): T | undefined {
    return this.cache.get(key)?.data as T | undefined;
  }

  /** When the answer of a key last arrived (ms since the epoch). */
  fulfilledAt(key: string): number | undefined {
    return this.fulfilled.get(key);
  }

  /** Writes an answer into the cache (the components reading it draw it at once). */
  async write<T>(key: string, tags: readonly Tag[], data: T): Promise<void> {
    this.tags.set(key, tags);
    this.fulfilled.set(key, Date.now());
    if (!this.readers.get(key)) this.expire(key);
    await this.mutate(key, data, { revalidate: false });
  }

  /** A component reads key from now on; returns its release. Unread answers are dropped after KEEP_UNUSED_MS. */
  watch(key: string): () => void {
    clearTimeout(this.timers.get(key));
    this.readers.set(key, (this.readers.get(key) ?? 0) + 1);
    return () => {
      const left = this.readers.get(key)! - 1;
      this.readers.set(key, left);
      if (!left) this.expire(key);
    };
  }

  private expire(key: string): void {
    clearTimeout(this.timers.get(key));
    this.timers.set(
      key,
      setTimeout(() => {
        if (!this.readers.get(key)) this.drop(key);
      }, KEEP_UNUSED_MS),
    );
  }

  /**
   * Marks every answer carrying one of tags stale: one a component reads is
   * fetched again now, any other is dropped and fetched when next read.
   */
  invalidate(tags: readonly Tag[]): Promise<unknown> {
    const stale = [...this.tags].filter(([, carried]) => carried.some((tag) => tags.includes(tag)));
    return Promise.all(stale.map(([key]) => this.refresh(key)));
  }

  /** Marks one answer stale: fetched again now if a component reads it, else dropped. */
  refresh(key: string): Promise<unknown> {
    // A call under way may have started before the change: a new one answers.
    this.inflight.delete(key);
    this.refreshes.set(key, (this.refreshes.get(key) ?? 0) + 1);
    if (this.readers.get(key)) {
      return this.mutate(key);
    }
    this.drop(key);
    return Promise.resolve();
  }

  /** Empties the cache (sign-out): the components on the page fetch what they read afresh. */
  reset(): void {
    this.resets += 1;
    this.inflight.clear();
    this.fulfilled.clear();
    this.tags.clear();
    this.unload();
  }

  private drop(key: string): void {
    this.cache.delete(key);
    this.fulfilled.delete(key);
    this.tags.delete(key);
  }
}

const ClientContext = createContext<QueryClient | null>(null);

/** Gives the components below the cache of client. */
export function QueryProvider({ client, children }: { client: QueryClient; children?: ReactNode }) {
  return createElement(
    ClientContext.Provider,
    { value: client },
    createElement(SWRConfig, { value: client.config }, children),
  );
}

/** The query cache of the components' store. */
export function useQueryClient(): QueryClient {
  // StoreProvider (state/StoreProvider.tsx) gives every tree its store's client.
  return useContext(ClientContext)!;
}

/** A query's state as a component sees it (RTK Query's useQuery result, the fields the app reads). */
export interface QueryResult<T> {
  /** The latest answer, also of the previous arguments while new ones load. */
  data: T | undefined;
  /** The answer of these arguments only. */
  currentData: T | undefined;
  error: QueryError | undefined;
  /** The first load: a call under way and nothing to show yet. */
  isLoading: boolean;
  /** Any call under way, also a refetch with an answer on show. */
  isFetching: boolean;
  isSuccess: boolean;
  isError: boolean;
  fulfilledTimeStamp: number | undefined;
  /** Fetches these arguments again. */
  refetch: () => Promise<unknown>;
}

export interface QueryOptions {
  /** Fetch nothing (yet). */
  skip?: boolean;
  /** Fetch again on every mount and argument change, even with an answer cached. */
  refetchOnMountOrArgChange?: boolean;
}

export interface QueryDefinition<T, A> {
  request: (args: A) => ApiRequest;
  tags?: readonly Tag[];
  /** Runs when an answer arrives or is written, e.g. to tell the app's own slices. */
  onData?: (data: T, client: QueryClient) => void;
}

/** A query: its hook, and its cache for code outside the components. */
export interface QueryEndpoint<T, A> {
  key(args: A): string;
  useQuery(args: A, options?: QueryOptions): QueryResult<T>;
  /** The cached answer, else a new call (force: always a new call, unless one is under way); rejects with the QueryError. */
  fetch(client: QueryClient, args: A, options?: { force?: boolean }): Promise<T>;
  read(client: QueryClient, args: A): T | undefined;
  /** Puts an answer in the cache as if it had been fetched. */
  upsert(client: QueryClient, args: A, data: T): Promise<void>;
  /**
   * Changes the cached answer, if there is one, and returns the undo: it puts
   * the answer back if nothing replaced it since, else fetches it again
   * (settled when the cache is).
   */
  update(client: QueryClient, args: A, recipe: (draft: Draft<T>) => void): () => Promise<unknown>;
}

async function unwrapped<T>(request: ApiRequest, client: QueryClient): Promise<T> {
  const result = await callBff<T>(request, client.extra);
  if ('error' in result) {
    throw result.error;
  }
  return result.data;
}

/** Defines a query named name (the cache key's prefix). */
export function defineQuery<T, A>(name: string, definition: QueryDefinition<T, A>): QueryEndpoint<T, A> {
  const tags = definition.tags ?? [];
  const key = (args: A) => queryKey(name, args);
  const load = (client: QueryClient, args: A) => {
    const at = key(args);
    return client.load(at, tags, async () => {
      const stamp = client.stamp(at);
      const data = await unwrapped<T>(definition.request(args), client);
      // An answer to a call the cache has moved on from (a reset, or the key
      // made stale meanwhile) must not tell the app after the newer one did.
      if (client.current(at, stamp)) {
        definition.onData?.(data, client);
      }
      return data;
    });
  };

  function useQuery(args: A, options: QueryOptions = {}): QueryResult<T> {
    const client = useQueryClient();
    const current = options.skip ? null : key(args);
    const swr = useSWR<T, QueryError>(current, () => load(client, args));
    const { mutate } = swr;
    useEffect(() => (current ? client.watch(current) : undefined), [client, current]);
    // A new call, not SWR's mount revalidation: that one reuses a call that
    // has just answered another reader (before this component existed).
    const fresh = options.refetchOnMountOrArgChange && current !== null;
    useEffect(() => {
      if (fresh) void mutate();
    }, [fresh, current, mutate]);
    // RTK Query's data: the answer of these arguments, else the last one this
    // component showed of other arguments (none after a reset of these).
    const last = useRef<{ key: string | null; data: T | undefined }>({ key: null, data: undefined });
    const currentData = swr.data;
    const isFetching = swr.isValidating;
    const error = swr.error;
    useEffect(() => {
      if (currentData !== undefined) {
        last.current = { key: current, data: currentData };
      }
    });
    const data = currentData !== undefined ? currentData : last.current.key !== current ? last.current.data : undefined;
    const refetch = useCallback(() => mutate(), [mutate]);
    const isError = error !== undefined && !isFetching;
    return {
      data,
      currentData,
      error,
      isLoading: isFetching && data === undefined,
      isFetching,
      isSuccess: currentData !== undefined && !isError,
      isError,
      fulfilledTimeStamp: current ? client.fulfilledAt(current) : undefined,
      refetch,
    };
  }

  return {
    key,
    useQuery,
    async fetch(client, args, options = {}) {
      const cached = client.read<T>(key(args));
      if (cached !== undefined && !options.force) {
        return cached;
      }
      const at = key(args);
      const stamp = client.stamp(at);
      const data = await load(client, args);
      if (client.current(at, stamp)) {
        await client.write(at, tags, data);
      }
      return data;
    },
    read: (client, args) => client.read<T>(key(args)),
    upsert(client, args, data) {
      const written = client.write(key(args), tags, data);
      definition.onData?.(data, client);
      return written;
    },
    update(client, args, recipe) {
      const at = key(args);
      const before = client.read<T>(at);
      if (before === undefined) {
        return () => Promise.resolve();
      }
      const after = createNextState(before, recipe) as T;
      void client.mutate(at, after, { revalidate: false });
      return () => (client.read<T>(at) === after ? client.mutate(at, before, { revalidate: false }) : client.refresh(at));
    },
  };
}

/** The answer of a command: its data, or the error; unwrap() gives the data or rejects with the error. */
export type MutationCall<T> = Promise<{ data: T } | { error: QueryError }> & { unwrap(): Promise<T> };

/** A command's state as a component sees it: of the latest call. */
export interface MutationState<T> {
  isLoading: boolean;
  isSuccess: boolean;
  isError: boolean;
  data: T | undefined;
  error: QueryError | undefined;
}

export interface MutationDefinition<T, A> {
  request: (args: A) => ApiRequest;
  /** The tags the outcome makes stale (data is undefined after a failure). */
  invalidates?: (data: T | undefined, error: QueryError | undefined, args: A) => readonly Tag[];
  /** Runs after a success, before the stale answers are fetched again: puts the answer in the cache. */
  onSuccess?: (data: T, args: A, client: QueryClient) => void;
  /** Reshapes a failure, with the response when one came. */
  transformError?: (error: QueryError, response: Response | undefined) => QueryError;
}

/** A command: its hook, and run for code outside the components. */
export interface MutationEndpoint<T, A> {
  useMutation(): readonly [(args: A) => MutationCall<T>, MutationState<T>];
  run(client: QueryClient, args: A): MutationCall<T>;
}

type Outcome<T> = { data: T } | { error: QueryError };

/** Defines a command. */
export function defineMutation<T, A>(definition: MutationDefinition<T, A>): MutationEndpoint<T, A> {
  function run(client: QueryClient, args: A): MutationCall<T> {
    const outcome = (async (): Promise<Outcome<T>> => {
      const result = await callBff<T>(definition.request(args), client.extra);
      let answer: Outcome<T>;
      if ('error' in result) {
        answer = { error: definition.transformError ? definition.transformError(result.error, result.response) : result.error };
      } else {
        answer = { data: result.data };
        definition.onSuccess?.(result.data, args, client);
      }
      const stale = definition.invalidates?.(
        'data' in answer ? answer.data : undefined,
        'error' in answer ? answer.error : undefined,
        args,
      );
      if (stale?.length) {
        void client.invalidate(stale);
      }
      return answer;
    })();
    return Object.assign(outcome, {
      unwrap: () => outcome.then((answer) => ('error' in answer ? Promise.reject(answer.error) : answer.data)),
    });
  }

  function useMutation() {
    const client = useQueryClient();
    const [state, setState] = useState<{ pending?: boolean; outcome?: Outcome<T> }>({});
    const latest = useRef(0);
    const trigger = useCallback(
      (args: A) => {
        const id = ++latest.current;
        setState({ pending: true });
        const call = run(client, args);
        void call.then((outcome) => {
          if (latest.current === id) setState({ outcome });
        });
        return call;
      },
      [client],
    );
    const result = useMemo<MutationState<T>>(() => {
      const outcome = state.outcome;
      return {
        isLoading: state.pending === true,
        isSuccess: outcome !== undefined && 'data' in outcome,
        isError: outcome !== undefined && 'error' in outcome,
        data: outcome && 'data' in outcome ? outcome.data : undefined,
        error: outcome && 'error' in outcome ? outcome.error : undefined,
      };
    }, [state]);
    return [trigger, result] as const;
  }

  return { useMutation, run };
}
