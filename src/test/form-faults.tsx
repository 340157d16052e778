/**
 * The two scenarios every record form shares, written once; each `*.faults.test.tsx` says only
 * what its form is (how to render it, its fields, its save call):
 *
 * - `describeSaveFaults`: a save that fails (500 with a message, a dropped connection) shows the
 *   error, keeps every field as typed, lets the user press save again, and that second save
 *   succeeds: one successful write, with the same body.
 * - `describeHostileInput`: hostile strings put into the free-text fields are sent as typed (the
 *   forms trim the ends), and a record named with them is shown as text.
 */
import type { ReactElement } from 'react';
import type { Mock } from 'vitest';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ApiStub, Failure, Method, PathOf } from './api-stub';
import { succeeded } from './api-stub';
import { HOSTILE_NAMES, HOSTILE_STRINGS } from './hostile-strings';
import {
  expectFieldsKept,
  expectInertDom,
  fillFields,
  renderWithApp,
  theDialog,
  type RenderWithAppOptions,
  type RenderWithAppResult,
} from './render';

// Form journeys in jsdom (the roles matrix has 88 controls) need longer than the default 5 s on a
// busy machine. Applies to the test files that import this module.
vi.setConfig({ testTimeout: 30_000 });

export interface FormUnderTest {
  api: ApiStub;
  user: RenderWithAppResult['user'];
  dialog: HTMLElement;
  onSaved: Mock;
}

/**
 * Renders a form modal with its calls answered by `api`; `form(onSaved)` is the element, e.g.
 * `(onSaved) => <CustomerFormModal open onOpenChange={vi.fn()} onSaved={onSaved} />`.
 */
export function renderForm(api: ApiStub, form: (onSaved: Mock) => ReactElement, options?: RenderWithAppOptions): FormUnderTest {
  const onSaved = vi.fn();
  const { user } = renderWithApp(form(onSaved), options);
  return { api, user, onSaved, dialog: theDialog() };
}

/** Ticks a checkbox or switch unless it is on already (a `complete` step runs once per save). */
export async function ensureChecked(user: RenderWithAppResult['user'], control: HTMLElement): Promise<void> {
  if (control.getAttribute('aria-checked') !== 'true') await user.click(control);
}

export interface FormSpec<M extends Method> {
  /** Renders the form (new record) with its calls stubbed. */
  render: () => FormUnderTest;
  /** The save call. */
  method: M;
  path: PathOf<M>;
  /** The submit button's name. */
  submit: string;
  /** Valid text for the text fields, by label. */
  values: Record<string, string>;
  /** Anything else a valid form needs (a category, a location, a permission), set after `values`. */
  complete?: (form: FormUnderTest) => Promise<void>;
}

const submitButton = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });

async function fill<M extends Method>(spec: FormSpec<M>, form: FormUnderTest, values = spec.values) {
  await fillFields(form.user, form.dialog, values);
  await spec.complete?.(form);
}

const FAULTS: { name: string; failure: Failure; message: string }[] = [
  {
    name: 'a 500 with a message',
    failure: { status: 500, body: { detail: 'The server is having a moment.', code: 'server_error' } },
    message: 'The server is having a moment.',
  },
  { name: 'a dropped connection', failure: 'network', message: 'Network Error' },
];

export function describeSaveFaults<M extends Method>(spec: FormSpec<M>): void {
  describe('a save that fails', () => {
    it.each(FAULTS)('$name: says so, keeps the input, and the same form saves once on the next try', async (fault) => {
      const form = spec.render();
      await fill(spec, form);
      form.api.failNext(spec.method, spec.path, fault.failure);
      await form.user.click(submitButton(form.dialog, spec.submit));

      expect(await screen.findByText(fault.message)).toBeInTheDocument();
      expectFieldsKept(form.dialog, spec.values);
      await waitFor(() => expect(submitButton(form.dialog, spec.submit)).toBeEnabled());
      expect(form.onSaved).not.toHaveBeenCalled();

      await form.user.click(submitButton(form.dialog, spec.submit));
      await waitFor(() => expect(form.onSaved).toHaveBeenCalledTimes(1));
      const calls = form.api.calls(spec.method, spec.path);
      expect(calls.map((call) => call.outcome)).toEqual([fault.failure, expect.any(Number)]);
      expect(calls.filter(succeeded)).toHaveLength(1);
      expect(calls[1]!.body).toEqual(calls[0]!.body);
    });
  });
}

/** Hostile strings of at most `max` characters, on one line unless `multiline`. */
export function hostileStrings(max: number, multiline = false): string[] {
  return HOSTILE_STRINGS.map((item) => item.value).filter(
    (value) => value.trim().length <= max && value.trim() !== '' && (multiline || !/[\r\n]/.test(value)),
  );
}

export interface HostileSpec<M extends Method> extends FormSpec<M> {
  /** Free-text fields: label -> the body's key, with the field's maximum length. */
  free: Record<string, { key: string; max: number; multiline?: boolean }>;
  /** Renders the form to edit a record whose free-text fields hold `text`, and the heading it should show. */
  edit?: (text: string) => { heading: string };
}

/** How many hostile strings each form sends (a spread of kinds; the full list runs in e2e and unit tests). */
const ROUNDS = 6;

export function describeHostileInput<M extends Method>(spec: HostileSpec<M>): void {
  describe('hostile input', () => {
    it('is sent as typed (ends trimmed), one save per try', async () => {
      const form = spec.render();
      const pools = Object.values(spec.free).map(({ max, multiline }) => hostileStrings(max, multiline));
      for (let round = 0; round < ROUNDS; round += 1) {
        const values = Object.fromEntries(
          Object.keys(spec.free).map((label, i) => {
            const pool = pools[i]!;
            // Spread the rounds over the whole list, and give each field a different string.
            return [label, pool[(round * 9 + i * 4) % pool.length]!];
          }),
        );
        await fill(spec, form, { ...spec.values, ...values });
        await form.user.click(submitButton(form.dialog, spec.submit));
        await waitFor(() => expect(form.onSaved).toHaveBeenCalledTimes(round + 1));
        const body = form.api.calls(spec.method, spec.path).at(-1)!.body as Record<string, unknown>;
        for (const [label, { key }] of Object.entries(spec.free)) expect(body[key], label).toBe(values[label]!.trim());
        expectInertDom();
      }
    });

    if (spec.edit) {
      const edit = spec.edit;
      it.each(HOSTILE_NAMES)('a record named %j is shown as text', (text) => {
        const { heading } = edit(text);
        expect(within(screen.getByRole('dialog')).getByRole('heading', { level: 2 })).toHaveTextContent(heading, {
          normalizeWhitespace: false,
        });
        expectInertDom();
      });
    }
  });
}

/** Both scenarios for one form: a failing save, then hostile input. */
export function describeFormFaults<M extends Method>(spec: HostileSpec<M>): void {
  describeSaveFaults(spec);
  describeHostileInput(spec);
}
