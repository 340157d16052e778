import { createFileRoute } from '@tanstack/react-router';
import { coursesQuery } from '@/features/training';
import { TrainingPage } from '@/features/training/lazy';
import { prefetch } from '@/lib/prefetch';
import { pageSearchSchema } from '@/lib/list-search';

export const Route = createFileRoute('/_app/training')({
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) => prefetch(context.queryClient, coursesQuery(deps.page)),
  component: TrainingRoute,
});

function TrainingRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <TrainingPage page={page} onPageChange={(next) => void navigate({ search: { page: next } })} />;
}
