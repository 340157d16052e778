import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { applyServerErrors, useAppForm } from './index';

const schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Name is required')),
  phone: v.string(),
  amount: v.pipe(v.string(), v.nonEmpty('Enter an amount')),
  bank: v.string(),
  date: v.string(),
  pin: v.string(),
  note: v.string(),
});
type Values = v.InferOutput<typeof schema>;

const empty: Values = { name: '', phone: '', amount: '', bank: '', date: '', pin: '', note: '' };

interface HarnessProps {
  onSubmit: (values: Values) => Promise<void> | void;
  onUnmatched?: (messages: string[]) => void;
  defaultValues?: Partial<Values>;
}

function CustomerForm({ onSubmit, onUnmatched, defaultValues }: HarnessProps) {
  const form = useAppForm({
    defaultValues: { ...empty, ...defaultValues },
    validators: { onSubmit: schema },
    onSubmit: async ({ value, formApi }) => {
      try {
        await onSubmit(value);
      } catch (error) {
        const unmatched = applyServerErrors(formApi, error, { fieldMap: { phone_number: 'phone' } });
        onUnmatched?.(unmatched);
      }
    },
  });
  return (
    <form.AppForm>
      <form.FormRoot aria-label="Customer">
        <form.AppField name="name">{(field) => <field.TextField label="Name" required />}</form.AppField>
        <form.AppField name="phone">{(field) => <field.TextField label="Phone" type="tel" />}</form.AppField>
        <form.AppField name="amount">{(field) => <field.MoneyField label="Opening balance" currency="NGN" />}</form.AppField>
        <form.AppField name="bank">
          {(field) => (
            <field.SelectField
              label="Bank"
              options={[
                { label: 'Access Bank', value: 'access' },
                { label: 'Zenith Bank', value: 'zenith' },
              ]}
            />
          )}
        </form.AppField>
        <form.AppField name="date">{(field) => <field.DateField label="Since" />}</form.AppField>
        <form.AppField name="pin">{(field) => <field.PinField label="PIN" length={4} mask />}</form.AppField>
        <form.AppField name="note">{(field) => <field.TextareaField label="Note" />}</form.AppField>
        <form.SubmitButton>Save customer</form.SubmitButton>
      </form.FormRoot>
    </form.AppForm>
  );
}

const nameInput = () => screen.getByRole('textbox', { name: /^Name/ });
const phoneInput = () => screen.getByRole('textbox', { name: 'Phone' });
const amountInput = () => screen.getByRole('textbox', { name: 'Opening balance' });

describe('form kit', () => {
  it("offers form.Field and form.Subscribe beside the bound fields, and keeps the form's id across renders", async () => {
    function Plain() {
      const form = useAppForm({ defaultValues: { title: '' }, formId: 'plain' });
      return (
        <form.AppForm>
          <form.FormRoot aria-label="Plain">
            <form.Field name="title">
              {(field) => (
                <input
                  aria-label="Title"
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value)}
                />
              )}
            </form.Field>
            <form.Subscribe selector={(state) => state.values.title}>
              {(title) => <output>Title is {title || 'empty'}</output>}
            </form.Subscribe>
            <p>Form {form.formId}</p>
          </form.FormRoot>
        </form.AppForm>
      );
    }
    render(<Plain />);
    expect(screen.getByText('Title is empty')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Q3');
    expect(await screen.findByText('Title is Q3')).toBeInTheDocument();
    expect(screen.getByText('Form plain')).toBeInTheDocument();
  });

  it('is a form without native validation or autocomplete', () => {
    render(<CustomerForm onSubmit={() => {}} />);
    const form = screen.getByRole('form', { name: 'Customer' });
    expect(form).toHaveAttribute('novalidate');
    expect(form).toHaveAttribute('autocomplete', 'off');
  });

  it('shows valibot errors at the field after submit, focuses the first, and clears them on edit', async () => {
    const onSubmit = vi.fn();
    render(<CustomerForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save customer' }));

    const error = await screen.findByText('Name is required');
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(nameInput().getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    // One line under the control, not on the label's row (decision 15).
    expect(error.parentElement).toHaveAttribute('data-slot', 'field');
    expect(nameInput().compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Enter an amount')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(nameInput()).toHaveFocus());

    await userEvent.type(nameInput(), 'Ada');
    await waitFor(() => expect(screen.queryByText('Name is required')).not.toBeInTheDocument());
    expect(nameInput()).not.toHaveAttribute('aria-invalid');
  });

  it('submits typed values of every field kind as strings', async () => {
    const onSubmit = vi.fn();
    render(<CustomerForm onSubmit={onSubmit} />);
    await userEvent.type(nameInput(), 'Ada Obi');
    await userEvent.type(amountInput(), '1500.50');
    await userEvent.click(screen.getByRole('combobox', { name: 'Bank' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Zenith Bank' }));
    fireEvent.change(screen.getByLabelText('Since'), { target: { value: '2024-05-01' } });
    await userEvent.click(screen.getByLabelText('Digit 1 of 4'));
    await userEvent.paste('4321');
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'VIP');
    await userEvent.click(screen.getByRole('button', { name: 'Save customer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Ada Obi',
      phone: '',
      amount: '1500.50',
      bank: 'zenith',
      date: '2024-05-01',
      pin: '4321',
      note: 'VIP',
    });
  });

  it('puts server field errors on the right fields, keeps the typed values, and returns the rest', async () => {
    const onUnmatched = vi.fn();
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new ApiError({
          status: 400,
          message: 'Request failed with status code 400',
          fieldErrors: {
            name: ['A customer with this name already exists.'],
            phone_number: ['Enter a valid phone number.'],
            sku: ['Already taken.'],
            non_field_errors: ['Try again later.'],
          },
        }),
      ),
    );
    render(<CustomerForm onSubmit={onSubmit} onUnmatched={onUnmatched} />);
    await userEvent.type(nameInput(), 'Ada Obi');
    await userEvent.type(phoneInput(), '0803');
    await userEvent.type(amountInput(), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Save customer' }));

    const nameError = await screen.findByText('A customer with this name already exists.');
    const phoneError = screen.getByText('Enter a valid phone number.');
    expect(nameInput()).toHaveAccessibleDescription('A customer with this name already exists.');
    expect(phoneInput()).toHaveAccessibleDescription('Enter a valid phone number.');
    expect(nameInput().getAttribute('aria-describedby')).toContain(nameError.id);
    expect(phoneInput().getAttribute('aria-describedby')).toContain(phoneError.id);
    expect(onUnmatched).toHaveBeenCalledWith(['Sku: Already taken.', 'Try again later.']);

    // The form was not reset.
    expect(nameInput()).toHaveValue('Ada Obi');
    expect(phoneInput()).toHaveValue('0803');
    expect(amountInput()).toHaveValue('20');

    // Editing a field clears its server error only.
    await userEvent.type(nameInput(), 'x');
    await waitFor(() => expect(screen.queryByText('A customer with this name already exists.')).not.toBeInTheDocument());
    expect(nameInput()).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Enter a valid phone number.')).toBeInTheDocument();
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks every field again on the next submit, while another field is still wrong', async () => {
    const onSubmit = vi.fn();
    render(<CustomerForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save customer' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount')).toBeInTheDocument();
    // Editing the name clears its message; blank again (spaces) while the amount is still
    // missing, the next submit must say so again rather than stop at the amount.
    await userEvent.type(nameInput(), '   ');
    await waitFor(() => expect(screen.queryByText('Name is required')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Save customer' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears server errors when submitting again', async () => {
    let fail = true;
    const onSubmit = vi.fn(() =>
      fail
        ? Promise.reject(Object.assign(new Error('Bad request'), { fieldErrors: { phone_number: ['Invalid phone'] } }))
        : Promise.resolve(),
    );
    render(<CustomerForm onSubmit={onSubmit} defaultValues={{ name: 'Ada', amount: '1' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save customer' }));
    expect(await screen.findByText('Invalid phone')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save customer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByText('Invalid phone')).not.toBeInTheDocument());
  });

  it('makes the submit button busy (aria-disabled, focus kept) while submitting; a second press submits nothing', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<CustomerForm onSubmit={onSubmit} defaultValues={{ name: 'Ada', amount: '5' }} />);
    const button = screen.getByRole('button', { name: 'Save customer' });
    expect(button).toHaveAttribute('type', 'submit');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
  });
});

describe('applyServerErrors', () => {
  function fakeForm(fields: string[]) {
    const metas: Record<string, { errorMap: Record<string, unknown> }> = {};
    return {
      metas,
      form: {
        fieldInfo: Object.fromEntries(fields.map((f) => [f, {}])),
        setFieldMeta: (name: string, updater: (prev: { errorMap: Record<string, unknown> }) => unknown) => {
          metas[name] = updater(metas[name] ?? { errorMap: {} }) as { errorMap: Record<string, unknown> };
        },
      } as unknown as Parameters<typeof applyServerErrors>[0],
    };
  }

  it('maps snake_case server names to camelCase fields', () => {
    const { form, metas } = fakeForm(['unitPrice']);
    expect(applyServerErrors(form, { fieldErrors: { unit_price: ['Too low', 'Must be positive'] } })).toEqual([]);
    expect(metas.unitPrice?.errorMap.onServer).toBe('Too low Must be positive');
  });

  it('returns the message when no field matched', () => {
    const { form } = fakeForm(['name']);
    expect(applyServerErrors(form, { message: 'Network Error', fieldErrors: {} })).toEqual(['Network Error']);
    expect(applyServerErrors(form, new Error('Please try again'))).toEqual(['Please try again']);
    expect(applyServerErrors(form, 'plain')).toEqual(['plain']);
    expect(applyServerErrors(form, undefined)).toEqual([]);
  });

  it('does not return the generic message once a field shows an error', () => {
    const { form } = fakeForm(['name']);
    expect(applyServerErrors(form, { message: 'Request failed with status code 400', fieldErrors: { name: ['Taken'] } })).toEqual(
      [],
    );
  });
});
