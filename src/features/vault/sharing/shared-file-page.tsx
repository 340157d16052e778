/**
 * The page a share link opens (`/vault/shared/<id>`, the contract's `share_url`): no sign-in, no
 * app shell. A public link shows the file at once; a restricted one asks for its password first
 * (a wrong one is said under the field); then the file is previewed and can be downloaded. A
 * revoked link shows the server's 'This share link does not exist.', an expired one says so.
 *
 * Its own client, with no session: the link is for people without an account, and an owner
 * testing their own link sees what the recipient sees. The password is kept in this page's
 * state only, sent as the contract's query parameter (D9), never put in the page's address.
 */
import { useState, type SubmitEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import createFetchClient from 'openapi-fetch';
import { Clock, FileWarning, Lock } from 'lucide-react';
import { ApiError, httpError, toApiError } from '@/api/errors';
import { REQUEST_TIMEOUT_MS, createTimedFetch } from '@/api/http';
import type { VaultPaths } from '@/api/clients';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { TextInput } from '@/components/ui/text-input';
import { formatDateTime } from '@/lib/dates';
import { env } from '@/lib/env';
import { DownloadButton } from '../preview/download-button';
import { FilePreview } from '../preview/file-preview';
import { KIND_LABELS, previewKind } from '../preview/preview-kind';
import type { FileShareDetail } from './shares.queries';

const timed = createTimedFetch(REQUEST_TIMEOUT_MS);

const publicClient = createFetchClient<VaultPaths>({
  baseUrl: (env.VITE_VAULT_URL ?? '').trim().replace(/\/+$/, '') || 'http://no-url.invalid',
  fetch: (request: Request) => timed(request),
});

/** Opens the share, with its password when given. Rejects with the server's ApiError. */
export async function openShare(id: string, password?: string): Promise<FileShareDetail> {
  try {
    const { data, error, response } = await publicClient.GET('/file_shares/{id}/', {
      params: { path: { id }, query: password === undefined ? {} : { password } },
    });
    if (!data) throw httpError(response.status, error);
    return data;
  } catch (error) {
    throw toApiError(error);
  }
}

export type ShareRefusal = 'password_required' | 'incorrect_password' | 'share_expired' | 'not_found' | 'other';

/** Why the share did not open, from the contract's codes (403) and 404. */
export function refusalOf(error: unknown): ShareRefusal {
  const failure = error instanceof ApiError ? error : toApiError(error);
  const code = (failure.body as { code?: unknown } | undefined)?.code;
  if (failure.status === 403 && (code === 'password_required' || code === 'incorrect_password' || code === 'share_expired'))
    return code;
  if (failure.status === 404) return 'not_found';
  return 'other';
}

export function SharedFilePage({ shareId }: { shareId: string }) {
  const first = useQuery({
    queryKey: ['vault-share', shareId] as const,
    queryFn: () => openShare(shareId),
    retry: false,
    meta: { silent: true },
  });
  const [unlocked, setUnlocked] = useState<FileShareDetail | null>(null);
  const share = unlocked ?? first.data ?? null;
  const refusal = first.isError ? refusalOf(first.error) : null;

  return (
    <main id="main" tabIndex={-1} className="min-h-dvh bg-background text-foreground outline-none">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 sm:p-8">
        <header>
          <Logo />
        </header>
        {share ? (
          <SharedFile share={share} />
        ) : first.isPending ? (
          <div className="flex flex-col gap-4" role="status" aria-label="Opening the shared file">
            <Skeleton className="h-8 w-1/2" />
            <Skeleton className="h-40 w-full" />
          </div>
        ) : refusal === 'password_required' ? (
          <PasswordForm shareId={shareId} onOpened={setUnlocked} />
        ) : (
          <Refused refusal={refusal ?? 'other'} message={toApiError(first.error).message} onRetry={() => void first.refetch()} />
        )}
      </div>
    </main>
  );
}

function Refused({ refusal, message, onRetry }: { refusal: ShareRefusal; message: string; onRetry: () => void }) {
  const expired = refusal === 'share_expired';
  const gone = refusal === 'not_found';
  return (
    <section className="flex flex-col items-center gap-3 rounded-lg border p-8 text-center">
      {expired ? (
        <Clock aria-hidden="true" className="size-10 text-muted-foreground" />
      ) : (
        <FileWarning aria-hidden="true" className="size-10 text-muted-foreground" />
      )}
      <h1 className="text-xl font-semibold">
        {expired ? 'This link has expired' : gone ? 'Link not found' : 'The file could not be opened'}
      </h1>
      <p role="alert">{expired ? 'This share link has expired. Ask the person who sent it for a new one.' : message}</p>
      {refusal === 'other' ? (
        <Button variant="outlined" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </section>
  );
}

function PasswordForm({ shareId, onOpened }: { shareId: string; onOpened: (share: FileShareDetail) => void }) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refused, setRefused] = useState<{ refusal: ShareRefusal; message: string } | null>(null);
  const open = useMutation({
    mutationFn: (given: string) => openShare(shareId, given),
    meta: { silent: true },
  });

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') return setFieldError('Enter the password you were given with the link');
    setFieldError(null);
    try {
      onOpened(await open.mutateAsync(password));
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal === 'incorrect_password' || refusal === 'password_required')
        setFieldError('Incorrect password. Check it and try again.');
      else setRefused({ refusal, message: toApiError(error).message });
    }
  };

  if (refused && refused.refusal !== 'other')
    return <Refused refusal={refused.refusal} message={refused.message} onRetry={() => setRefused(null)} />;
  return (
    <section className="flex flex-col gap-4 rounded-lg border p-6">
      <div className="flex items-center gap-3">
        <Lock aria-hidden="true" className="size-6 text-muted-foreground" />
        <h1 className="text-xl font-semibold">This file is protected</h1>
      </div>
      <p className="text-sm text-muted-foreground">Enter the password the person who shared it gave you.</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
        <Field label="Password" error={fieldError} required>
          <TextInput
            type="password"
            autoComplete="off"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setFieldError(null);
            }}
          />
        </Field>
        {refused ? (
          <p role="alert" className="text-sm text-destructive">
            {refused.message}
          </p>
        ) : null}
        <div>
          <Button type="submit" loading={open.isPending}>
            Open file
          </Button>
        </div>
      </form>
    </section>
  );
}

function SharedFile({ share }: { share: FileShareDetail }) {
  const file = share.file_detail;
  return (
    <article className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold [overflow-wrap:anywhere]">{file.name}</h1>
        <p className="text-sm text-muted-foreground">
          {file.file_size} {file.file_size_unit} · {KIND_LABELS[previewKind(file.mimetype, file.name)]} · shared{' '}
          {formatDateTime(share.created_at)}
          {share.expires_at ? ` · link works until ${formatDateTime(share.expires_at)}` : ''}
        </p>
        {file.description?.trim() ? <p className="break-words whitespace-pre-line">{file.description}</p> : null}
      </div>
      <div>
        <DownloadButton file={file} variant="primary" />
      </div>
      <FilePreview file={file} />
    </article>
  );
}
