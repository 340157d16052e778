import { Suspense, lazy, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Star } from 'lucide-react';
import type { TrainingSchemas } from '@/api/types';
import { toApiError } from '@/api/errors';
import { PageLayout } from '@/components/layout/page-layout';
import { QueryContent } from '@/components/record/query-content';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/lazy-dialogs';
import { formatDate } from '@/lib/dates';
import { humanise } from '@/lib/text';
import { toast } from '@/lib/toast';
import { courseQuery, reviewsQuery, useEnrol, useUnenrol } from '../api/training.queries';
import { formatCoursePrice, formatDuration, ratingText } from '../utils/course-format';
import { CourseCover } from './course-card';
import { Pager } from './pager';

// The review form loads when it is opened.
const ReviewDialog = lazy(() => import('./review-dialog').then((m) => ({ default: m.ReviewDialog })));

type CourseDetail = TrainingSchemas['CourseDetail'];

export interface CoursePageProps {
  courseId: number;
}

/** A course: its record, lessons, average rating, Enrol / Unenrol (asks first), and its reviews, paged. */
export function CoursePage({ courseId }: CoursePageProps) {
  const course = useQuery(courseQuery(courseId));
  // The page of reviews; undefined for the first (the one a new review joins).
  const [reviewsPage, setReviewsPage] = useState<number | undefined>(undefined);
  return (
    <PageLayout title={course.data?.title ?? 'Course'}>
      <Link
        to="/training"
        className="inline-flex min-h-11 w-fit items-center gap-2 text-sm text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All courses
      </Link>
      <QueryContent query={course} label="the course">
        {(data) => (
          <>
            <CourseRecord course={data} />
            <Reviews course={data} page={reviewsPage} onPageChange={setReviewsPage} />
          </>
        )}
      </QueryContent>
    </PageLayout>
  );
}

function CourseRecord({ course }: { course: CourseDetail }) {
  const enrol = useEnrol();
  const unenrol = useUnenrol();
  const [asking, setAsking] = useState(false);
  return (
    <section aria-label="About the course" className="grid gap-6 md:grid-cols-[2fr_3fr]">
      <div className="overflow-hidden rounded-lg border bg-card">
        <CourseCover course={course} eager />
      </div>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="neutral">{course.category.name}</Badge>
          <Badge variant="outline">{humanise(course.level)}</Badge>
          {course.is_enrolled ? <Badge variant="success">Enrolled</Badge> : null}
        </div>
        <p className="text-sm [overflow-wrap:anywhere]">{course.description}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Instructor</dt>
          <dd className="[overflow-wrap:anywhere]">{course.instructor}</dd>
          <dt className="text-muted-foreground">Length</dt>
          <dd>{formatDuration(course.duration_minutes)}</dd>
          <dt className="text-muted-foreground">Price</dt>
          <dd>{formatCoursePrice(course.price, course.currency)}</dd>
          <dt className="text-muted-foreground">Rating</dt>
          <dd data-slot="average-rating" className="flex items-center gap-1">
            <Star aria-hidden="true" className="size-4 fill-current text-warning" />
            {ratingText(course.rating, course.reviews_count)}
          </dd>
          <dt className="text-muted-foreground">Enrolled</dt>
          <dd>{new Intl.NumberFormat('en').format(course.enrolled_count)}</dd>
          <dt className="text-muted-foreground">Published</dt>
          <dd>{formatDate(course.created_at)}</dd>
        </dl>
        <div className="flex flex-wrap gap-2">
          {course.is_enrolled ? (
            <Button variant="danger" onClick={() => setAsking(true)}>
              Unenrol
            </Button>
          ) : (
            <Button
              loading={enrol.isPending}
              onClick={() =>
                enrol.mutate(course.id, {
                  onSuccess: (answer) => toast.success(answer.detail),
                  onError: (error) => toast.error(toApiError(error).message),
                })
              }
            >
              Enrol
            </Button>
          )}
        </div>
        <h2 className="pt-2 text-lg font-semibold">Lessons</h2>
        <ol className="flex flex-col divide-y rounded-lg border bg-card text-sm">
          {course.lessons.map((lesson, index) => (
            <li key={lesson.id} className="flex items-center justify-between gap-3 px-4 py-2">
              <span className="[overflow-wrap:anywhere]">
                {index + 1}. {lesson.title}
              </span>
              <span className="shrink-0 text-muted-foreground">{formatDuration(lesson.duration_minutes)}</span>
            </li>
          ))}
        </ol>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Unenrol from “${course.title}”?`}
        description="Your progress in this course is discarded. Your review, if you wrote one, stays."
        confirmLabel="Unenrol"
        variant="danger"
        onConfirm={async () => {
          const answer = await unenrol.mutateAsync(course.id).catch((error: unknown) => {
            throw new Error(toApiError(error).message);
          });
          toast.success(answer.detail);
        }}
      />
    </section>
  );
}

function Reviews({
  course,
  page,
  onPageChange,
}: {
  course: CourseDetail;
  page: number | undefined;
  onPageChange: (page: number | undefined) => void;
}) {
  const reviews = useQuery(reviewsQuery(course.id, page === 1 ? undefined : page));
  const [writing, setWriting] = useState(false);
  return (
    <section aria-labelledby="reviews" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="reviews" className="text-lg font-semibold">
          Reviews
        </h2>
        {course.is_enrolled ? (
          <Button variant="outlined" onClick={() => setWriting(true)}>
            Write a review
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">Enrol to review this course.</p>
        )}
      </div>
      <QueryContent query={reviews} label="the reviews">
        {(data) =>
          data.results.length === 0 ? (
            <p className="text-sm text-muted-foreground">No reviews yet.</p>
          ) : (
            <>
              <ul className="flex flex-col gap-3" aria-label="Reviews of the course">
                {data.results.map((review) => (
                  <li key={review.id} className="flex flex-col gap-1 rounded-lg border bg-card p-4 text-sm">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-medium [overflow-wrap:anywhere]">{review.user.username ?? 'A learner'}</span>
                      <span className="flex items-center gap-1" aria-label={`${review.rating} out of 5 stars`} role="img">
                        {Array.from({ length: 5 }, (_, index) => (
                          <Star
                            key={index}
                            aria-hidden="true"
                            className={
                              index < review.rating ? 'size-4 fill-current text-warning' : 'size-4 text-muted-foreground'
                            }
                          />
                        ))}
                      </span>
                      <span className="text-muted-foreground">{formatDate(review.created_at)}</span>
                    </p>
                    {review.comment ? <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{review.comment}</p> : null}
                  </li>
                ))}
              </ul>
              <Pager
                label="Reviews"
                page={page ?? 1}
                total={data.count}
                pageSize={10}
                onPageChange={(next) => onPageChange(next === 1 ? undefined : next)}
              />
            </>
          )
        }
      </QueryContent>
      {writing ? (
        <Suspense fallback={null}>
          <ReviewDialog
            open
            onOpenChange={(open) => (open ? undefined : setWriting(false))}
            courseId={course.id}
            courseTitle={course.title}
            onSaved={() => {
              toast.success('Review posted');
              onPageChange(undefined);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
