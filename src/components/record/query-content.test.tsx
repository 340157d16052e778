import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ListTable, tableStateOf } from '@/components/list/list-table';
import { QueryContent } from './query-content';

function withClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A call that fails the first time and answers the second (Retry). */
function flaky() {
  let calls = 0;
  return () => {
    calls += 1;
    return calls === 1 ? Promise.reject(new Error('The server is having a moment.')) : Promise.resolve(['Lagos', 'Houston']);
  };
}

function Topics({ fetch }: { fetch: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['topics'], queryFn: fetch });
  return (
    <QueryContent query={query} label="the topics">
      {(topics) => <p>{topics.join(' and ')}</p>}
    </QueryContent>
  );
}

function Table({ fetch }: { fetch: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['rows'], queryFn: fetch });
  return (
    <ListTable
      caption="Places"
      rows={query.data}
      columns={[{ id: 'name', header: 'Name', cell: (row) => row }]}
      {...tableStateOf(query)}
      emptyTitle="No places"
    />
  );
}

describe('loading states of a prefetched page (decision 0012)', () => {
  it('QueryContent shows a loading status, then the error with Retry, then the data', async () => {
    render(withClient(<Topics fetch={flaky()} />));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the topics');
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is having a moment.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Lagos and Houston')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ListTable takes the query state: the error with Retry, then the rows', async () => {
    render(withClient(<Table fetch={flaky()} />));
    expect(await screen.findByText('The server is having a moment.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('cell', { name: 'Houston' })).toBeInTheDocument();
  });
});
