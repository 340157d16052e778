/**
 * Contract tests of the business service root (openapi/business.yaml): businesses, membership and
 * the reference lists, through the app's real business client (with the catalogue messages,
 * BUSINESS_MESSAGES), the error answers of the create-business form and the business list, and a
 * request that breaks the contract. Ids come from list and create answers (fixtures/business.ts),
 * so the file also runs through `prism proxy --errors` in front of the sandbox.
 */
import { describe, expect, it } from 'vitest';
import {
  CURRENCY,
  EMAIL,
  expectContractRefusal,
  expectDateTime,
  expectDocumentedError,
  expectError,
  expectId,
  expectList,
  expectNonEmpty,
  expectRecord,
  expectUrl,
  expectViolation,
  ok,
  png,
  rejection,
} from './harness';
import {
  ALL_PERMISSIONS,
  business,
  businessId,
  expectBusiness,
  firstBusiness,
  newBusiness,
  type Schemas,
} from './fixtures/business';
import { isStateful } from './target';

describe('business: businesses', () => {
  it('GET /business/v1/businesses/ lists the user’s businesses with their locations (listBusinesses)', async () => {
    const businesses = ok(await business.GET('/business/v1/businesses/'));
    expectList(businesses, expectBusiness);
    expect(new Set(businesses.map((b) => b.id)).size).toBe(businesses.length);
  });

  it('POST /business/v1/businesses/ creates a business with its first location (createBusiness)', async () => {
    const body = await newBusiness();
    const result = await business.POST('/business/v1/businesses/', { body });
    const created = ok(result);
    expect(result.response.status).toBe(201);
    expectBusiness(created);
    expect(created.name).toBe(body.name);
    expect(created.category.id).toBe(body.category);
    expect(created.currency).toBe(body.currency);
    expect(created.email).toBe(body.email);
    expect(created.phone_number).toBe(body.phone_number);
    expect(created.address).toBe(body.address);
    expect(created.locations).toHaveLength(1);
    expect(created.locations[0]).toMatchObject({ ...body.location, active: true });
  });

  it('GET /business/v1/businesses/{id}/ answers one business (getBusiness)', async () => {
    const first = await firstBusiness();
    const found = ok(await business.GET('/business/v1/businesses/{id}/', { params: { path: { id: first.id } } }));
    expectRecord(found, first.id, expectBusiness);
    expect(found.owner).toBe(first.owner);
  });

  it('PATCH /business/v1/businesses/{id}/ saves the settings form as JSON (patchBusiness)', async () => {
    const first = await firstBusiness();
    const body: Schemas['BusinessPatch'] = {
      name: first.name,
      category: first.category.id,
      currency: first.currency,
      email: first.email,
      phone_number: first.phone_number,
      address: first.address,
    };
    const updated = ok(await business.PATCH('/business/v1/businesses/{id}/', { params: { path: { id: first.id } }, body }));
    expectRecord(updated, first.id, expectBusiness);
    expect(updated).toMatchObject({ ...body, category: { id: body.category } });
  });

  it('PATCH /business/v1/businesses/{id}/ saves the invoice details: tax number, VAT, terms, bank account (patchBusiness, designed)', async () => {
    const first = await firstBusiness();
    const banks = ok(await business.GET('/business/v1/banks/'));
    const bank = banks[0]!;
    const body: Schemas['BusinessPatch'] = {
      tax_number: '12345678-0001',
      default_vat: '7.5',
      default_payment_terms: 14,
      bank_account: { bank_code: bank.code, account_number: '0123456789', account_name: first.name },
    };
    const updated = ok(await business.PATCH('/business/v1/businesses/{id}/', { params: { path: { id: first.id } }, body }));
    expectRecord(updated, first.id, expectBusiness);
    if (isStateful) {
      expect(updated).toMatchObject({
        tax_number: '12345678-0001',
        default_vat: '7.5',
        default_payment_terms: 14,
        bank_account: { bank_code: bank.code, bank_name: bank.name, account_number: '0123456789', account_name: first.name },
      });
      const refused = await rejection(
        business.PATCH('/business/v1/businesses/{id}/', {
          params: { path: { id: first.id } },
          body: { bank_account: { bank_code: bank.code, account_number: '12345', account_name: first.name } },
        }),
      );
      expect(refused.status).toBe(400);
      expect(refused.fieldErrors['bank_account.account_number']?.length).toBe(1);
    }
  });

  it('PATCH /business/v1/businesses/{id}/ uploads a new logo as a form (patchBusiness, multipart)', async () => {
    const first = await firstBusiness();
    const logo = png('adaeze-logo.png');
    const body: Schemas['BusinessPatchForm'] = { name: first.name, logo: logo.name };
    const updated = ok(
      await business.PATCH('/business/v1/businesses/{id}/', {
        params: { path: { id: first.id } },
        body,
        bodySerializer: (b: Schemas['BusinessPatchForm']) => {
          const form = new FormData();
          if (b.name !== undefined) form.append('name', b.name);
          form.append('logo', logo);
          return form;
        },
      }),
    );
    expectRecord(updated, first.id, expectBusiness);
    expect(updated.name).toBe(first.name);
    expect(updated.logo).not.toBeNull();
    expectUrl(updated.logo);
  });

  it('GET /business/v1/businesses/{id}/membership/ says what the signed-in user may do (getBusinessMembership)', async () => {
    const id = await businessId();
    const membership = ok(await business.GET('/business/v1/businesses/{id}/membership/', { params: { path: { id } } }));
    expect(membership.business_id).toBe(id);
    expect(typeof membership.is_owner).toBe('boolean');
    expect(new Set(membership.permissions).size).toBe(membership.permissions.length);
    for (const permission of membership.permissions) {
      expect(Number.isInteger(permission)).toBe(true);
      expect(permission).toBeGreaterThanOrEqual(93);
      expect(permission).toBeLessThanOrEqual(148);
    }
    if (membership.is_owner) {
      // The owner is no staff member, has no role and holds all 56 permissions.
      expect(membership.member_id).toBeNull();
      expect(membership.role).toBeNull();
      expect([...membership.permissions].sort((a, b) => a - b)).toEqual(ALL_PERMISSIONS);
    } else {
      expectId(membership.member_id);
      if (membership.role !== null) {
        expectId(membership.role.id);
        expectNonEmpty(membership.role.name);
      }
    }
  });
});

describe('business: reference lists', () => {
  it('GET /business/v1/currencies/ lists currencies with code and symbol (listBusinessCurrencies)', async () => {
    const currencies = ok(await business.GET('/business/v1/currencies/'));
    expect(currencies.length).toBeGreaterThan(0);
    for (const currency of currencies) {
      expectId(currency.id);
      expectNonEmpty(currency.name);
      expect(currency.code).toMatch(CURRENCY);
      expectNonEmpty(currency.symbol);
      expect(currency.symbol.length).toBeLessThanOrEqual(8);
      expect(typeof currency.active).toBe('boolean');
      expectDateTime(currency.created_at);
    }
    expect(new Set(currencies.map((c) => c.code)).size).toBe(currencies.length);
  });

  it('GET /business/v1/banks/ lists banks by name (listBusinessBanks)', async () => {
    const banks = ok(await business.GET('/business/v1/banks/'));
    expect(banks.length).toBeGreaterThan(0);
    for (const bank of banks) {
      expectId(bank.id);
      expectNonEmpty(bank.name);
      expectNonEmpty(bank.code);
      expect(bank.code.length).toBeLessThanOrEqual(20);
    }
    const names = banks.map((b) => b.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('GET /business/v1/categories lists business categories by name (listBusinessCategories)', async () => {
    const categories = ok(await business.GET('/business/v1/categories'));
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) {
      expectId(category.id);
      expectNonEmpty(category.name);
      expect(Object.keys(category).sort()).toEqual(['id', 'name']);
    }
    const names = categories.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('GET /business/v1/white_list_emails/ lists the allow-listed emails (listWhiteListEmails)', async () => {
    const emails = ok(await business.GET('/business/v1/white_list_emails/'));
    expect(Array.isArray(emails)).toBe(true);
    for (const email of emails) expect(email).toMatch(EMAIL);
  });
});

describe('business: businesses and reference lists, error answers', () => {
  it('400 on a new business carries the field errors (createBusiness)', async () => {
    const body = await newBusiness();
    const error = await expectError(400, 'POST', '/business/v1/businesses/', (headers) =>
      business.POST('/business/v1/businesses/', { body, headers }),
    );
    expectDocumentedError('business', error, 'POST', '/business/v1/businesses/', 400);
    // The form shows these under each field.
    expect(Object.keys(error.fieldErrors).length).toBeGreaterThan(0);
    for (const messages of Object.values(error.fieldErrors)) {
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) expect(message).toEqual(expect.any(String));
    }
  });

  it('401 is an unauthorised ApiError with the server’s message (listBusinessCurrencies)', async () => {
    const error = await expectError(401, 'GET', '/business/v1/currencies/', (headers) =>
      business.GET('/business/v1/currencies/', { headers }),
    );
    expectDocumentedError('business', error, 'GET', '/business/v1/currencies/', 401);
    expect(error.isUnauthorized).toBe(true);
  });

  it('403 when a personal account creates a business (createBusiness)', async () => {
    const body = await newBusiness();
    const error = await expectError(403, 'POST', '/business/v1/businesses/', (headers) =>
      business.POST('/business/v1/businesses/', { body, headers }),
    );
    expectDocumentedError('business', error, 'POST', '/business/v1/businesses/', 403);
  });

  it('404 when the user is neither owner nor member (getBusinessMembership)', async () => {
    const id = await businessId();
    const error = await expectError(404, 'GET', '/business/v1/businesses/{id}/membership/', (headers) =>
      business.GET('/business/v1/businesses/{id}/membership/', { params: { path: { id } }, headers }),
    );
    expectDocumentedError('business', error, 'GET', '/business/v1/businesses/{id}/membership/', 404);
  });

  it('500 on the business list shows the server’s detail (listBusinesses)', async () => {
    const error = await expectError(500, 'GET', '/business/v1/businesses/', (headers) =>
      business.GET('/business/v1/businesses/', { headers }),
    );
    // The catalogue's 'Failed to fetch businesses' is only the fallback: the server's detail wins.
    const body = expectDocumentedError('business', error, 'GET', '/business/v1/businesses/', 500);
    expect(error.message).toBe(body.detail);
    expect(error.message).not.toBe('Failed to fetch businesses');
  });

  it('a business without its required name breaks the contract and is refused with 422 (createBusiness)', async () => {
    const { name: _name, ...withoutName } = await newBusiness();
    expectViolation();
    await expectContractRefusal(business.POST('/business/v1/businesses/', { body: withoutName as never }));
  });
});
