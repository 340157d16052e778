import { Link } from '@tanstack/react-router';
import { GraduationCap, Star } from 'lucide-react';
import type { TrainingSchemas } from '@/api/types';
import { Badge } from '@/components/ui/badge';
import { humanise } from '@/lib/text';
import { formatCoursePrice, formatDuration, ratingText } from '../utils/course-format';

type Course = TrainingSchemas['Course'];

/** The course's cover: a lazy image of fixed ratio (no layout shift), or a drawn placeholder of the same size. */
export function CourseCover({ course, eager = false }: { course: Pick<Course, 'thumbnail' | 'title'>; eager?: boolean }) {
  return course.thumbnail ? (
    <img
      src={course.thumbnail}
      alt=""
      width={640}
      height={360}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className="aspect-video w-full rounded-t-lg bg-muted object-cover"
    />
  ) : (
    <div aria-hidden="true" className="flex aspect-video w-full items-center justify-center rounded-t-lg bg-muted">
      <GraduationCap className="size-10 text-muted-foreground" />
    </div>
  );
}

/** One course in the catalogue: cover, title (the link to its page), category, level, length, instructor, price, rating. */
export function CourseCard({ course, progress }: { course: Course; progress?: number | undefined }) {
  return (
    <article className="relative flex h-full flex-col rounded-lg border bg-card" data-slot="course-card">
      <CourseCover course={course} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-medium text-muted-foreground [overflow-wrap:anywhere]">{course.category.name}</p>
        <h3 className="font-semibold [overflow-wrap:anywhere]">
          <Link
            to="/training/$courseId"
            params={{ courseId: String(course.id) }}
            className="outline-none after:absolute after:inset-0 after:rounded-lg focus-visible:after:ring-2 focus-visible:after:ring-ring"
          >
            {course.title}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{course.instructor}</p>
        <p className="text-sm">
          {humanise(course.level)} · {formatDuration(course.duration_minutes)} ·{' '}
          {formatCoursePrice(course.price, course.currency)}
        </p>
        <p className="flex items-center gap-1 text-sm">
          <Star aria-hidden="true" className="size-4 fill-current text-warning" />
          {ratingText(course.rating, course.reviews_count)}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          {course.is_enrolled ? <Badge variant="success">Enrolled</Badge> : null}
          {progress !== undefined ? (
            <div className="flex w-full items-center gap-2">
              <progress
                max={100}
                value={progress}
                aria-label={`Progress in ${course.title}`}
                className="h-2 flex-1 overflow-hidden rounded-full accent-primary"
              />
              <span className="text-sm tabular-nums">{progress}%</span>
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}
