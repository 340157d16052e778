import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HOSTILE_STRINGS } from '@/test/hostile-strings';
import { expectInertDom, renderWithApp } from '@/test/render';
import { NGN_ACCOUNT, stubBanking } from '../../testing/banking-stub';
import { BeneficiariesPage } from './beneficiaries-page';

const beneficiary = (id: number, name: string, bank = 'Guaranty Trust Bank') => ({
  id,
  name,
  account_number: '0234567891',
  bank_name: bank,
  bank_code: '000013',
  routing_number: null,
  account_type: null,
  currency: 'NGN' as const,
  created_at: '2026-11-20T10:00:00Z',
});

function stub(list = [beneficiary(801, 'CHIDI OKAFOR'), beneficiary(802, 'NGOZI EZE', 'Zenith Bank')]) {
  return stubBanking()
    .on('get', '/personal_bank_accounts/', { status: 200, body: [NGN_ACCOUNT] })
    .on('get', '/bank_accounts/', { status: 200, body: [] })
    .on('get', '/personal_bank_accounts/{id}/beneficiaries/', { status: 200, body: list });
}

describe('BeneficiariesPage', () => {
  it('searches in the browser and links Send to the transfer flow from this account', async () => {
    stub();
    renderWithApp(<BeneficiariesPage search={{ search: 'zenith' }} onSearchChange={vi.fn()} />, {
      routerPath: '/banking/beneficiaries',
    });
    expect(await screen.findByText('NGOZI EZE')).toBeVisible();
    expect(screen.queryByText('CHIDI OKAFOR')).toBeNull();
    expect(screen.getByText('1 of 2 beneficiaries match')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Send money to NGOZI EZE' })).toHaveAttribute(
      'href',
      '/banking/transfer?from=personal%3A1001&to=802',
    );
  });

  it('renders hostile beneficiary names as text', async () => {
    stub(HOSTILE_STRINGS.slice(0, 8).map((h, i) => beneficiary(900 + i, h.value)));
    renderWithApp(<BeneficiariesPage search={{}} onSearchChange={vi.fn()} />, { routerPath: '/banking/beneficiaries' });
    expect((await screen.findAllByText(HOSTILE_STRINGS[0]!.value)).length).toBeGreaterThan(0);
    expectInertDom();
  });
});
