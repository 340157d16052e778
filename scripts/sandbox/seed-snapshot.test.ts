/**
 * The seeded demo data is a fixture that tests and demos rely on: the same ids and the same
 * values on every start. The hashes below were taken from the sandbox before the services were
 * restructured (issue 11, item 5); a change to any seeded value fails here.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadSandboxConfig } from './config';
import { modules } from './services/index';
import { SandboxState } from './state';

function seededSnapshot(): { users: unknown; stores: Record<string, unknown> } {
  const state = new SandboxState(loadSandboxConfig({ SESSION_SECRET: 'snapshot-secret' }));
  for (const module of modules) module.seed?.(state);
  for (const module of modules) module.handlers(state);
  return JSON.parse(JSON.stringify(state)) as { users: unknown; stores: Record<string, unknown> };
}

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

const BEFORE: Record<string, string> = {
  users: 'c40447c4c22c460b06898d963b6730cba2d9a19ee282305c730b2dc471a3b0e9',
  common: '36f0f3f5e26516f2a621cd8040ee9a8e5e604407048c1805d714d1780b5efcbf',
  subscription: 'ff0f6b18ce1960b5412c1d6e0bad886b7ef5605906958a7b1feba8c52ed8d534',
  training: '0aae216b9990128b713059d7aa4fa8614b51aae83ad8e878c438c2db8dcc5784',
  business: '80d1f2c203b1e84a9d9d8655d04838cabb4ae7f45029d343e2385f9453941c03',
  vault: 'e6792a0b08d20bc2a19377b13ea82d70c99dba593740ea68fdd9c1e81347edce',
  banking: '8e2a7ea4f0d9713cb64337b8a76e5cf03a64930f4058afd02b7deb77543cd252',
  market: 'fd92823e641eec17f62882cddbd1280503ec643e350f6c8edda6106244506816',
};

describe('seeded data', () => {
  it('is the same, store by store, as before the restructuring', () => {
    const snapshot = seededSnapshot();
    const hashes = { users: hash(snapshot.users), ...Object.fromEntries(Object.entries(snapshot.stores).map(([key, store]) => [key, hash(store)])) };
    expect(hashes).toEqual(BEFORE);
  });

  it('is the same on every seeding', () => {
    expect(hash(seededSnapshot())).toBe(hash(seededSnapshot()));
  });
});
