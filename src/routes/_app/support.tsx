import { createFileRoute } from '@tanstack/react-router';
import { faqCategoriesQuery } from '@/features/support';
import { SupportPage } from '@/features/support/lazy';
import { prefetch } from '@/lib/prefetch';

export const Route = createFileRoute('/_app/support')({
  loader: ({ context }) => prefetch(context.queryClient, faqCategoriesQuery()),
  component: SupportPage,
});
