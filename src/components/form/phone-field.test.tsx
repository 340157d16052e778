import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { phoneCountryOf } from '@/lib/phone';
import { phoneField } from '@/lib/phone-field';
import { useAppForm } from './index';

/** A supplier form of a business with this currency, as a feature would build it. */
function SupplierForm({ currency, onSubmit }: { currency: 'NGN' | 'USD'; onSubmit: (values: { phone: string }) => void }) {
  const country = phoneCountryOf(currency);
  const form = useAppForm({
    defaultValues: { phone: '' },
    validators: { onSubmit: v.object({ phone: phoneField(country, { required: true }) }) },
    onSubmit: ({ value }) => onSubmit(v.parse(v.object({ phone: phoneField(country) }), value)),
  });
  return (
    <form.AppForm>
      <form.FormRoot aria-label="Supplier">
        <form.AppField name="phone">{(field) => <field.PhoneField label="Phone" country={country} required />}</form.AppField>
        <form.SubmitButton>Save</form.SubmitButton>
      </form.FormRoot>
    </form.AppForm>
  );
}

const phone = () => screen.getByRole('textbox', { name: /^Phone/ });

describe('PhoneField', () => {
  it.each([
    ['NGN', 'e.g. 0803 123 4567', '0803 123 4567'],
    ['USD', 'e.g. (555) 123-4567', '(555) 123-4567'],
  ] as const)('gives a %s business its own example', (currency, hint, placeholder) => {
    render(<SupplierForm currency={currency} onSubmit={vi.fn()} />);
    expect(phone()).toHaveAccessibleDescription(hint);
    expect(phone()).toHaveAttribute('placeholder', placeholder);
    expect(phone()).toHaveAttribute('type', 'tel');
    expect(phone()).toHaveAttribute('inputmode', 'tel');
  });

  it('shows the country’s message under the field in place of the hint, and submits E.164', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<SupplierForm currency="NGN" onSubmit={onSubmit} />);
    await user.type(phone(), '0803 345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = 'Enter a valid Nigerian phone number, e.g. 0803 123 4567';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(phone()).toHaveAttribute('aria-invalid', 'true');
    expect(phone()).toHaveAccessibleDescription(message);
    expect(screen.queryByText('e.g. 0803 123 4567')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(phone(), ' 6789');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ phone: '+2348033456789' }));
  });
});
