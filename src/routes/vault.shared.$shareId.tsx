import { createFileRoute } from '@tanstack/react-router';
import { SharedFilePage } from '@/features/vault/sharing/shared-file-page';

/**
 * A vault file shared by link (issue 17, item 5): the contract's `share_url`
 * ({app}/vault/shared/{id}). No sign-in, outside the app's shell; the page loads on demand.
 */
export const Route = createFileRoute('/vault/shared/$shareId')({
  component: SharedFileRoute,
});

function SharedFileRoute() {
  const { shareId } = Route.useParams();
  return <SharedFilePage shareId={shareId} />;
}
