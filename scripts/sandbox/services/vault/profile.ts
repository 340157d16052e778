/** The person the vault belongs to (from the auth users) and their next of kin. */
import { requireUser } from '../../types';
import { nonBlank, ownerOf, type Deps, type Handlers } from './context';
import type { NextOfKinRow, Schemas } from './store';
import { mustFind, now, ownedBy } from '../../table';
import { replayed } from '../../replay';

const PHONE = /^(\+[1-9]\d{7,14}|0[789][01]\d{8})$/;

type NextOfKinInput = Schemas['NextOfKinInput'];

/** The stored fields of a next of kin from a create or full-replacement body. */
function kinFields(body: NextOfKinInput) {
  return {
    first_name: nonBlank(body.first_name, 'first_name', 150),
    last_name: nonBlank(body.last_name, 'last_name', 150),
    relationship: body.relationship,
    email: body.email?.trim().toLowerCase() || null,
    phone_number: body.phone_number,
    address: body.address?.trim() || null,
  };
}

const kinView = ({ _owner: _, id, ...row }: NextOfKinRow): Schemas['NextOfKin'] => ({ id, ...row });

/** A repeated Idempotency-Key with another body (issue 21). */
export const KIN_KEY_REUSED = 'This Idempotency-Key was already used for a different next of kin.';

export function profileHandlers({
  store,
}: Deps): Handlers<'getVaultProfile' | 'listNextOfKins' | 'createNextOfKin' | 'updateNextOfKin'> {
  return {
    getVaultProfile: (req) => {
      const user = requireUser(req);
      return {
        status: 200,
        body: {
          id: user.id,
          email: user.email,
          username: user.username,
          first_name: user.first_name,
          last_name: user.last_name,
          phone_number: user.phone_number && PHONE.test(user.phone_number) ? user.phone_number : null,
          profile_image: null,
        },
      };
    },
    listNextOfKins: (req) => ({
      status: 200,
      body: ownedBy(store.nextOfKins, ownerOf(req))
        .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
        .map(kinView),
    }),
    // A retry under the same Idempotency-Key (a lost answer, a resent call) answers the first one.
    createNextOfKin: replayed(store, 'createNextOfKin', KIN_KEY_REUSED, (req) => {
      const row = store.nextOfKins.insert({ _owner: ownerOf(req), ...kinFields(req.body), created_at: now() });
      return { status: 201, body: kinView(row) };
    }),
    updateNextOfKin: (req) => {
      const row = mustFind(store.nextOfKins, req.params.id, { _owner: ownerOf(req) }, { what: 'Next of kin not found.' });
      return { status: 200, body: kinView(store.nextOfKins.update(row.id, kinFields(req.body))!) };
    },
  };
}
