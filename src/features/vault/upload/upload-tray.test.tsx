import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { aFile } from '../browser/test-data';
import { UploadTray } from './upload-tray';
import { MAX_UPLOAD_BYTES } from './upload-checks';
import { resetVaultUploads, startUploads } from './vault-uploads';

/** A stand-in XMLHttpRequest the test drives: progress, an answer, or the abort the queue asks for. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  url = '';
  body: FormData | null = null;
  aborted = false;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ loaded, total, lengthComputable: true }));
  }
  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => {
      this.onload?.();
      await Promise.resolve();
    });
  }
}

const fileOf = (name: string, size = 1000) => {
  const file = new File(['x'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  resetVaultUploads();
});
afterEach(() => {
  resetVaultUploads();
  vi.unstubAllGlobals();
});

const itemOf = (name: string) => screen.getByRole('progressbar', { name: `Upload of ${name}` }).closest('li')!;
const statusOf = (name: string) => itemOf(name).getAttribute('data-upload-status');

describe('UploadTray with the vault upload queue', () => {
  it('runs three uploads at once into the folder, with progress; cancel frees a slot; a failure is retried', async () => {
    const { queryClient, user } = renderWithApp(<UploadTray />);
    act(() => {
      startUploads({
        files: ['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf'].map((n) => fileOf(n)),
        folder: 12,
        freeBytes: null,
        queryClient,
      });
    });
    expect(FakeXhr.sent).toHaveLength(3);
    expect(FakeXhr.sent.map((x) => x.url)).toEqual(Array(3).fill(expect.stringMatching(/\/files\/$/)));
    expect(FakeXhr.sent[0]!.body!.get('folder')).toBe('12');
    expect(FakeXhr.sent.map((x) => (x.body!.get('file') as File).name)).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(statusOf('d.pdf')).toBe('queued');
    expect(screen.getByText('4 uploading')).toBeInTheDocument();

    FakeXhr.sent[0]!.progress(500, 1000);
    expect(screen.getByRole('progressbar', { name: 'Upload of a.pdf' })).toHaveAttribute('aria-valuenow', '50');
    expect(within(itemOf('a.pdf')).getByText(/50% of/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel upload of b.pdf' }));
    expect(FakeXhr.sent[1]!.aborted).toBe(true);
    expect(statusOf('b.pdf')).toBe('cancelled');
    expect(FakeXhr.sent).toHaveLength(4);
    expect((FakeXhr.sent[3]!.body!.get('file') as File).name).toBe('d.pdf');

    await FakeXhr.sent[0]!.respond(201, aFile(201, 'a.pdf'));
    expect(statusOf('a.pdf')).toBe('done');

    await FakeXhr.sent[2]!.respond(500, { detail: 'Upload interrupted. Please try again.' });
    expect(statusOf('c.pdf')).toBe('failed');
    expect(within(itemOf('c.pdf')).getByText('Upload interrupted. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry upload of c.pdf' }));
    expect(FakeXhr.sent).toHaveLength(5);
    expect((FakeXhr.sent[4]!.body!.get('file') as File).name).toBe('c.pdf');
    await FakeXhr.sent[4]!.respond(201, aFile(202, 'c.pdf'));
    expect(statusOf('c.pdf')).toBe('done');
    expect(screen.getByText('1 uploading, 2 uploaded, 1 cancelled')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear finished' }));
    expect(screen.queryByRole('progressbar', { name: 'Upload of a.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload of d.pdf' })).toBeInTheDocument();
  });

  it('refuses a file over 100 MB before uploading, with the reason at the file in the tray', async () => {
    const { queryClient, user } = renderWithApp(<UploadTray />);
    act(() => {
      startUploads({
        files: [fileOf('film.mp4', MAX_UPLOAD_BYTES + 5 * 1024 * 1024), fileOf('ok.pdf')],
        folder: null,
        freeBytes: null,
        queryClient,
      });
    });
    const refused = screen.getByTitle('film.mp4').closest('li')!;
    expect(refused).toHaveAttribute('data-upload-status', 'refused');
    expect(refused).toHaveTextContent('Not uploaded: It is 105 MB; a file may be at most 100 MB.');
    expect(screen.getByText('1 uploading, 1 not uploaded')).toBeInTheDocument();
    expect(FakeXhr.sent.map((x) => (x.body!.get('file') as File).name)).toEqual(['ok.pdf']);
    expect(FakeXhr.sent[0]!.body!.get('folder')).toBeNull();
    await user.click(within(refused).getByRole('button', { name: 'Remove film.mp4 from the list' }));
    expect(screen.queryByTitle('film.mp4')).not.toBeInTheDocument();
  });

  it('refuses what does not fit in the storage left, counting uploads still running, and says what is free', () => {
    const { queryClient } = renderWithApp(<UploadTray />);
    act(() => {
      startUploads({ files: [fileOf('first.pdf', 3000)], folder: null, freeBytes: 4096, queryClient });
    });
    act(() => {
      startUploads({ files: [fileOf('second.pdf', 2000)], folder: null, freeBytes: 4096, queryClient });
    });
    const refused = screen.getByTitle('second.pdf').closest('li')!;
    expect(refused).toHaveAttribute('data-upload-status', 'refused');
    expect(within(refused).getByText('Not enough storage left: 1.07 KB free, the file is 1.95 KB.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Upload of second.pdf' })).not.toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(1);
  });
});
