import { useQuery } from '@tanstack/react-query';
import { HelpCircle } from 'lucide-react';
import { PageLayout } from '@/components/layout/page-layout';
import { QueryContent } from '@/components/record/query-content';
import { EmptyState } from '@/components/ui/empty-state';
import { faqCategoriesQuery } from '../api/support.queries';

/** The support page (built out in a later issue): the help topics. */
export function SupportPage() {
  const query = useQuery(faqCategoriesQuery());
  return (
    <PageLayout title="Support" description="Answers to common questions, by topic.">
      <section aria-labelledby="faq-topics" className="flex flex-col gap-3">
        <h2 id="faq-topics" className="text-lg font-semibold">
          Help topics
        </h2>
        <QueryContent query={query} label="the help topics">
          {(categories) =>
            categories.length === 0 ? (
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
            )
          }
        </QueryContent>
      </section>
    </PageLayout>
  );
}
