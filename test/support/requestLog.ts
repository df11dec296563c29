/** The paths of the requests the contract server's msw handlers receive, emptied before each test. */
import { server } from './msw';

export function logRequestPaths(): string[] {
  const paths: string[] = [];
  const onRequest = ({ request }: { request: Request }) => {
    paths.push(new URL(request.url).pathname);
  };
  beforeAll(() => server.events.on('request:start', onRequest));
  afterAll(() => server.events.removeListener('request:start', onRequest));
  beforeEach(() => {
    paths.length = 0;
  });
  return paths;
}
