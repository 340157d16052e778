/**
 * After the submission: the verification record, polled until it settles (the sandbox, like the
 * bank, answers `pending` first); verified -> open the account (personal) or apply (business);
 * rejected -> the reason and a way back to correct and resubmit.
 */
import { useEffect, useState, type RefObject } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { pollOptions } from '@/api/poll';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { Kyb, Kyc, OnboardingApi, OpenedAccount } from '../api/onboarding-api';
import type { OnboardingState, OnboardingUpdate } from '../store';
import { ApplicationForm } from './application-form';

interface VerificationStageProps {
  state: OnboardingState;
  update: OnboardingUpdate;
  api: OnboardingApi;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onCorrect: () => void;
  onStartOver: () => void;
}

export const POLL_MS = 2000;

function Heading({ headingRef, children }: { headingRef: RefObject<HTMLHeadingElement | null>; children: string }) {
  return (
    <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
      {children}
    </h2>
  );
}

export function VerificationStage({ state, update, api, headingRef, onCorrect, onStartOver }: VerificationStageProps) {
  const kind = state.kind === 'personal' ? 'kyc' : 'kyb';
  const id = state.recordId;
  const record = useQuery({
    queryKey: ['banking', 'onboarding', kind, id],
    queryFn: () => api.verification(kind, id ?? 0),
    enabled: id !== null && (state.status === 'submitted' || state.status === 'verified'),
    meta: { silent: true },
    ...pollOptions<Kyc | Kyb | undefined>({
      intervalMs: POLL_MS,
      until: (data) => data !== undefined && data.status !== 'pending',
    }),
  });
  const settled = record.data;

  useEffect(() => {
    if (state.status !== 'submitted' || !settled) return;
    if (settled.status === 'verified') update({ status: 'verified' });
    else if (settled.status === 'rejected')
      update({ status: 'rejected', reason: settled.reason ?? 'The verification was rejected.' });
  }, [settled, state.status, update]);

  const [opened, setOpened] = useState<OpenedAccount | null>(null);
  const open = useMutation({
    mutationFn: () => api.openPersonalAccount(state.country, id ?? 0),
    meta: { silent: true },
    onSuccess: (account) => {
      setOpened(account);
      update({ status: 'opened' });
    },
  });

  const currencyWord = state.country === 'NG' ? 'naira' : 'dollar';

  if (id === null) {
    return (
      <div className="flex flex-col gap-3">
        <Heading headingRef={headingRef}>Start again</Heading>
        <p>This onboarding lost track of its submission.</p>
        <Button onClick={onStartOver}>Start again</Button>
      </div>
    );
  }

  switch (state.status) {
    case 'submitted':
      return (
        <div className="flex flex-col gap-3">
          <Heading headingRef={headingRef}>Checking your details</Heading>
          {record.isError ? (
            <div role="alert" className="flex flex-col gap-2">
              <p>
                We could not check the verification: {record.error instanceof Error ? record.error.message : 'please try again.'}
              </p>
              <Button variant="outlined" onClick={() => void record.refetch()}>
                Retry
              </Button>
            </div>
          ) : (
            <p className="flex items-center gap-2" role="status">
              <Spinner label={null} className="size-4" />
              Your details were submitted and are being verified. This page updates by itself.
            </p>
          )}
        </div>
      );
    case 'rejected':
      return (
        <div className="flex flex-col gap-3">
          <Heading headingRef={headingRef}>Verification rejected</Heading>
          <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
            <p className="font-medium">Reason</p>
            <p>{state.reason}</p>
          </div>
          <p className="text-sm">Correct the details and submit again.</p>
          <div>
            <Button onClick={onCorrect}>Correct and resubmit</Button>
          </div>
        </div>
      );
    case 'verified':
      if (state.kind === 'business') {
        return (
          <div className="flex flex-col gap-3">
            <Heading headingRef={headingRef}>Business verified: apply for the account</Heading>
            {settled && 'business_name' in settled ? (
              <ApplicationForm state={state} update={update} api={api} kyb={settled} />
            ) : (
              <p role="status" className="flex items-center gap-2">
                <Spinner label={null} className="size-4" />
                Loading the verified business…
              </p>
            )}
          </div>
        );
      }
      return (
        <div className="flex flex-col gap-3">
          <Heading headingRef={headingRef}>Identity verified</Heading>
          <p>You can now open your {currencyWord} account.</p>
          {open.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {open.error.message}
            </p>
          ) : null}
          <div>
            <Button onClick={() => open.mutate()} loading={open.isPending}>
              Open my {currencyWord} account
            </Button>
          </div>
        </div>
      );
    case 'opened':
      return (
        <div className="flex flex-col gap-3">
          <Heading headingRef={headingRef}>Your account is open</Heading>
          {opened ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Account name</dt>
              <dd>{opened.account_name}</dd>
              <dt className="text-muted-foreground">Account number</dt>
              <dd>{opened.account_number}</dd>
              <dt className="text-muted-foreground">Bank</dt>
              <dd>{opened.bank_name}</dd>
            </dl>
          ) : null}
          <p className="text-sm">Next, set a transaction PIN from the account's page.</p>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to="/banking">Go to banking</Link>
            </Button>
          </div>
        </div>
      );
    case 'applied':
      return (
        <div className="flex flex-col gap-3">
          <Heading headingRef={headingRef}>Application submitted</Heading>
          <p>The bank reviews your business account application. Its status shows on the banking page.</p>
          <div>
            <Button asChild>
              <Link to="/banking">Go to banking</Link>
            </Button>
          </div>
        </div>
      );
    case 'started':
      return null;
  }
}
