import { useState, type SyntheticEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { toApiError } from '@/api/errors';
import { PageLayout } from '@/components/layout/page-layout';
import { QueryContent } from '@/components/record/query-content';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { MoneyInput } from '@/components/ui/money-input';
import { PinInput } from '@/components/ui/pin-input';
import { formatMoney, normalizeMoney } from '@/lib/money';
import { humanise } from '@/lib/text';
import { toast } from '@/lib/toast';
import type { BankingSchemas } from '@/api/types';
import { ngLimitQuery, usActiveLimitQuery, usTiersQuery, useUpgradeUsTier } from '../api/banking.queries';
import { setNgLimits, useSecretCall } from '../api/pins';
import { codeProblem } from '../utils/pin-rules';
import { ngLimitProblems, usedPercent, type NgLimitValues } from '../utils/limits';
import { FormAlert } from '@/components/ui/form-alert';

type NgLimit = BankingSchemas['NgTransactionLimit'];
type UsActive = BankingSchemas['UsActiveLimit'];
type UsTier = BankingSchemas['UsLimitTier'];

/** Used against a limit, as a labelled meter. */
function UsageMeter({ label, used, limit, currency }: { label: string; used: string; limit: string; currency: string }) {
  const percent = usedPercent(used, limit);
  const text = `${formatMoney(used, currency)} of ${formatMoney(limit, currency)}`;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span>{label}</span>
        <span className="tabular-nums text-muted-foreground">{text}</span>
      </div>
      <div
        role="meter"
        aria-label={`${label}: ${text}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% used`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className={percent >= 90 ? 'h-full bg-destructive' : 'h-full bg-primary'} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

const ngn = (amount: string) => formatMoney(amount, 'NGN');

function NgLimitForm({ limit }: { limit: NgLimit }) {
  const client = useQueryClient();
  const [values, setValues] = useState<NgLimitValues>({
    daily_limit: limit.daily_limit,
    single_transfer_limit: limit.single_transfer_limit,
  });
  const [pin, setPin] = useState('');
  const [problems, setProblems] = useState<Partial<Record<keyof NgLimitValues | 'pin', string>>>({});
  const save = useSecretCall(setNgLimits);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const found: Partial<Record<keyof NgLimitValues | 'pin', string>> = ngLimitProblems(values, limit, ngn);
    const pinProblem = codeProblem(pin, 'PIN');
    if (pinProblem) found.pin = pinProblem;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const sentPin = pin;
    setPin('');
    const answer = await save.run({
      daily_limit: normalizeMoney(values.daily_limit),
      single_transfer_limit: normalizeMoney(values.single_transfer_limit),
      pin: sentPin,
    });
    if (!answer) return;
    client.setQueryData(ngLimitQuery().queryKey, answer);
    toast.success('Your naira limits are saved.');
  }

  const server = save.error?.fieldErrors ?? {};
  const general = save.error && !server.daily_limit && !server.single_transfer_limit && !server.pin ? save.error.message : null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4" aria-labelledby="ng-form-title">
      <h3 id="ng-form-title" className="font-semibold">
        Change your limits
      </h3>
      <p className="text-sm text-muted-foreground">
        Lower limits protect you if your phone is lost. Up to {ngn(limit.tier_single_transfer_limit)} a transfer and{' '}
        {ngn(limit.tier_daily_limit)} a day on {humanise(limit.tier)}; higher limits need more verification.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Daily limit" required error={problems.daily_limit ?? server.daily_limit?.[0]}>
          <MoneyInput
            currency="NGN"
            value={values.daily_limit}
            onChange={(daily_limit) => setValues((v) => ({ ...v, daily_limit }))}
          />
        </Field>
        <Field label="Limit per transfer" required error={problems.single_transfer_limit ?? server.single_transfer_limit?.[0]}>
          <MoneyInput
            currency="NGN"
            value={values.single_transfer_limit}
            onChange={(single_transfer_limit) => setValues((v) => ({ ...v, single_transfer_limit }))}
          />
        </Field>
      </div>
      <Field label="Transaction PIN of your naira account" required error={problems.pin ?? server.pin?.[0]}>
        <PinInput value={pin} onChange={setPin} mask name="pin" />
      </Field>
      <FormAlert>{general}</FormAlert>
      <Button type="submit" className="self-start" disabled={save.pending}>
        {save.pending ? 'Saving…' : 'Save limits'}
      </Button>
    </form>
  );
}

function NigeriaLimits({ limit }: { limit: NgLimit }) {
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:max-w-md">
        <dt className="text-muted-foreground">Tier</dt>
        <dd className="text-right font-medium">{humanise(limit.tier)}</dd>
        <dt className="text-muted-foreground">Per transfer</dt>
        <dd className="text-right tabular-nums">{ngn(limit.single_transfer_limit)}</dd>
        <dt className="text-muted-foreground">Daily</dt>
        <dd className="text-right tabular-nums">{ngn(limit.daily_limit)}</dd>
      </dl>
      <UsageMeter label="Sent today" used={limit.daily_used} limit={limit.daily_limit} currency="NGN" />
      <NgLimitForm key={`${limit.daily_limit}-${limit.single_transfer_limit}`} limit={limit} />
    </div>
  );
}

const ORDER: UsTier['tier'][] = ['basic', 'standard', 'premium'];

function UnitedStatesLimits({ tiers, active }: { tiers: readonly UsTier[]; active: UsActive }) {
  const upgrade = useUpgradeUsTier();
  const current = ORDER.indexOf(active.tier);
  const refusedTier = upgrade.isError ? upgrade.variables : null;
  const usd = (amount: string) => formatMoney(amount, 'USD');
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm">
        Your tier: <span className="font-semibold">{humanise(active.tier)}</span>
      </p>
      <UsageMeter label="Sent today" used={active.daily_used} limit={active.daily_limit} currency="USD" />
      <UsageMeter label="Sent this month" used={active.monthly_used} limit={active.monthly_limit} currency="USD" />
      {upgrade.isSuccess ? (
        <p role="status" className="rounded-md bg-success-soft px-3 py-2 text-sm text-success-soft-foreground">
          {upgrade.data.detail}
        </p>
      ) : null}
      <ul className="grid gap-3 md:grid-cols-3" aria-label="US limit tiers">
        {tiers.map((tier) => {
          const index = ORDER.indexOf(tier.tier);
          const isCurrent = index === current;
          const higher = index > current && tier.tier !== 'basic' ? tier.tier : null;
          return (
            <li
              key={tier.tier}
              className="flex flex-col gap-3 rounded-lg border bg-card p-4"
              aria-current={isCurrent ? 'true' : undefined}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-semibold">{humanise(tier.tier)}</h3>
                {isCurrent ? (
                  <span className="rounded-md bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">Current</span>
                ) : null}
              </div>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted-foreground">Per transfer</dt>
                <dd className="text-right tabular-nums">{usd(tier.single_transfer_limit)}</dd>
                <dt className="text-muted-foreground">Daily</dt>
                <dd className="text-right tabular-nums">{usd(tier.daily_limit)}</dd>
                <dt className="text-muted-foreground">Monthly</dt>
                <dd className="text-right tabular-nums">{usd(tier.monthly_limit)}</dd>
              </dl>
              <div className="text-sm">
                <p className="font-medium">Needs</p>
                <ul className="list-disc pl-5 text-muted-foreground">
                  {tier.requirements.map((requirement) => (
                    <li key={requirement}>{requirement}</li>
                  ))}
                </ul>
              </div>
              {higher ? (
                <>
                  <Button variant="outlined" disabled={upgrade.isPending} onClick={() => upgrade.mutate(higher)}>
                    Upgrade to {humanise(tier.tier)}
                  </Button>
                  {refusedTier === tier.tier ? <FormAlert>{toApiError(upgrade.error).message}</FormAlert> : null}
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Transfer limits: naira limits with a form to lower them; the US tiers, usage and upgrades. */
export function LimitsPage() {
  const ng = useQuery(ngLimitQuery());
  const tiers = useQuery(usTiersQuery());
  const active = useQuery(usActiveLimitQuery());
  return (
    <PageLayout
      title="Transfer limits"
      description="How much you can send, per transfer, per day and per month."
      actions={
        <Link to="/banking" className={buttonVariants({ variant: 'outlined' })}>
          <ArrowLeft aria-hidden />
          Banking
        </Link>
      }
    >
      <Card aria-labelledby="ng-limits-title">
        <CardHeader>
          <CardTitle id="ng-limits-title">Nigeria (naira)</CardTitle>
          <CardDescription>Shared by your personal naira accounts.</CardDescription>
        </CardHeader>
        <CardContent>
          <QueryContent query={ng} label="your naira limits">
            {(limit) => <NigeriaLimits limit={limit} />}
          </QueryContent>
        </CardContent>
      </Card>
      <Card aria-labelledby="us-limits-title">
        <CardHeader>
          <CardTitle id="us-limits-title">United States (dollar)</CardTitle>
          <CardDescription>Shared by your dollar accounts.</CardDescription>
        </CardHeader>
        <CardContent>
          <QueryContent query={tiers} label="the US tiers">
            {(list) => (
              <QueryContent query={active} label="your US tier">
                {(activeLimit) => <UnitedStatesLimits tiers={list} active={activeLimit} />}
              </QueryContent>
            )}
          </QueryContent>
        </CardContent>
      </Card>
    </PageLayout>
  );
}
