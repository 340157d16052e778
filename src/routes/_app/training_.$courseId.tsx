import { createFileRoute, notFound } from '@tanstack/react-router';
import { courseQuery, courseSearchSchema, reviewsQuery } from '@/features/training';
import { CoursePage } from '@/features/training/lazy';
import { prefetch } from '@/lib/prefetch';

/** A course's page: its record, enrolment and reviews (`?reviews=` the page of reviews). */
export const Route = createFileRoute('/_app/training_/$courseId')({
  params: {
    parse: ({ courseId }) => ({ courseId: Number(courseId) }),
    stringify: ({ courseId }) => ({ courseId: String(courseId) }),
  },
  validateSearch: courseSearchSchema,
  beforeLoad: ({ params }) => {
    if (!Number.isInteger(params.courseId) || params.courseId < 1) throw notFound();
  },
  loaderDeps: ({ search }) => ({ reviews: search.reviews }),
  loader: ({ context, params, deps }) => {
    prefetch(context.queryClient, courseQuery(params.courseId));
    prefetch(context.queryClient, reviewsQuery(params.courseId, deps.reviews === 1 ? undefined : deps.reviews));
  },
  component: CourseRoute,
});

function CourseRoute() {
  const { courseId } = Route.useParams();
  const { reviews } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CoursePage
      courseId={courseId}
      reviewsPage={reviews}
      onReviewsPageChange={(page) => void navigate({ search: { reviews: page }, replace: true })}
    />
  );
}
