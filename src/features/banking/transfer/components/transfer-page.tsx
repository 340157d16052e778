import { Suspense, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { PageLayout } from '@/components/layout/page-layout';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { lazyWithPreload } from '@/lib/lazy';
import { formatMoney } from '@/lib/money';
import { bankAccountsQuery, personalAccountsQuery } from '../../api/banking.queries';
import { sendTransfer, type Recipient, type SendInput, type Transfer } from '../api/transfer-api';
import {
  initialTransferState,
  STEP_COUNT,
  transferReducer,
  type AccountRef,
  type PaymentRoute,
  type TransferState,
} from '../state';
import { createTransferAttempts } from '../utils/attempts';
import { totalOf } from '../utils/rules';
import { sourceOf } from '../utils/source';
import { FromStep, unavailableReason, type FromOption } from './from-step';
import type { ResultOutcome } from './result-step';

// Only step 1 (From) is on the first paint; each later step's code (the bank picker and name
// check, the fee, the PIN, the receipt) loads on demand, preloaded as soon as the step before it
// shows, so moving on never waits in practice (issue 21's bundle budget).
const ToStep = lazyWithPreload(() => import('./to-step').then((m) => m.ToStep));
const AmountStep = lazyWithPreload(() => import('./amount-step').then((m) => m.AmountStep));
const ReviewStep = lazyWithPreload(() => import('./review-step').then((m) => m.ReviewStep));
const AuthoriseStep = lazyWithPreload(() => import('./authorise-step').then((m) => m.AuthoriseStep));
const ResultStep = lazyWithPreload(() => import('./result-step').then((m) => m.ResultStep));
/** The step each step preloads (index: the step showing; 6 also keeps Authorise for 'Fix the PIN'). */
const NEXT_STEP = [ToStep, AmountStep, ReviewStep, AuthoriseStep, ResultStep, AuthoriseStep] as const;
const preloadAfter = (step: number) => void NEXT_STEP[step - 1]?.preload().catch(() => undefined);

export interface TransferPageProps {
  /** `kind:id` of the account to preselect (`?from=`). */
  from?: string | undefined;
  /** Id of a saved beneficiary of that account (`?to=`): the flow opens on step 2 with it chosen. */
  to?: string | undefined;
}

const TITLES = ['From', 'To', 'Amount', 'Review', 'Authorise', 'Result'] as const;

interface Draft {
  recipient: Recipient | null;
  amount: string;
  narration: string;
  fee: string | null;
}
const EMPTY_DRAFT: Draft = { recipient: null, amount: '', narration: '', fee: null };

function preselected(from: string | undefined, options: FromOption[]): AccountRef | null {
  if (!from) return null;
  const [kind, id] = from.split(':');
  const found = options.find((o) => o.kind === kind && String(o.account.id) === id);
  return found && unavailableReason(found.account) === null ? { kind: found.kind, id: found.account.id } : null;
}

/** Send money: six numbered steps, one flow for every kind of account and route (decision 0027). */
export function TransferPage({ from, to }: TransferPageProps) {
  const personal = useQuery(personalAccountsQuery());
  const bank = useQuery(bankAccountsQuery());
  const loaded = personal.isSuccess && bank.isSuccess;
  return (
    <PageLayout
      title="Send money"
      description="To any Nigerian bank account, or by ACH or wire in the US."
      actions={
        <Link to="/banking" className={buttonVariants({ variant: 'outlined' })}>
          <ArrowLeft aria-hidden />
          All accounts
        </Link>
      }
    >
      {loaded ? (
        <TransferFlow
          options={[
            ...personal.data.map((account) => ({ kind: 'personal' as const, account })),
            ...bank.data.map((account) => ({ kind: 'bank' as const, account })),
          ]}
          from={from}
          to={to}
        />
      ) : personal.isError || bank.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p>Your accounts could not be loaded.</p>
          <Button
            type="button"
            variant="outlined"
            onClick={() => {
              void personal.refetch();
              void bank.refetch();
            }}
          >
            Retry
          </Button>
        </div>
      ) : (
        <Spinner label="Loading your accounts" />
      )}
    </PageLayout>
  );
}

function TransferFlow({ options, from, to }: { options: FromOption[]; from: string | undefined; to: string | undefined }) {
  const [fromUrl] = useState(() => preselected(from, options));
  const [state, dispatch] = useReducer(transferReducer, undefined, (): TransferState => {
    const account = fromUrl;
    if (!account) return initialTransferState;
    const option = options.find((o) => o.kind === account.kind && o.account.id === account.id)!;
    const paymentRoute = sourceOf(option.kind, option.account).routes[0]!;
    // A beneficiary from the URL (its 'Send' link) skips From: the account is already known.
    return { ...initialTransferState, account, paymentRoute, transferStep: to ? 2 : 1 };
  });
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [fromError, setFromError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ResultOutcome | null>(null);
  const [sending, setSending] = useState(false);
  const [pinError, setPinError] = useState<string | null>(null);
  const attempts = useMemo(() => createTransferAttempts<SendInput, Transfer>(sendTransfer), []);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(false);

  const option = state.account
    ? options.find((o) => o.kind === state.account!.kind && o.account.id === state.account!.id)
    : undefined;
  const source = option ? sourceOf(option.kind, option.account) : null;
  const route = state.paymentRoute;
  const step = state.transferStep;
  // `?to=` is a beneficiary of the URL's account only: another account chosen since drops it.
  const savedId = to && fromUrl && state.account?.kind === fromUrl.kind && state.account.id === fromUrl.id ? Number(to) : null;

  // Focus moves to the step's heading on every step change (not on first render).
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  // The next step's code loads while this one is filled in (a failed load is retried on render).
  useEffect(() => preloadAfter(step), [step]);

  // Leaving the flow drops any request (and its PIN) held for Check again.
  useEffect(() => () => attempts.forget(), [attempts]);

  const goTo = (next: number) => dispatch({ type: 'step', step: next });

  const sendAnother = () => {
    attempts.forget();
    setDraft(EMPTY_DRAFT);
    setOutcome(null);
    setPinError(null);
    dispatch({ type: 'reset' });
  };

  const settle = (result: ResultOutcome | null) => {
    if (!result) return;
    setSending(false);
    if (result.kind === 'refused' && result.error.fieldErrors?.pin) {
      setPinError(result.error.fieldErrors.pin[0] ?? result.error.message);
      return; // stay on Authorise: the PIN is at fault
    }
    setOutcome(result);
    goTo(6);
  };

  const confirm = async (pin: string) => {
    if (!source || !route || !draft.recipient || sending) return;
    setSending(true);
    setPinError(null);
    const input: SendInput = { source, route, recipient: draft.recipient, amount: draft.amount, narration: draft.narration, pin };
    settle(await attempts.confirm(input));
  };

  const checkAgain = async () => {
    // The pressed button goes away and the step stays 6: focus goes to the step's heading (and
    // again once the answer is shown), so a keyboard user is never left on the page's body.
    headingRef.current?.focus();
    setOutcome({ kind: 'sending' });
    const result = await attempts.checkAgain();
    setOutcome(result ?? { kind: 'sending' });
    if (result) settle(result);
    headingRef.current?.focus();
  };

  const routeFor = (recipient: Recipient): PaymentRoute | null => {
    if (!source || !route) return route;
    if (source.currency !== 'NGN') return route;
    return recipient.bankCode !== null && recipient.bankCode === source.partnerBankCode ? 'intra' : 'nip';
  };

  return (
    <section aria-labelledby="transfer-step-heading" className="flex max-w-xl flex-col gap-4">
      <div className="flex flex-col gap-1">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Step {step} of {STEP_COUNT}
        </p>
        <ol className="flex gap-1" aria-hidden>
          {TITLES.map((title, index) => (
            <li key={title} className={index < step ? 'h-1.5 flex-1 rounded bg-primary' : 'h-1.5 flex-1 rounded bg-muted'} />
          ))}
        </ol>
        <h2 id="transfer-step-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          {TITLES[step - 1]}
        </h2>
      </div>

      {step === 1 ? (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!source || !route) {
              setFromError('Choose the account to send from.');
              document.querySelector<HTMLInputElement>('input[name="from-account"]:not(:disabled)')?.focus();
              return;
            }
            goTo(2);
          }}
        >
          <FromStep
            options={options}
            selected={state.account}
            route={route}
            source={source}
            error={fromError}
            onAccount={(account, paymentRoute) => {
              setFromError(null);
              if (state.account?.kind !== account.kind || state.account.id !== account.id) setDraft(EMPTY_DRAFT);
              dispatch({ type: 'account', account, paymentRoute });
            }}
            onRoute={(paymentRoute) => {
              setDraft((d) => ({ ...d, recipient: null, fee: null }));
              dispatch({ type: 'route', paymentRoute });
            }}
          />
          <Button type="submit" className="self-start">
            Continue
          </Button>
        </form>
      ) : null}

      <Suspense fallback={<p className="text-sm text-muted-foreground">Loading…</p>}>
        {step === 2 && source && route ? (
          <ToStep
            source={source}
            route={route}
            initial={draft.recipient}
            preselectedId={draft.recipient ? null : savedId}
            onChosen={(recipient) => {
              const next = routeFor(recipient);
              if (next && next !== route) dispatch({ type: 'route', paymentRoute: next });
              setDraft((d) => ({ ...d, recipient, fee: null }));
              goTo(3);
            }}
          />
        ) : null}

        {step === 3 && source && route ? (
          <AmountStep
            source={source}
            route={route}
            amount={draft.amount}
            narration={draft.narration}
            onDone={(values) => {
              setDraft((d) => ({ ...d, ...values }));
              goTo(4);
            }}
          />
        ) : null}

        {step === 4 && source && route && draft.recipient && draft.fee !== null ? (
          <ReviewStep
            source={source}
            route={route}
            recipient={draft.recipient}
            amount={draft.amount}
            fee={draft.fee}
            narration={draft.narration}
            onConfirm={() => goTo(5)}
          />
        ) : null}

        {step === 5 && source && route && draft.recipient && draft.fee !== null ? (
          <AuthoriseStep source={source} sending={sending} pinError={pinError} onPin={(pin) => void confirm(pin)}>
            <p className="text-sm break-words">
              Send {formatMoney(totalOf(draft.amount, draft.fee), source.currency)} (with the fee) to{' '}
              <span className="font-medium">{draft.recipient.name}</span>.
            </p>
          </AuthoriseStep>
        ) : null}

        {step === 6 && source && outcome ? (
          <ResultStep
            source={source}
            outcome={outcome}
            onCheckAgain={() => void checkAgain()}
            onSendAnother={sendAnother}
            onFix={goTo}
          />
        ) : null}
      </Suspense>

      {step > 1 && step < 6 && !sending ? (
        <Button type="button" variant="tertiary" className="self-start" onClick={() => dispatch({ type: 'back' })}>
          <ArrowLeft aria-hidden />
          Back
        </Button>
      ) : null}
    </section>
  );
}
