import { createFileRoute } from '@tanstack/react-router';
import { courseQuery } from '@/features/training';
import { CoursePage } from '@/features/training/components/course-page';
import { prefetch } from '@/lib/prefetch';

/** A course's page: its record, enrolment and reviews (a bad id gets the course's 'not found' from the server). */
export const Route = createFileRoute('/_app/training_/$courseId')({
  loader: ({ context, params }) => prefetch(context.queryClient, courseQuery(Number(params.courseId) || 0)),
  component: CourseRoute,
});

function CourseRoute() {
  const { courseId } = Route.useParams();
  return <CoursePage courseId={Number(courseId) || 0} />;
}
