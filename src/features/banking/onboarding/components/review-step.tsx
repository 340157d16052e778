/** The review: everything the submission will send, secrets masked, each part with its Edit. */
import { Button } from '@/components/ui/button';
import type { OnboardingState } from '../store';
import { masked } from '../utils/requests';
import { STEP_TITLES, stepsOf, type StepId } from '../utils/steps';
import { DOCUMENT_LABELS } from './step-forms';

type Row = [label: string, value: string];

function rowsOf(id: StepId, state: OnboardingState): Row[] {
  const p = state.personal;
  const b = state.business;
  const ng = state.country === 'NG';
  switch (id) {
    case 'choose':
      return [
        ['Country', ng ? 'Nigeria (naira)' : 'United States (dollar)'],
        ['Account type', state.kind === 'personal' ? 'Personal' : 'Business'],
      ];
    case 'details':
      return [
        [
          'Name',
          [p.first_name, p.middle_name, p.last_name]
            .map((s) => s.trim())
            .filter(Boolean)
            .join(' '),
        ],
        ['Gender', p.gender === 'female' ? 'Female' : p.gender === 'male' ? 'Male' : ''],
        ['Date of birth', p.date_of_birth],
        ['Phone number', p.phone_number],
      ];
    case 'address':
      return [
        ['Street address', p.address],
        ['City', p.city],
        ['State', p.state],
        [ng ? 'Postal code' : 'ZIP code', p.postal_code],
      ];
    case 'identity':
      return [
        ng ? ['BVN', masked(state.secrets.bvn)] : ['SSN', masked(state.secrets.ssn)],
        ['ID document', DOCUMENT_LABELS[p.document_type] ?? ''],
        ['Document number', masked(state.secrets.id_number)],
        ['Picture', state.documents.passport_image?.name ?? ''],
      ];
    case 'business':
      return [
        ['Business name', b.business_name],
        ...(ng ? [['CAC number', b.cac] as Row] : []),
        ['Business email', b.business_email],
        ['Business phone number', b.business_phone_number],
        [ng ? 'Date of registration' : 'Date of formation', b.date],
        ['Website', b.business_website],
      ];
    case 'business-address':
      return [
        ['Registered address', b.business_address],
        ['Street', b.street],
        ['City', b.city],
        ['State', b.state],
        [ng ? 'Postal code' : 'ZIP code', b.postal_code],
      ];
    case 'verification':
      return [ng ? ["Director's BVN", masked(state.secrets.bvn)] : ['EIN', masked(state.secrets.ein)]];
    case 'review':
      return [];
  }
}

export function ReviewStep({ state, onEdit }: { state: OnboardingState; onEdit: (step: number) => void }) {
  const steps = stepsOf(state.kind);
  return (
    <div className="flex flex-col gap-4">
      {steps.map((id, index) =>
        id === 'review' ? null : (
          <section key={id} aria-labelledby={`review-${id}`} className="rounded-md border p-3">
            <div className="flex items-center justify-between gap-2">
              <h3 id={`review-${id}`} className="font-medium">
                {STEP_TITLES[id]}
              </h3>
              <Button
                variant="tertiary"
                size="sm"
                onClick={() => onEdit(index)}
                aria-label={`Edit ${STEP_TITLES[id].toLowerCase()}`}
              >
                Edit
              </Button>
            </div>
            <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              {rowsOf(id, state).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="break-words">{value.trim() || '—'}</dd>
                </div>
              ))}
            </dl>
          </section>
        ),
      )}
    </div>
  );
}
