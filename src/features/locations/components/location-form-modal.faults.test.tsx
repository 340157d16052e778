import { vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { describeFormFaults, renderForm } from '@/test/form-faults';
import { LocationFormModal } from './location-form-modal';

const LOCATIONS = '/business/v1/{businessId}/tools/locations/';

describeFormFaults({
  render: () =>
    renderForm(
      stubApi().on('post', LOCATIONS, ({ body }) => ({
        status: 201,
        body: { ...body, id: 41, active: true, created_at: '2026-11-20T10:00:00Z' },
      })),
      (onSaved) => <LocationFormModal open onOpenChange={vi.fn()} onSaved={onSaved} />,
    ),
  method: 'post',
  path: LOCATIONS,
  submit: 'Add location',
  values: { 'Location name': 'Lekki showroom', Address: '5 Admiralty Way, Lekki', 'Phone number': '+2348031234567' },
  free: {
    'Location name': { key: 'name', max: 120 },
    Address: { key: 'address', max: 500, multiline: true },
  },
});
