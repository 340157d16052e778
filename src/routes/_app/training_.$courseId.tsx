import { createFileRoute, notFound } from '@tanstack/react-router';
import { courseQuery, reviewsQuery } from '@/features/training';
import { CoursePage } from '@/features/training/lazy';
import { prefetch } from '@/lib/prefetch';

/** A course's page: its record, enrolment and reviews. */
export const Route = createFileRoute('/_app/training_/$courseId')({
  params: {
    parse: ({ courseId }) => ({ courseId: Number(courseId) }),
    stringify: ({ courseId }) => ({ courseId: String(courseId) }),
  },
  beforeLoad: ({ params }) => {
    if (!Number.isInteger(params.courseId) || params.courseId < 1) throw notFound();
  },
  loader: ({ context, params }) => {
    prefetch(context.queryClient, courseQuery(params.courseId));
    prefetch(context.queryClient, reviewsQuery(params.courseId, undefined));
  },
  component: CourseRoute,
});

function CourseRoute() {
  const { courseId } = Route.useParams();
  return <CoursePage courseId={courseId} />;
}
