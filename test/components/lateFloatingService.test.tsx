/**
 * The floating service button arrives after the first paint; when its chunk cannot be downloaded
 * (offline), it draws nothing and the screen stays, instead of the route's error page.
 */
import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { LateFloatingService } from '../../src/components/LateFloatingService';

jest.mock('../../src/components/FloatingService', () => {
  throw new Error('ChunkLoadError: offline');
});

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  render = () => (this.state.failed ? <p>route error page</p> : this.props.children);
}

test('a chunk that cannot be downloaded draws nothing and leaves the screen as it was', async () => {
  render(
    <Boundary>
      <main>
        <h1>Repay</h1>
        <LateFloatingService drawn to="/actLegislation" label="Customer service" />
      </main>
    </Boundary>,
  );
  // Past the page's idle moment and the failed import.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByRole('heading', { name: 'Repay' })).toBeInTheDocument();
  expect(screen.queryByText('route error page')).toBeNull();
  expect(screen.queryByRole('link', { name: 'Customer service' })).toBeNull();
});
