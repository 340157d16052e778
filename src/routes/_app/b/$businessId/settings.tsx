import { createFileRoute } from '@tanstack/react-router';
import { banksQuery } from '@/features/business-settings';
import { BusinessSettingsPage } from '@/features/business-settings/components/business-settings-page';
import { prefetch } from '@/lib/prefetch';
import { requireOwner } from './-guard';

/** The owner's business details (issue 13, item 1). */
export const Route = createFileRoute('/_app/b/$businessId/settings')({
  beforeLoad: ({ context }) => requireOwner(context.membership),
  loader: ({ context }) => prefetch(context.queryClient, banksQuery()),
  component: BusinessSettingsPage,
});
