/**
 * Courses: the shared catalogue by category, enrolments and reviews of the signed-in user.
 * Course ratings and counts are computed from the reviews and enrolments, never stored.
 */
import type { components, operations } from '../../../../src/api/generated/training';
import { averageRating, iso, matches, paginate } from '../../table';
import { HttpError, badRequest, notFound, requireUser, type ServiceHandlers } from '../../types';
import type { CourseRow, TrainingStore } from './store';

type Course = components['schemas']['Course'];

export const CATEGORIES = [
  { id: 1, name: 'Bookkeeping' },
  { id: 2, name: 'Sales and marketing' },
  { id: 3, name: 'Banking and payments' },
  { id: 4, name: 'People and payroll' },
  { id: 5, name: 'Online selling' },
];

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function courseView(store: TrainingStore, row: CourseRow, userId: number): Course {
  const reviews = store.reviews.where((r) => r.course === row.id);
  return {
    id: row.id,
    title: row.title,
    slug: slug(row.title),
    description: row.description,
    category: CATEGORIES.find((c) => c.id === row.category)!,
    instructor: row.instructor,
    thumbnail: null,
    duration_minutes: row.lessons.reduce((sum, l) => sum + l.duration_minutes, 0),
    level: row.level,
    price: row.price,
    currency: row.currency,
    rating: averageRating(reviews.map((r) => r.rating)),
    reviews_count: reviews.length,
    enrolled_count: store.enrollments.where((e) => e.course === row.id).length,
    is_enrolled: store.enrollments.find((e) => e.course === row.id && e._user === userId) !== undefined,
    created_at: row.created_at,
  };
}

export function courseHandlers(store: TrainingStore): ServiceHandlers<operations> {
  const course = (id: number) => {
    const row = store.courses.get(id);
    if (!row) throw notFound();
    return row;
  };
  const byNewest = (rows: CourseRow[]) => [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return {
    listCourses: (req) => {
      const user = requireUser(req);
      const rows = byNewest(store.courses.where((c) => matches(req.query.search, c.title, c.instructor, c.description)));
      const page = paginate(rows, req.query.page, req.query.page_size ?? 12, req.url);
      return { status: 200, body: { ...page, results: page.results.map((r) => courseView(store, r, user.id)) } };
    },
    filterCourses: (req) => {
      const user = requireUser(req);
      const { category, level, search } = req.query;
      const rows = byNewest(
        store.courses.where(
          (c) =>
            (category === undefined || c.category === category) &&
            (level === undefined || c.level === level) &&
            matches(search, c.title, c.instructor),
        ),
      );
      const page = paginate(rows, req.query.page, req.query.page_size ?? 12, req.url);
      return { status: 200, body: { ...page, results: page.results.map((r) => courseView(store, r, user.id)) } };
    },
    getCourse: (req) => {
      const user = requireUser(req);
      const row = course(req.params.id);
      return { status: 200, body: { ...courseView(store, row, user.id), lessons: row.lessons } };
    },
    listCourseCategories: () => ({ status: 200, body: CATEGORIES }),
    enrollCourse: (req) => {
      const user = requireUser(req);
      const row = course(req.params.id);
      if (store.enrollments.find((e) => e.course === row.id && e._user === user.id)) {
        throw badRequest({}, 'You are already enrolled in this course.');
      }
      const enrollment = store.enrollments.insert({ _user: user.id, course: row.id, enrolled_at: iso(new Date()), progress: 0 });
      return {
        status: 200,
        body: {
          detail: 'Enrolled.',
          enrollment: {
            id: enrollment.id,
            course: courseView(store, row, user.id),
            enrolled_at: enrollment.enrolled_at,
            progress: 0,
          },
        },
      };
    },
    unenrollCourse: (req) => {
      const user = requireUser(req);
      const row = course(req.params.id);
      const enrollment = store.enrollments.find((e) => e.course === row.id && e._user === user.id);
      if (!enrollment) throw badRequest({}, 'You are not enrolled in this course.');
      store.enrollments.delete(enrollment.id);
      return { status: 200, body: { detail: 'Unenrolled.' } };
    },
    addCourseReview: (req) => {
      const user = requireUser(req);
      const row = course(req.params.id);
      if (!store.enrollments.find((e) => e.course === row.id && e._user === user.id)) {
        throw new HttpError(403, { detail: 'Enrol in the course to review it.', code: 'permission_denied' });
      }
      if (store.reviews.find((r) => r.course === row.id && r._user === user.id))
        throw badRequest({}, 'You have already reviewed this course.');
      // The contract lets the words be empty: a rating alone is a review.
      const comment = req.body.comment.trim();
      const review = store.reviews.insert({
        _user: user.id,
        username: user.username,
        course: row.id,
        rating: req.body.rating,
        comment,
        created_at: iso(new Date()),
      });
      return {
        status: 201,
        body: {
          id: review.id,
          user: { id: user.id, username: user.username },
          rating: review.rating,
          comment,
          created_at: review.created_at,
        },
      };
    },
    listCourseReviews: (req) => {
      const row = course(req.params.id);
      const rows = store.reviews.where((r) => r.course === row.id).sort((a, b) => b.created_at.localeCompare(a.created_at));
      const page = paginate(rows, req.query.page, 10, req.url);
      return {
        status: 200,
        body: {
          ...page,
          results: page.results.map((r) => ({
            id: r.id,
            user: { id: r._user, username: r.username },
            rating: r.rating,
            comment: r.comment,
            created_at: r.created_at,
          })),
        },
      };
    },
    listEnrolledCourses: (req) => {
      const user = requireUser(req);
      const rows = store.enrollments.where((e) => e._user === user.id).sort((a, b) => b.enrolled_at.localeCompare(a.enrolled_at));
      const page = paginate(rows, req.query.page, req.query.page_size ?? 12, req.url);
      return {
        status: 200,
        body: {
          ...page,
          results: page.results.map((e) => ({
            id: e.id,
            course: courseView(store, course(e.course), user.id),
            enrolled_at: e.enrolled_at,
            progress: e.progress,
          })),
        },
      };
    },
  };
}
