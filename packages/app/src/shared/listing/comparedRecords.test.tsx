import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { createStore } from '../../testing/store';
import { defineResource } from '../data/definitions';
import { useComparedRecords } from './comparedRecords';

/** Records 1 and 2; while the server is down both fail, record 2 only once `answerSecond` lets it answer. */
function letters() {
  const server = { down: true };
  let answerSecond = () => {};
  const secondAnswers = new Promise<void>((resolve) => (answerSecond = resolve));
  const resource = defineResource(`test.comparedRecords${Math.random()}`, async ({ id }: { id: number }) => {
    if (id === 2) await secondAnswers;
    if (server.down) throw new Error('offline');
    return { record: { name: `Letter ${id}` } };
  });
  return { resource, server, answerSecond };
}

function Comparison({ resource }: { resource: ReturnType<typeof letters>['resource'] }) {
  const { view } = useComparedRecords(resource, [{ id: 1 }, { id: 2 }], (record, { id }) => ({
    id,
    title: record.name,
    values: {},
  }));
  if (view.status === 'failed') return <button onClick={view.retry}>Try again</button>;
  return <p>{view.status === 'loading' ? 'Loading' : view.data?.map((item) => item.title).join(', ')}</p>;
}

describe('useComparedRecords', () => {
  it('fails once every record has answered, so Try again asks for each that failed', async () => {
    const { resource, server, answerSecond } = letters();
    render(
      <Provider store={createStore(undefined, { retryDelayMs: 0 })}>
        <Comparison resource={resource} />
      </Provider>,
    );
    // Record 1 has failed (and so has its second ask); record 2 is still on its way.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Loading')).toBeInTheDocument();

    answerSecond();
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    server.down = false;
    await userEvent.click(tryAgain);
    expect(await screen.findByText('Letter 1, Letter 2')).toBeInTheDocument();
  });
});
