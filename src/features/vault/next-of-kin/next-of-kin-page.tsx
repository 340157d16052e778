/**
 * Next of kin and the vault profile (issue 17, item 8): whose vault this is, what a next of kin
 * gets, and the list with add and edit.
 */
import { useState, type ComponentProps } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, UserRound } from 'lucide-react';
import { PageLayout } from '@/components/layout/page-layout';
import { QueryContent } from '@/components/record/query-content';
import { Button } from '@/components/ui/button';
import { formatPhone } from '@/lib/phone';
import { toast } from '@/lib/toast';
import { nextOfKinsQuery, vaultProfileQuery, type NextOfKin, type VaultProfile } from './next-of-kin.queries';
import { RELATIONSHIP_LABELS, kinCountryOf } from './next-of-kin-schema';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { NextOfKinFormModal as NextOfKinFormModalEager } from './next-of-kin-form-modal';

// Its dialogs' code (Radix Dialog, the form kit) loads once the page has settled or when one
// opens, not with the page's first paint (decision 0036's addendum).
const NextOfKinFormModal = lazyDialog<ComponentProps<typeof NextOfKinFormModalEager>>(
  () => import('./next-of-kin-form-modal').then((m) => m.NextOfKinFormModal),
  (props) => props.open,
);

export function NextOfKinPage() {
  const profile = useQuery(vaultProfileQuery());
  const kins = useQuery(nextOfKinsQuery());
  const country = kinCountryOf(profile.data);
  const [editing, setEditing] = useState<{ kin?: NextOfKin } | null>(null);

  return (
    <PageLayout
      title="Next of kin"
      description="The people we contact about your vault if we cannot reach you."
      actions={
        <Button onClick={() => setEditing({})}>
          <Plus aria-hidden="true" />
          Add next of kin
        </Button>
      }
    >
      <section aria-labelledby="nok-what" className="flex flex-col gap-2 rounded-lg border bg-card p-4 text-sm">
        <h2 id="nok-what" className="text-base font-semibold">
          What a next of kin gets
        </h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>Nothing while you use your account: they cannot see or open your files.</li>
          <li>
            If your account goes quiet for a long time, or someone reports that you have died or cannot act for yourself, we
            contact them by e-mail or phone and, once we have checked who they are, help them get the files in your vault.
          </li>
          <li>They never get your password, your businesses or your bank accounts.</li>
        </ul>
      </section>

      <section aria-labelledby="nok-profile" className="flex flex-col gap-3">
        <h2 id="nok-profile" className="text-lg font-semibold">
          Your vault profile
        </h2>
        <QueryContent query={profile} label="your profile">
          {(data) => <ProfileCard profile={data} />}
        </QueryContent>
      </section>

      <section aria-labelledby="nok-list" className="flex flex-col gap-3">
        <h2 id="nok-list" className="text-lg font-semibold">
          Your next of kin
        </h2>
        <QueryContent query={kins} label="your next of kin">
          {(list) =>
            list.length === 0 ? (
              <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-6 text-sm">
                <p>You have not named a next of kin yet.</p>
                <Button variant="outlined" onClick={() => setEditing({})}>
                  Add next of kin
                </Button>
              </div>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2">
                {list.map((kin) => (
                  <li key={kin.id} className="flex flex-col gap-2 rounded-lg border bg-card p-4 text-sm">
                    <div className="flex items-start justify-between gap-2">
                      <div className="min-w-0">
                        <p className="text-base font-semibold [overflow-wrap:anywhere]">
                          {kin.first_name} {kin.last_name}
                        </p>
                        <p className="text-muted-foreground">{RELATIONSHIP_LABELS[kin.relationship]}</p>
                      </div>
                      <Button
                        variant="outlined"
                        size="sm"
                        onClick={() => setEditing({ kin })}
                        aria-label={`Edit ${kin.first_name} ${kin.last_name}`}
                      >
                        <Pencil aria-hidden="true" />
                        Edit
                      </Button>
                    </div>
                    <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1">
                      <dt className="text-muted-foreground">Phone</dt>
                      <dd>{formatPhone(kin.phone_number, country)}</dd>
                      <dt className="text-muted-foreground">Email</dt>
                      <dd className="[overflow-wrap:anywhere]">{kin.email ?? '—'}</dd>
                      <dt className="text-muted-foreground">Address</dt>
                      <dd className="[overflow-wrap:anywhere] whitespace-pre-line">{kin.address ?? '—'}</dd>
                    </dl>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryContent>
      </section>

      <NextOfKinFormModal
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        kin={editing?.kin}
        country={country}
        onSaved={(saved) =>
          toast.success(editing?.kin ? 'Next of kin saved' : 'Next of kin added', {
            description: `${saved.first_name} ${saved.last_name}`,
          })
        }
      />
    </PageLayout>
  );
}

function ProfileCard({ profile }: { profile: VaultProfile }) {
  const name = `${profile.first_name} ${profile.last_name}`.trim() || profile.email;
  return (
    <div className="flex items-center gap-4 rounded-lg border bg-card p-4 text-sm">
      {profile.profile_image ? (
        <img src={profile.profile_image} alt="" className="size-14 rounded-full object-cover" />
      ) : (
        <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-muted">
          <UserRound className="size-7 text-muted-foreground" />
        </span>
      )}
      <dl className="grid min-w-0 grid-cols-[max-content_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">Name</dt>
        <dd className="font-medium [overflow-wrap:anywhere]">{name}</dd>
        <dt className="text-muted-foreground">Username</dt>
        <dd className="[overflow-wrap:anywhere]">{profile.username ?? 'Not chosen yet'}</dd>
        <dt className="text-muted-foreground">Email</dt>
        <dd className="[overflow-wrap:anywhere]">{profile.email}</dd>
        <dt className="text-muted-foreground">Phone</dt>
        <dd>{profile.phone_number ? formatPhone(profile.phone_number, kinCountryOf(profile)) : '—'}</dd>
      </dl>
    </div>
  );
}
