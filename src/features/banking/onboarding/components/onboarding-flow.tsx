/**
 * The onboarding flow (spec section 3): choose the country and account type, then the fields the
 * contract's input asks for, a review, the submission, its outcome (verified, or rejected with the
 * reason and a way back to correct it), and the account or the business application.
 */
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { ApiError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import type { OnboardingApi } from '../api/onboarding-api';
import type { OnboardingState, OnboardingUpdate } from '../store';
import { kycForm, ngKybBody, usKybBody } from '../utils/requests';
import { firstInvalidStep, STEP_TITLES, stepOfField, stepsOf, validateStep, type Errors } from '../utils/steps';
import { ReviewStep } from './review-step';
import { StepForm } from './step-forms';
import { VerificationStage } from './verification-stage';

export const STATUS_LABELS: Record<OnboardingState['status'], string> = {
  started: 'Started',
  submitted: 'Submitted',
  verified: 'Verified',
  rejected: 'Rejected',
  opened: 'Account opened',
  applied: 'Application submitted',
};

const STATUS_TONES: Record<OnboardingState['status'], BadgeVariant> = {
  started: 'neutral',
  submitted: 'warning',
  verified: 'success',
  rejected: 'danger',
  opened: 'success',
  applied: 'info',
};

interface OnboardingFlowProps {
  state: OnboardingState;
  update: OnboardingUpdate;
  reset: () => void;
  api: OnboardingApi;
  /** True when the draft came back from a reload without its secrets. */
  secretsForgotten: boolean;
}

function focusField(name: string | undefined) {
  if (!name) return;
  // After the step re-renders with its errors.
  requestAnimationFrame(() => {
    const target = document.querySelector<HTMLElement>(`form[data-onboarding] [name="${CSS.escape(name)}"]`);
    target?.focus();
  });
}

function serverFieldErrors(error: ApiError): Errors {
  const errors: Errors = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const first = messages[0];
    if (first) errors[field] = first;
  }
  return errors;
}

export function OnboardingFlow({ state, update, reset, api, secretsForgotten }: OnboardingFlowProps) {
  const steps = stepsOf(state.kind);
  const stepId = steps[Math.min(state.step, steps.length - 1)] ?? 'choose';
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(false);
  const inSteps = state.status === 'started';

  // Focus moves to the step's heading when the step (or the stage) changes, not on first render.
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    headingRef.current?.focus();
  }, [state.step, inSteps]);

  const showErrors = (found: Errors) => {
    setErrors(found);
    focusField(Object.keys(found)[0]);
  };

  const next = () => {
    const found = validateStep(stepId, state);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    setFormError(null);
    update({ step: state.step + 1 });
  };

  const back = () => {
    setErrors({});
    setFormError(null);
    update({ step: Math.max(0, state.step - 1) });
  };

  const goTo = (index: number) => {
    setErrors({});
    update({ step: index });
  };

  const submit = async () => {
    const bad = firstInvalidStep(state);
    if (bad >= 0) {
      update({ step: bad });
      const stepErrors = validateStep(steps[bad] ?? 'choose', state);
      setErrors(stepErrors);
      setFormError('Some details need another look.');
      return;
    }
    setSubmitting(true);
    setFormError(null);
    try {
      const record =
        state.kind === 'personal'
          ? await api.submitKyc(state.country, kycForm(state))
          : state.country === 'NG'
            ? await api.submitNgKyb(ngKybBody(state))
            : await api.submitUsKyb(usKybBody(state));
      setErrors({});
      update({ status: 'submitted', recordId: record.id, reason: null });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const found = apiError ? serverFieldErrors(apiError) : {};
      const fields = Object.keys(found);
      const where = fields.map((field) => stepOfField(state.kind, field)).find((index) => index >= 0);
      setFormError(apiError?.message ?? 'Something went wrong. Please try again.');
      if (where !== undefined) {
        update({ step: where });
        showErrors(found);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (stepId === 'review') void submit();
    else next();
  };

  const correct = () => {
    // Back to the step with the numbers the check refused; the reason stays on screen.
    update({ status: 'started', step: steps.indexOf(state.kind === 'personal' ? 'identity' : 'verification') });
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-center gap-2 text-sm">
        <span className="text-muted-foreground">Status:</span>
        <Badge variant={STATUS_TONES[state.status]} data-testid="onboarding-status">
          {STATUS_LABELS[state.status]}
        </Badge>
      </p>
      {inSteps ? (
        <form
          data-onboarding
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
          aria-labelledby="onboarding-step-heading"
        >
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Step {state.step + 1} of {steps.length}
          </p>
          <h2 id="onboarding-step-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
            {STEP_TITLES[stepId]}
          </h2>
          {state.reason ? (
            <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
              <p className="font-medium">The last submission was rejected:</p>
              <p>{state.reason}</p>
            </div>
          ) : null}
          {secretsForgotten && state.step > 0 ? (
            <p role="note" className="rounded-md border p-3 text-sm">
              Your details are back after the reload. Your BVN, SSN, EIN, ID number and pictures were not kept: you will be asked
              for them again.
            </p>
          ) : null}
          {stepId === 'review' ? (
            <ReviewStep state={state} onEdit={goTo} />
          ) : (
            <StepForm id={stepId} state={state} update={update} errors={errors} />
          )}
          {formError ? (
            <p role="alert" className="text-sm text-destructive">
              {formError}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {state.step > 0 ? (
              <Button variant="outlined" onClick={back} disabled={submitting}>
                Back
              </Button>
            ) : null}
            <Button type="submit" loading={submitting}>
              {stepId === 'review' ? 'Submit for verification' : 'Continue'}
            </Button>
          </div>
        </form>
      ) : (
        <VerificationStage
          state={state}
          update={update}
          api={api}
          headingRef={headingRef}
          onCorrect={correct}
          onStartOver={reset}
        />
      )}
    </div>
  );
}
