import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { HelpCircle } from 'lucide-react';
import { common } from '@/api/clients';
import { PageLayout } from '@/components/layout/page-layout';
import { EmptyState } from '@/components/ui/empty-state';
import { ensureQueryData } from '@/lib/prefetch';

const faqCategoriesQuery = () => common.$api.queryOptions('get', '/common-feature/faq/categories/');

export const Route = createFileRoute('/_app/support')({
  loader: ({ context }) => ensureQueryData(context.queryClient, faqCategoriesQuery()),
  component: SupportPage,
});

function SupportPage() {
  const { data: categories } = useSuspenseQuery(faqCategoriesQuery());
  return (
    <PageLayout title="Support" description="Answers to common questions, by topic.">
      <section aria-labelledby="faq-topics" className="flex flex-col gap-3">
        <h2 id="faq-topics" className="text-lg font-semibold">
          Help topics
        </h2>
        {categories.length === 0 ? (
          <EmptyState icon={<HelpCircle />} title="No help topics yet" className="rounded-lg border bg-card" />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {categories.map((category) => (
              <li
                key={category.category_id}
                className="flex items-center gap-3 rounded-lg border bg-card p-4 text-sm font-medium"
              >
                <HelpCircle aria-hidden="true" className="size-5 text-primary" />
                {category.name}
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageLayout>
  );
}
