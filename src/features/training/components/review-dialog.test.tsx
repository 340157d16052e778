import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi, type ApiStub } from '@/test/api-stub';
import { describeFormFaults, renderForm, type FormUnderTest } from '@/test/form-faults';
import { renderWithApp } from '@/test/render';
import { ReviewDialog } from './review-dialog';

const ADD = '/training/course/{id}/add_review/';

/** The stub is typed for the business contract; training paths are matched the same way. */
function stubTraining(): ApiStub {
  const api = stubApi();
  api.on('post', ADD as never, ({ body }: { body: { rating: number; comment: string } }) => ({
    status: 201,
    body: {
      id: 950,
      user: { id: 1, username: 'Ada Obi' },
      rating: body.rating,
      comment: body.comment,
      created_at: '2026-11-24T10:00:00Z',
    },
  }));
  return api;
}

const render = () =>
  renderForm(stubTraining(), (onSaved) => (
    <ReviewDialog open onOpenChange={vi.fn()} courseId={21} courseTitle="Pricing for profit" onSaved={onSaved} />
  ));

describeFormFaults({
  render,
  method: 'post',
  path: ADD as never,
  submit: 'Post review',
  values: { Review: 'Clear and practical.' },
  async complete({ user, dialog }: FormUnderTest) {
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
  },
  free: { Review: { key: 'comment', max: 1000, multiline: true } },
});

describe('the review form', () => {
  it('asks for a rating at the stars before sending anything', async () => {
    const form = render();
    await form.user.click(within(form.dialog).getByRole('button', { name: 'Post review' }));
    const group = within(form.dialog).getByRole('radiogroup', { name: /Rating/ });
    await waitFor(() => expect(group).toHaveAccessibleDescription('Choose a rating from 1 to 5 stars.'));
    expect(form.api.calls('post', ADD as never)).toHaveLength(0);
  });

  it('sends the rating chosen with the keyboard', async () => {
    const form = render();
    within(form.dialog).getByRole('radio', { name: '1 star' }).focus();
    await form.user.keyboard('{End}{ArrowLeft}');
    await form.user.click(within(form.dialog).getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(form.onSaved).toHaveBeenCalledTimes(1));
    expect(form.api.calls('post', ADD as never)[0]!.body).toEqual({ rating: 4, comment: '' });
  });

  it('says so when the course was reviewed already, and keeps the input', async () => {
    const api = stubTraining();
    api.on('post', ADD as never, { status: 400, body: { detail: 'You have already reviewed this course.' } });
    const onSaved = vi.fn();
    const { user } = renderWithApp(
      <ReviewDialog open onOpenChange={vi.fn()} courseId={21} courseTitle="Pricing" onSaved={onSaved} />,
    );
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Review/ }), 'Again');
    await user.click(within(dialog).getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('You have already reviewed this course.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Review/ })).toHaveValue('Again');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
