/**
 * Test kit of the loan machines: a real store started from a page query with fake effects and the
 * features under test, a log of every action it saw, and a log of every request the contract server
 * answered (path, query, headers, JSON body), to count pushes and check what each call carried.
 */
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { SetupServer } from 'msw/node';
import { makeStore } from '../../../store';
import type { Feature } from '../../../store/feature';
import { readSessionStart } from '../../../store/session/readQuery';
import { sessionStarted } from '../../../store/session/slice';
import { fakeEffects } from '../../support/effects';

export const SESSION =
  'deviceId=dev-1&appVersion=1.0.0&userId=42&sessionId=s-1&clientType=ios&merchantNumber=0&mobilePhone=13812345678';

export function startStore(search: string, features: readonly Feature[] = []) {
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const effects = fakeEffects();
  const store = makeStore({ effects, features, middleware: [recorder] });
  store.dispatch(
    sessionStarted(
      readSessionStart(
        { search, hash: '' },
        'jest',
        () => null,
        () => 'ios',
      ),
    ),
  );
  const ofType = (type: string) => actions.filter((a) => a.type === type);
  return { store, actions, ofType, effects };
}

interface SeenRequest {
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** Every request that reached the contract server during the current test (call at file level). */
export function watchRequests(server: SetupServer) {
  const seen: SeenRequest[] = [];
  const pending: Promise<unknown>[] = [];
  const onStart = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const type = request.headers.get('content-type') ?? '';
    const entry: SeenRequest = {
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(request.headers),
      body: {},
    };
    seen.push(entry);
    if (type.includes('json')) {
      pending.push(
        request
          .clone()
          .json()
          .then((b) => Object.assign(entry.body, b))
          .catch(() => undefined),
      );
    }
  };
  server.events.on('request:start', onStart);
  beforeEach(() => {
    seen.length = 0;
    pending.length = 0;
  });
  return {
    seen,
    to: (suffix: string) => seen.filter((r) => r.path.endsWith(suffix)),
    settled: () => Promise.all(pending),
  };
}
