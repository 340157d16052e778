import { useMemo, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toApiError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SearchableSelect } from '@/components/ui/searchable-select';
import { TextInput } from '@/components/ui/text-input';
import { QueryContent } from '@/components/record/query-content';
import { maskAccountNumber, maskedLabel } from '../../utils/mask';
import { banksQuery, checkName, useBeneficiaries, type Beneficiary, type Recipient } from '../api/transfer-api';
import type { PaymentRoute } from '../state';
import { nubanProblem, routingProblem, usAccountProblem } from '../utils/rules';
import type { TransferSource } from '../utils/source';

export interface ToStepProps {
  source: TransferSource;
  route: PaymentRoute;
  initial: Recipient | null;
  /** A saved beneficiary to show chosen (`?to=` from the beneficiaries page's 'Send'). */
  preselectedId?: number | null | undefined;
  onChosen: (recipient: Recipient) => void;
}

type Mode = 'saved' | 'new';
const MODES: readonly Mode[] = ['saved', 'new'];

type Problems = Partial<Record<'bank' | 'routing' | 'account' | 'form', string>>;

const recipientOf = (b: Beneficiary): Recipient => ({
  name: b.name,
  accountNumber: b.account_number,
  bankName: b.bank_name,
  bankCode: b.bank_code,
  routingNumber: b.routing_number,
  accountType: b.account_type,
  save: false,
});

/** Step 2: a saved beneficiary (search, most recent first) or a new one, name-checked. */
export function ToStep({ source, route, initial, preselectedId = null, onChosen }: ToStepProps) {
  const beneficiaries = useBeneficiaries(source);
  const [mode, setMode] = useState<Mode>((initial && !initial.save) || preselectedId !== null ? 'saved' : 'new');
  const modeRefs = useRef<Partial<Record<Mode, HTMLButtonElement | null>>>({});
  function onModeKey(event: KeyboardEvent<HTMLButtonElement>) {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = MODES[(MODES.indexOf(mode) + step + MODES.length) % MODES.length]!;
    setMode(next);
    modeRefs.current[next]?.focus();
  }
  return (
    <div className="flex flex-col gap-4">
      {/* A radio group: one tab stop (the chosen one), arrow keys move the choice (WAI-ARIA radio group). */}
      <div role="radiogroup" aria-label="Who to pay" className="grid grid-cols-2 gap-2">
        {MODES.map((m) => (
          <Button
            key={m}
            ref={(node) => {
              modeRefs.current[m] = node;
            }}
            type="button"
            role="radio"
            aria-checked={mode === m}
            tabIndex={mode === m ? 0 : -1}
            variant={mode === m ? 'secondary' : 'outlined'}
            onClick={() => setMode(m)}
            onKeyDown={onModeKey}
          >
            {m === 'saved' ? 'Saved beneficiary' : 'New beneficiary'}
          </Button>
        ))}
      </div>
      {mode === 'saved' ? (
        <QueryContent query={beneficiaries} label="saved beneficiaries">
          {(list) => (
            <SavedList
              list={list}
              source={source}
              route={route}
              preselectedId={preselectedId}
              onChosen={onChosen}
              onNew={() => setMode('new')}
            />
          )}
        </QueryContent>
      ) : (
        <NewBeneficiary
          source={source}
          route={route}
          initial={initial?.save !== undefined ? initial : null}
          onChosen={onChosen}
        />
      )}
    </div>
  );
}

function SavedList({
  list,
  source,
  route,
  preselectedId,
  onChosen,
  onNew,
}: {
  list: Beneficiary[];
  source: TransferSource;
  route: PaymentRoute;
  preselectedId: number | null;
  onChosen: (recipient: Recipient) => void;
  onNew: () => void;
}) {
  const [search, setSearch] = useState('');
  const usable = list.filter(
    (b) => b.currency === source.currency && (route !== 'intra' || b.bank_code === source.partnerBankCode),
  );
  const query = search.trim().toLowerCase();
  const shown = query
    ? usable.filter((b) => `${b.name} ${b.account_number} ${b.bank_name}`.toLowerCase().includes(query))
    : usable;
  const chosen = preselectedId === null ? undefined : usable.find((b) => b.id === preselectedId);
  const lead =
    preselectedId === null ? null : chosen ? (
      <div role="status" className="flex flex-col items-start gap-2 rounded-lg border border-primary/40 bg-accent p-3">
        <p className="text-sm">Sending to</p>
        <p className="text-lg font-semibold break-words" data-testid="preselected-beneficiary">
          {chosen.name}
        </p>
        <p className="text-sm break-words">
          {chosen.bank_name} ·{' '}
          <span aria-label={maskedLabel(chosen.account_number)}>{maskAccountNumber(chosen.account_number)}</span>
        </p>
        <Button type="button" onClick={() => onChosen(recipientOf(chosen))}>
          Continue
        </Button>
      </div>
    ) : (
      <p role="status" className="text-sm text-muted-foreground">
        That saved beneficiary is not on this account’s list any more: choose one below or add a new one.
      </p>
    );
  if (usable.length === 0) {
    return (
      <div className="flex flex-col items-start gap-2">
        {lead}
        <p className="text-sm text-muted-foreground">No saved beneficiaries for this account yet.</p>
        <Button type="button" variant="outlined" onClick={onNew}>
          Add a new beneficiary
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {lead}
      <Field label="Search saved beneficiaries">
        <TextInput type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
      </Field>
      <p className="sr-only" aria-live="polite">
        {shown.length} {shown.length === 1 ? 'beneficiary' : 'beneficiaries'}
      </p>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">No saved beneficiary matches.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Saved beneficiaries">
          {shown.map((b) => (
            <li key={b.id}>
              <button
                type="button"
                className="flex min-h-11 w-full flex-col items-start gap-0.5 rounded-lg border p-3 text-left hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                onClick={() => onChosen(recipientOf(b))}
              >
                <span className="font-medium break-words">{b.name}</span>
                <span className="text-sm break-words text-muted-foreground">
                  {b.bank_name} · <span aria-label={maskedLabel(b.account_number)}>{maskAccountNumber(b.account_number)}</span>
                  {b.account_type ? ` · ${b.account_type}` : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function NewBeneficiary({
  source,
  route,
  initial,
  onChosen,
}: {
  source: TransferSource;
  route: PaymentRoute;
  initial: Recipient | null;
  onChosen: (recipient: Recipient) => void;
}) {
  const naira = source.currency === 'NGN';
  const intra = route === 'intra';
  const banks = useQuery({ ...banksQuery(source), enabled: naira && !intra });
  const [bankCode, setBankCode] = useState(initial?.bankCode ?? '');
  const [routing, setRouting] = useState(initial?.routingNumber ?? '');
  const [accountNumber, setAccountNumber] = useState(initial?.accountNumber ?? '');
  const [accountType, setAccountType] = useState<'checking' | 'savings'>(initial?.accountType ?? 'checking');
  const [save, setSave] = useState(initial?.save ?? true);
  const [problems, setProblems] = useState<Problems>({});
  const [checking, setChecking] = useState(false);
  const [verified, setVerified] = useState<Recipient | null>(initial);

  const options = useMemo(() => (banks.data ?? []).map((b) => ({ label: b.name, value: b.code })), [banks.data]);
  const effectiveBank = intra ? (source.partnerBankCode ?? '') : bankCode;

  const changed = () => {
    setVerified(null);
    setProblems({});
  };

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (checking) return;
    if (verified) {
      onChosen({ ...verified, save });
      return;
    }
    const found: Problems = {};
    if (naira) {
      if (!effectiveBank) found.bank = 'Choose the bank.';
      const nuban = nubanProblem(accountNumber);
      if (nuban) found.account = nuban;
    } else {
      const r = routingProblem(routing);
      if (r) found.routing = r;
      const a = usAccountProblem(accountNumber);
      if (a) found.account = a;
    }
    setProblems(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(found.bank ? 'to-bank' : found.routing ? 'to-routing' : 'to-account')?.focus();
      return;
    }
    setChecking(true);
    try {
      const answer = await checkName(source, accountNumber, naira ? effectiveBank : routing);
      setVerified({
        name: answer.account_name,
        accountNumber: answer.account_number,
        bankName: answer.bank_name,
        bankCode: naira ? answer.bank_code : null,
        routingNumber: naira ? null : routing,
        accountType: naira ? null : accountType,
        save,
      });
    } catch (caught) {
      const error = toApiError(caught);
      const at = error.fieldErrors ?? {};
      if (at.account_number?.[0]) setProblems({ account: at.account_number[0] });
      else if (at.bank_code?.[0]) setProblems(naira ? { bank: at.bank_code[0] } : { routing: at.bank_code[0] });
      else setProblems({ form: error.message });
    } finally {
      setChecking(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" aria-label="New beneficiary">
      {naira ? (
        intra ? (
          <p className="text-sm">
            Bank: <span className="font-medium">{source.entry.account.bank_name}</span> (intra-bank, free)
          </p>
        ) : (
          <Field
            label="Bank"
            id="to-bank"
            error={problems.bank ?? (banks.isError ? 'The bank list could not load.' : null)}
            required
          >
            <SearchableSelect
              options={options}
              value={bankCode}
              onChange={(value) => {
                setBankCode(value);
                changed();
              }}
              placeholder={banks.isPending ? 'Loading banks…' : 'Search banks'}
              emptyMessage="No bank matches."
            />
          </Field>
        )
      ) : (
        <Field label="Routing number (ABA)" id="to-routing" error={problems.routing} hint="9 digits" required>
          <TextInput
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            value={routing}
            onChange={(e) => {
              setRouting(e.target.value.replace(/\D/g, ''));
              changed();
            }}
          />
        </Field>
      )}
      <Field
        label="Account number"
        id="to-account"
        error={problems.account}
        hint={naira ? '10 digits (NUBAN)' : '4 to 17 digits'}
        required
      >
        <TextInput
          inputMode="numeric"
          autoComplete="off"
          maxLength={naira ? 10 : 17}
          value={accountNumber}
          onChange={(e) => {
            setAccountNumber(e.target.value.replace(/\D/g, ''));
            changed();
          }}
        />
      </Field>
      {naira ? null : (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">Account type</legend>
          <div className="flex gap-2">
            {(['checking', 'savings'] as const).map((t) => (
              <label key={t} htmlFor={`to-type-${t}`} className="flex min-h-11 items-center gap-2 rounded-md border px-3">
                <input
                  id={`to-type-${t}`}
                  type="radio"
                  name="account-type"
                  className="size-5 accent-primary"
                  checked={accountType === t}
                  onChange={() => {
                    setAccountType(t);
                    changed();
                  }}
                />
                {t === 'checking' ? 'Checking' : 'Savings'}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <label htmlFor="to-save" className="flex min-h-11 items-center gap-2 self-start">
        <input
          id="to-save"
          type="checkbox"
          className="size-5 accent-primary"
          checked={save}
          onChange={(e) => setSave(e.target.checked)}
        />
        Save this beneficiary
      </label>
      {problems.form ? (
        <p role="alert" className="text-sm text-destructive">
          {problems.form}
        </p>
      ) : null}
      {verified ? (
        <div role="status" className="rounded-lg border border-success/40 bg-success-soft p-3 text-success-soft-foreground">
          <p className="text-sm">Account name</p>
          <p className="text-lg font-semibold break-words" data-testid="verified-name">
            {verified.name}
          </p>
          <p className="text-sm break-words">
            {verified.bankName} · {verified.accountNumber}
          </p>
        </div>
      ) : null}
      {/* aria-disabled, not disabled, while the check runs: a disabled button would drop the keyboard
          user's focus, and this same button is Continue once the name is shown (submit ignores presses). */}
      <Button type="submit" className="self-start" aria-disabled={checking || undefined}>
        {checking ? 'Checking the account…' : verified ? 'Continue' : 'Check account'}
      </Button>
    </form>
  );
}
