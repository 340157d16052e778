import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { businessResource } from '@/api/resource';
import { stubApi } from '@/test/api-stub';
import { renderWithApp } from '@/test/render';
import { useActiveToggle } from './row-changes';

const LIST = '/business/v1/{businessId}/tools/customers/';
const ITEM = '/business/v1/{businessId}/tools/customers/{id}';
const customers = businessResource({ list: LIST, item: ITEM });

const ADA = {
  id: 4,
  name: 'Ada Eze',
  type: 'individual' as const,
  email: null,
  phone_number: null,
  active: true,
  created_at: '2026-02-14T11:20:00Z',
};

/** The Undo button of the toast that says `text` (toasts of earlier tests may still be leaving). */
function undoOf(text: string): HTMLElement {
  const item = screen.getByText(text).closest('[data-sonner-toast]');
  if (!(item instanceof HTMLElement)) throw new Error(`No toast says ${text}`);
  return within(item).getByRole('button', { name: 'Undo' });
}

function Harness({ onError, name = ADA.name }: { onError?: (error: unknown) => void; name?: string }) {
  const row = { ...ADA, name };
  const toggle = useActiveToggle<typeof ADA, unknown>({
    resource: customers,
    scope: { businessId: 12 },
    nameOf: (row) => row.name,
  });
  return (
    <button type="button" onClick={() => void toggle.remove(row).catch((error: unknown) => onError?.(error))}>
      Remove Ada
    </button>
  );
}

function backend() {
  return stubApi().on('patch', ITEM, ({ body }) => ({ status: 200, body: { ...ADA, active: body.active ?? ADA.active } }));
}

describe('useActiveToggle: Undo in the remove toast', () => {
  it('restores from the keyboard, once, with its own message', async () => {
    const api = backend();
    const { user } = renderWithApp(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Remove Ada' }));
    expect(await screen.findByText('“Ada Eze” removed')).toBeInTheDocument();
    const undo = undoOf('“Ada Eze” removed');
    undo.focus();
    await user.keyboard('{Enter}');
    undo.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('“Ada Eze” restored')).toBeInTheDocument();
    expect(api.calls('patch', ITEM).map((call) => [call.params.id, call.body])).toEqual([
      ['4', { active: false }],
      ['4', { active: true }],
    ]);
  });

  it("says when the undo fails, naming the record and the server's reason", async () => {
    const api = backend();
    const { user } = renderWithApp(<Harness name="Bola Ade" />);
    await user.click(screen.getByRole('button', { name: 'Remove Ada' }));
    await screen.findByText('“Bola Ade” removed');
    const undo = undoOf('“Bola Ade” removed');
    api.failNext('patch', ITEM, { status: 400, body: { detail: 'This customer was deleted for good.' } });
    await user.click(undo);
    expect(
      await screen.findByText("Couldn't undo the removal of “Bola Ade”: This customer was deleted for good."),
    ).toBeInTheDocument();
    expect(screen.queryByText('“Bola Ade” restored')).not.toBeInTheDocument();
  });

  it('offers no Undo when the remove itself fails (the confirm dialog shows that error)', async () => {
    const api = backend();
    const errors: unknown[] = [];
    api.failNext('patch', ITEM, { status: 400, body: { detail: 'Not now.' } });
    const { user } = renderWithApp(<Harness name="Chuka Obi" onError={(error) => errors.push(error)} />);
    await user.click(screen.getByRole('button', { name: 'Remove Ada' }));
    await waitFor(() => expect(errors).toHaveLength(1));
    expect(screen.queryByText('“Chuka Obi” removed')).not.toBeInTheDocument();
  });
});

// Issue 21's fault sweep: the remove dialog showed a broken answer's raw SyntaxError text.
describe('useActiveToggle: a failed remove', () => {
  it.each([
    ['malformed' as const, 'Please try again'],
    ['network' as const, 'Network Error'],
  ])('rejects a %s answer with the catalogue’s words', async (failure, message) => {
    const api = backend();
    api.failNext('patch', ITEM, failure);
    const errors: unknown[] = [];
    const { user } = renderWithApp(<Harness onError={(error) => errors.push(error)} />);
    await user.click(screen.getByRole('button', { name: 'Remove Ada' }));
    await waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toMatchObject({ message });
  });
});
