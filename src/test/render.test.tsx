import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { business } from '@/api/clients';
import { stubApi, succeeded } from './api-stub';
import { HOSTILE_STRINGS } from './hostile-strings';
import { expectInertDom, renderWithApp } from './render';

const TAGS = '/business/v1/{businessId}/tools/tags/';

/** The tags list through the app's own client and query client. */
function TagNames() {
  const tags = useQuery({
    queryKey: ['tags'],
    queryFn: async () => {
      const { data } = await business.client.GET(TAGS, { params: { path: { businessId: 12 } } });
      return data ?? [];
    },
    retry: false,
  });
  if (tags.isError) return <p>{tags.error.message}</p>;
  return (
    <ul>
      {tags.data?.map((tag) => (
        <li key={tag.id}>{tag.name}</li>
      ))}
    </ul>
  );
}

describe('stubApi and renderWithApp', () => {
  it('answers an operation by its path template and records the call', async () => {
    const api = stubApi().on('get', TAGS, { status: 200, body: [{ id: 1, name: 'Yards' }] });
    renderWithApp(<TagNames />);
    expect(await screen.findByText('Yards')).toBeInTheDocument();
    const [call] = api.calls('get', TAGS);
    expect(call).toMatchObject({ method: 'GET', path: '/business/v1/12/tools/tags/', params: { businessId: '12' } });
    expect(succeeded(call!)).toBe(true);
    expect(api.unanswered).toEqual([]);
  });

  it.each([
    { failure: { status: 500, body: { detail: 'Down for a moment.' } }, message: 'Down for a moment.' },
    { failure: 'network' as const, message: 'Network Error' },
    { failure: 'malformed' as const, message: 'Please try again' },
  ])('fails the next call once: $message', async ({ failure, message }) => {
    const api = stubApi().on('get', TAGS, { status: 200, body: [] }).failNext('get', TAGS, failure);
    renderWithApp(<TagNames />);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.calls('get', TAGS).map((call) => call.outcome)).toEqual([failure]);
  });

  it('lists calls nothing answers', async () => {
    const api = stubApi();
    renderWithApp(<TagNames />);
    expect(await screen.findByText(/No stub for GET/)).toBeInTheDocument();
    expect(api.unanswered).toEqual(['GET /business/v1/12/tools/tags/']);
  });

  it('renders inside a memory-history router when asked', async () => {
    stubApi();
    renderWithApp(
      <Link to="/b/$businessId" params={{ businessId: 12 }}>
        Dashboard
      </Link>,
      { routerPath: '/b/12/tags' },
    );
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/b/12');
  });
});

describe('expectInertDom', () => {
  it('passes for hostile strings rendered as text', () => {
    stubApi();
    const { container } = renderWithApp(
      <ul>
        {HOSTILE_STRINGS.map((item) => (
          <li key={item.label}>{item.value}</li>
        ))}
      </ul>,
    );
    expectInertDom(container);
  });

  it('fails when a string became markup', () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = HOSTILE_STRINGS.find((item) => item.label === 'img onerror')!.value;
    expect(() => expectInertDom(container)).toThrow(/injected elements/);
    container.remove();
  });
});
