/** The contract server's handlers in jest (msw/node): import this file in a test to use them. */
import { setupServer } from 'msw/node';
import { handlers, resetServerState } from '../../server/handlers';

export const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetServerState());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
