import { createFileRoute } from '@tanstack/react-router';
import { SupportPage, faqCategoriesQuery } from '@/features/support';
import { prefetch } from '@/lib/prefetch';

export const Route = createFileRoute('/_app/support')({
  loader: ({ context }) => prefetch(context.queryClient, faqCategoriesQuery()),
  component: SupportPage,
});
