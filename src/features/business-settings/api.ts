/**
 * Business details (issue 13, item 1): the banks for the payout account and the owner's PATCH of
 * the business (JSON for the fields; a multipart PATCH carries a new logo).
 */
import { business } from '@/api/clients';
import type { BusinessSchemas } from '@/api/types';

const { $api, client } = business;

export const banksQuery = () => $api.queryOptions('get', '/business/v1/banks/', {}, { staleTime: Infinity });

/** PATCH /business/v1/businesses/{id}/ with the changed fields (errors at the fields, 400). */
export async function patchBusinessDetails(id: number, body: BusinessSchemas['BusinessPatch']) {
  const { data, error } = await client.PATCH('/business/v1/businesses/{id}/', { params: { path: { id } }, body });
  if (error !== undefined || !data) throw error ?? new Error('The business could not be saved.');
  return data;
}

/** The multipart PATCH with only a new logo (JPEG, PNG or WebP up to 5 MB). */
export async function uploadBusinessLogo(id: number, logo: File) {
  const form = new FormData();
  form.append('logo', logo, logo.name);
  const { data, error } = await client.PATCH('/business/v1/businesses/{id}/', {
    params: { path: { id } },
    body: {},
    bodySerializer: () => form,
  });
  if (error !== undefined || !data) throw error ?? new Error('The logo could not be saved.');
  return data;
}
