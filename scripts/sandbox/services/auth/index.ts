/** The auth service: sign-up with OTP, sign-in, refresh, password reset, username. */
import type { operations } from '../../../../src/api/generated/auth';
import { defineService } from '../../module';
import { passwordHandlers } from './passwords';
import { sessionHandlers } from './sessions';
import { seedUsers } from './users.seed';

export const authModule = defineService<operations>('auth', (state) => ({ ...sessionHandlers(state), ...passwordHandlers(state) }), seedUsers);
