import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, planUploads } from './upload-checks';

const fileOf = (name: string, size: number) => {
  const file = new File([], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('planUploads', () => {
  it('refuses a file over 100 MB with the reason, and keeps the others', () => {
    const big = fileOf('video.mp4', MAX_UPLOAD_BYTES + 1);
    const small = fileOf('a.txt', 10);
    const plan = planUploads([big, small], null);
    expect(plan.accepted).toEqual([small]);
    expect(plan.refused).toEqual([{ file: big, reason: 'It is 100 MB; a file may be at most 100 MB.' }]);
    expect(planUploads([fileOf('exact.bin', MAX_UPLOAD_BYTES)], null).accepted).toHaveLength(1);
  });

  it('takes files in order while they fit in the storage left, and says what is free', () => {
    const a = fileOf('a.pdf', 600);
    const b = fileOf('b.pdf', 500);
    const c = fileOf('c.pdf', 400);
    const plan = planUploads([a, b, c], 1024);
    expect(plan.accepted).toEqual([a, c]);
    expect(plan.refused).toEqual([{ file: b, reason: 'Not enough storage left: 424 B free, the file is 500 B.' }]);
  });

  it('refuses everything when the vault is already past its limit', () => {
    expect(planUploads([fileOf('a', 1)], -50).refused[0]!.reason).toBe('Not enough storage left: 0 B free, the file is 1 B.');
  });
});
