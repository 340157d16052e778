import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderWithApp } from '@/test/render';
import { CreateBusinessForm } from './create-business-form';

function render() {
  stubApi()
    .on('get', '/business/v1/categories', { status: 200, body: [{ id: 3, name: 'Fashion' }] })
    .on('get', '/business/v1/currencies/', {
      status: 200,
      body: [
        { id: 1, name: 'Nigerian naira', code: 'NGN', symbol: '₦', active: true, created_at: '2026-01-01T00:00:00Z' },
        { id: 2, name: 'US dollar', code: 'USD', symbol: '$', active: true, created_at: '2026-01-01T00:00:00Z' },
      ],
    });
  return renderWithApp(<CreateBusinessForm />, { routerPath: '/businesses/new' });
}

const phones = () => [
  screen.getByRole('textbox', { name: /^Phone number/ }),
  screen.getByRole('textbox', { name: /^Location phone number/ }),
];

describe('create business: phone examples follow the currency being chosen', () => {
  it('shows a Nigerian example, then a US one once dollars are chosen, and checks the numbers against it', async () => {
    const { user } = render();
    const form = await screen.findByRole('form', { name: 'Create a business' });
    for (const phone of phones()) {
      expect(phone).toHaveAccessibleDescription('e.g. 0803 123 4567');
      expect(phone).toHaveAttribute('placeholder', '0803 123 4567');
    }

    await user.click(within(form).getByRole('combobox', { name: /^Currency/ }));
    await user.click(await screen.findByRole('option', { name: 'US dollar (USD)' }));
    for (const phone of phones()) {
      expect(phone).toHaveAccessibleDescription('e.g. (555) 123-4567');
      expect(phone).toHaveAttribute('placeholder', '(555) 123-4567');
    }

    const [business, location] = phones() as [HTMLElement, HTMLElement];
    await user.type(business, '0803 123 4567');
    await user.type(location, '(713) 555-0142');
    await user.click(within(form).getByRole('button', { name: 'Create business' }));
    const message = 'Enter a valid US phone number, e.g. (555) 123-4567';
    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(business).toHaveAccessibleDescription(message);
    expect(location).toHaveAccessibleDescription('e.g. (555) 123-4567');
  });
});
