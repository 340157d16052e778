import { createFileRoute } from '@tanstack/react-router';
import {
  coursesQuery,
  filteredCoursesQuery,
  isFiltered,
  myCoursesQuery,
  parseTrainingSearch,
  type TrainingSearch,
} from '@/features/training';
import { TrainingPage } from '@/features/training/components/training-page';
import { prefetch } from '@/lib/prefetch';

/** Training (every signed-in person, D8): the catalogue or my courses; `?view=&search=&category=&level=&page=`. */
export const Route = createFileRoute('/_app/training')({
  validateSearch: parseTrainingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    if (deps.view === 'mine') prefetch(context.queryClient, myCoursesQuery(deps.page));
    else if (isFiltered(deps)) prefetch(context.queryClient, filteredCoursesQuery(deps));
    else prefetch(context.queryClient, coursesQuery(deps));
  },
  component: TrainingRoute,
});

function TrainingRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <TrainingPage
      search={search}
      onSearchChange={(patch: Partial<TrainingSearch>) =>
        void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: 'search' in patch })
      }
    />
  );
}
