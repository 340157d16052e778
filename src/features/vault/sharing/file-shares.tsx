/**
 * The share links of one file (issue 17, item 5): each with its access, when it was made, when it
 * expires and how often it was opened; its link to copy; a change of access; and revoke. 'New
 * share link' opens the share form.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { toApiError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { StatusBadge } from '@/components/ui/status-badge';
import { TextInput } from '@/components/ui/text-input';
import { formatDate, formatDateTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { CopyField } from './copy-button';
import { RevokeShareDialog } from './revoke-share-dialog';
import { passwordProblem, toAccessPatch } from './share-form-schema';
import { ShareFileForm } from './share-file-form';
import { sharesOfFile, sharesQuery, usePatchShare, type AccessLevel, type FileShare } from './shares.queries';
import { ACCESS_STATUS } from '@/lib/statuses/record';

export interface FileSharesProps {
  fileId: number;
  fileName: string;
}

const isExpired = (share: FileShare, now = Date.now()) => share.expires_at !== null && Date.parse(share.expires_at) <= now;

export function FileShares({ fileId, fileName }: FileSharesProps) {
  const shares = useQuery(sharesQuery());
  const [making, setMaking] = useState(false);
  const [revoking, setRevoking] = useState<FileShare | null>(null);
  const headingId = useId();
  const mine = sharesOfFile(shares.data, fileId);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          Share links
        </h3>
        {making ? null : (
          <Button variant="outlined" size="sm" onClick={() => setMaking(true)}>
            <Link2 aria-hidden="true" />
            New share link
          </Button>
        )}
      </div>
      {making ? <ShareFileForm fileId={fileId} fileName={fileName} onDone={() => setMaking(false)} /> : null}
      {shares.isPending ? (
        <p className="text-sm text-muted-foreground" role="status">
          Loading share links…
        </p>
      ) : shares.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
          <span>{toApiError(shares.error).message}</span>
          <Button variant="outlined" size="sm" onClick={() => void shares.refetch()}>
            Retry
          </Button>
        </div>
      ) : mine.length === 0 ? (
        <p className="text-sm text-muted-foreground">This file is not shared.</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Share links of this file">
          {mine.map((share) => (
            <ShareRow key={share.id} share={share} onRevoke={() => setRevoking(share)} />
          ))}
        </ul>
      )}
      <RevokeShareDialog share={revoking} fileName={fileName} onClose={() => setRevoking(null)} />
    </section>
  );
}

function ShareRow({ share, onRevoke }: { share: FileShare; onRevoke: () => void }) {
  const patch = usePatchShare();
  const [wanted, setWanted] = useState<AccessLevel | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const expired = isExpired(share);
  const selectId = useId();

  const change = async (access: AccessLevel, newPassword = '') => {
    setError(null);
    try {
      await patch.mutateAsync({ params: { path: { id: share.id } }, body: toAccessPatch(access, newPassword) });
      toast.success(access === 'public' ? 'Anyone with the link can open it now' : 'The link now needs its password');
      setWanted(null);
      setPassword('');
    } catch (failure) {
      const normalised = toApiError(failure);
      setError(normalised.fieldErrors.password?.[0] ?? normalised.message);
    }
  };

  const pick = (access: AccessLevel) => {
    if (access === share.access) return setWanted(null);
    // Back to restricted with the password the link already has; otherwise a new one is asked for.
    if (access === 'restricted' && !share.has_password) return setWanted('restricted');
    void change(access);
  };

  const submitPassword = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = passwordProblem(password);
    if (problem) return setError(problem);
    void change('restricted', password);
  };

  return (
    <li className="flex flex-col gap-3 rounded-lg border p-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <StatusBadge vocabulary={ACCESS_STATUS} status={share.access} />
        {expired ? <span className="font-medium text-destructive">Expired</span> : null}
        <span className="text-muted-foreground">Made {formatDate(share.created_at)}</span>
        <span className="text-muted-foreground">
          {share.expires_at ? `${expired ? 'Expired' : 'Expires'} ${formatDateTime(share.expires_at)}` : 'Never expires'}
        </span>
        <span className="text-muted-foreground">
          Opened {share.views} {share.views === 1 ? 'time' : 'times'}
        </span>
      </div>
      <CopyField label="Link" value={share.share_url} what="link" />
      <div className="flex flex-wrap items-end gap-2">
        <NativeSelect
          id={selectId}
          label="Access"
          value={wanted ?? share.access}
          disabled={patch.isPending}
          onChange={(event) => pick(event.target.value as AccessLevel)}
          wrapperClassName="min-w-44"
        >
          <option value="public">Public: anyone with the link</option>
          <option value="restricted">Restricted: password needed</option>
        </NativeSelect>
        <Button variant="danger" size="sm" className="sm:h-10" onClick={onRevoke}>
          Stop sharing
        </Button>
      </div>
      {wanted === 'restricted' ? (
        <form
          onSubmit={submitPassword}
          noValidate
          className="flex flex-wrap items-start gap-2"
          aria-label="Password for this link"
        >
          <Field
            label="New password"
            error={error}
            className="min-w-48 flex-1"
            hint="At least 8 characters, with letters and numbers."
          >
            <TextInput
              value={password}
              autoComplete="new-password"
              spellCheck={false}
              onChange={(event) => {
                setPassword(event.target.value);
                setError(null);
              }}
            />
          </Field>
          <Button type="submit" className="sm:mt-6.5" loading={patch.isPending}>
            Restrict
          </Button>
          <Button variant="outlined" className="sm:mt-6.5" onClick={() => setWanted(null)}>
            Cancel
          </Button>
        </form>
      ) : error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </li>
  );
}
