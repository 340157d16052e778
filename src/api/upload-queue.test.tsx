import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { createUploadQueue, useUploadQueue, type UploadControl, type UploadQueue, type UploadRun } from './upload-queue';

interface Call {
  file: File;
  control: UploadControl;
  resolve: (answer: string) => void;
  reject: (error: unknown) => void;
}

/** An uploader the test drives: every call waits until the test answers it; an abort rejects it like upload() does. */
function fakeUploader() {
  const calls: Call[] = [];
  let active = 0;
  let maxActive = 0;
  const run: UploadRun<string> = (file, control) => {
    active += 1;
    maxActive = Math.max(maxActive, active);
    return new Promise<string>((resolve, reject) => {
      calls.push({ file, control, resolve, reject });
      control.signal.addEventListener('abort', () => reject(new ApiError({ status: 'FETCH_ERROR', message: 'Request aborted', silent: true })));
    }).finally(() => {
      active -= 1;
    });
  };
  return { run, calls, active: () => active, maxActive: () => maxActive };
}

const files = (...names: string[]) => names.map((name) => new File([name], name));

/** Lets the queue see settled uploads (promise callbacks only, no timers). */
async function flush() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

function statuses(queue: UploadQueue<string>) {
  return queue.getSnapshot().map((item) => `${item.file.name}:${item.status}`);
}

describe('createUploadQueue', () => {
  it('never runs more than three uploads at once, and starts the next as one finishes', async () => {
    const uploader = fakeUploader();
    const queue = createUploadQueue<string>();
    queue.enqueue(files('a', 'b', 'c', 'd', 'e', 'f', 'g'), uploader.run);
    expect(uploader.calls.map((c) => c.file.name)).toEqual(['a', 'b', 'c']);
    expect(statuses(queue)).toEqual(['a:uploading', 'b:uploading', 'c:uploading', 'd:queued', 'e:queued', 'f:queued', 'g:queued']);
    for (let i = 0; i < 7; i += 1) {
      uploader.calls[i]!.resolve(`id-${i}`);
      await flush();
      expect(uploader.active()).toBeLessThanOrEqual(3);
    }
    expect(uploader.maxActive()).toBe(3);
    expect(uploader.calls).toHaveLength(7);
    expect(queue.getSnapshot().map((item) => [item.status, item.result])).toEqual(
      Array.from({ length: 7 }, (_, i) => ['done', `id-${i}`]),
    );
  });

  it('reports each upload’s own progress', () => {
    const uploader = fakeUploader();
    const queue = createUploadQueue<string>();
    queue.enqueue(files('a', 'b'), uploader.run);
    uploader.calls[1]!.control.onProgress({ loaded: 30, total: 120, percent: 25 });
    expect(queue.getSnapshot().map((item) => item.progress?.percent ?? null)).toEqual([null, 25]);
  });

  it('cancel aborts the running request and frees its slot at once; a queued item never starts', async () => {
    const uploader = fakeUploader();
    const queue = createUploadQueue<string>();
    const [a, , , d] = queue.enqueue(files('a', 'b', 'c', 'd', 'e'), uploader.run);
    queue.cancel(d!);
    queue.cancel(a!);
    expect(uploader.calls[0]!.control.signal.aborted).toBe(true);
    // Synchronously: e took a's slot before the aborted request settled; d was never sent.
    expect(uploader.calls.map((c) => c.file.name)).toEqual(['a', 'b', 'c', 'e']);
    await flush();
    expect(statuses(queue)).toEqual(['a:cancelled', 'b:uploading', 'c:uploading', 'd:cancelled', 'e:uploading']);
    expect(queue.getSnapshot()[0]!.error).toBeNull();
    uploader.calls[0]!.control.onProgress({ loaded: 1, total: 2, percent: 50 });
    expect(queue.getSnapshot()[0]!.progress).toBeNull();
  });

  it('retry re-runs only the failed item; failures are ApiErrors', async () => {
    const uploader = fakeUploader();
    const queue = createUploadQueue<string>();
    const [, b] = queue.enqueue(files('a', 'b', 'c'), uploader.run);
    uploader.calls[0]!.resolve('id-a');
    uploader.calls[1]!.reject(new TypeError('Failed to fetch'));
    uploader.calls[2]!.resolve('id-c');
    await flush();
    const failed = queue.getSnapshot()[1]!;
    expect(failed.status).toBe('failed');
    expect(failed.error).toBeInstanceOf(ApiError);
    expect([failed.error?.status, failed.error?.message]).toEqual(['FETCH_ERROR', 'Network Error']);

    queue.retry(b!);
    expect(uploader.calls.map((c) => c.file.name)).toEqual(['a', 'b', 'c', 'b']);
    expect(statuses(queue)).toEqual(['a:done', 'b:uploading', 'c:done']);
    uploader.calls[3]!.resolve('id-b');
    await flush();
    expect(queue.getSnapshot().map((item) => item.result)).toEqual(['id-a', 'id-b', 'id-c']);
  });

  it('keeps a refused upload’s field errors, and lets finished items be removed', async () => {
    const uploader = fakeUploader();
    const queue = createUploadQueue<string>();
    const [a] = queue.enqueue(files('big.pdf'), uploader.run);
    uploader.calls[0]!.reject(new ApiError({ status: 400, message: 'file: File is larger than 100 MB.', fieldErrors: { file: ['File is larger than 100 MB.'] } }));
    await flush();
    expect(queue.getSnapshot()[0]!.error?.fieldErrors).toEqual({ file: ['File is larger than 100 MB.'] });
    queue.remove(a!);
    expect(queue.getSnapshot()).toEqual([]);
  });
});

describe('useUploadQueue', () => {
  function Uploads({ queue, run }: { queue?: UploadQueue<string>; run: UploadRun<string> }) {
    const { queue: q, items } = useUploadQueue(queue);
    return (
      <>
        <button type="button" onClick={() => q.enqueue(files('receipt.png'), run)}>
          Add
        </button>
        <ul>
          {items.map((item) => (
            <li key={item.id}>{`${item.file.name} ${item.status} ${item.progress?.percent ?? 0}%`}</li>
          ))}
        </ul>
      </>
    );
  }

  it('re-renders with each item’s status and progress', async () => {
    const uploader = fakeUploader();
    const queue = createUploadQueue<string>();
    render(<Uploads queue={queue} run={uploader.run} />);
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    expect(screen.getByRole('listitem')).toHaveTextContent('receipt.png uploading 0%');
    act(() => uploader.calls[0]!.control.onProgress({ loaded: 3, total: 4, percent: 75 }));
    expect(screen.getByRole('listitem')).toHaveTextContent('receipt.png uploading 75%');
    await act(async () => {
      uploader.calls[0]!.resolve('id-1');
      await flush();
    });
    expect(screen.getByRole('listitem')).toHaveTextContent('receipt.png done');
  });

  it('cancels the uploads of its own queue when the component goes away', () => {
    const uploader = fakeUploader();
    const { unmount } = render(<Uploads run={uploader.run} />);
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    expect(uploader.calls[0]!.control.signal.aborted).toBe(false);
    unmount();
    expect(uploader.calls[0]!.control.signal.aborted).toBe(true);
  });
});
