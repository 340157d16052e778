/** The demo sign-ins (README: demo accounts), seeded first on every start and reset. */
import { DEMO_PASSWORD } from '../../auth';
import type { SandboxState } from '../../state';
import { SEED_NOW, iso } from '../../table';

/** Demo accounts seeded on every start and reset (README: demo credentials). */
export const DEMO_USERS = [
  { email: 'owner@ledgerly.ng', first_name: 'Adaeze', last_name: 'Okafor', username: 'Adaeze Okafor', account_type: 'business' as const },
  { email: 'personal@ledgerly.ng', first_name: 'Tunde', last_name: 'Bello', username: 'Tunde Bello', account_type: 'personal' as const },
];

export function seedUsers(state: SandboxState) {
  for (const [index, demo] of DEMO_USERS.entries()) {
    if (state.auth.findByEmail(demo.email)) continue;
    state.auth.users.insert({
      id: 1 + index,
      ...demo,
      is_verified: true,
      phone_number: '+2348031234567',
      _password: state.auth.hashPassword(DEMO_PASSWORD),
      created_at: iso(SEED_NOW),
    });
  }
}
