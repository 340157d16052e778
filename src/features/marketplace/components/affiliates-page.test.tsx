import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderWithApp } from '@/test/render';
import { page } from './marketplace-test-data';
import { AffiliatesPage } from './affiliates-page';

const LIST = '/business/v1/{businessId}/marketplace/affiliates/';

describe('affiliates', () => {
  it('says ‘Failed to fetch affiliates’ when the list cannot load', async () => {
    const api = stubApi().on('get', LIST, { status: 200, body: page([]) });
    api.failNext('get', LIST, { status: 403, body: { detail: 'Ask the owner.' } });
    renderWithApp(<AffiliatesPage search={{ page: undefined, search: undefined }} onSearchChange={() => {}} />, {
      routerPath: '/b/12/marketplace/affiliates',
    });
    expect(await screen.findByText('Failed to fetch affiliates')).toBeInTheDocument();
  });

  it('sends the search to the server', async () => {
    const api = stubApi().on('get', LIST, {
      status: 200,
      body: page([
        {
          id: 41,
          name: 'Owambe Plug',
          email: 'hello@owambeplug.com',
          commission_rate: '12.5',
          status: 'active' as const,
          total_sales: '90000.00',
          created_at: '2026-05-01T10:00:00Z',
        },
      ]),
    });
    renderWithApp(<AffiliatesPage search={{ page: undefined, search: 'owambe' }} onSearchChange={() => {}} />, {
      routerPath: '/b/12/marketplace/affiliates',
    });
    expect(await screen.findByText('Owambe Plug')).toBeInTheDocument();
    expect(api.calls('get', LIST)[0]!.query.get('search')).toBe('owambe');
    expect(api.calls('get', LIST)[0]!.query.get('per_page')).toBe('100');
  });
});
