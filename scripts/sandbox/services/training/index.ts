/**
 * The training service: a shared course catalogue, and per-user enrolments and reviews.
 * Course ratings and counts are computed from the reviews and enrolments, never stored.
 */
import type { components, operations } from '../../../../src/api/generated/training';
import { defineService } from '../../module';
import type { SandboxState } from '../../state';
import { Table, TableStore, defineStore, daysAgo, iso, matches, paginate, rng } from '../../table';
import { HttpError, badRequest, notFound, requireUser } from '../../types';

type Course = components['schemas']['Course'];
type Level = components['schemas']['CourseLevel'];

const CATEGORIES = [
  { id: 1, name: 'Bookkeeping' },
  { id: 2, name: 'Sales and marketing' },
  { id: 3, name: 'Banking and payments' },
  { id: 4, name: 'People and payroll' },
  { id: 5, name: 'Online selling' },
];

const TITLES: [string, number, Level, string][] = [
  ['Bookkeeping basics for market traders', 1, 'beginner', 'Chiamaka Nwosu'],
  ['Reading your profit and loss', 1, 'intermediate', 'Chiamaka Nwosu'],
  ['VAT and FIRS filing made simple', 1, 'intermediate', 'Ibrahim Musa'],
  ['Year-end stock counts that add up', 1, 'advanced', 'Ibrahim Musa'],
  ['Pricing for profit', 2, 'beginner', 'Funke Adeyemi'],
  ['WhatsApp selling that converts', 2, 'beginner', 'Funke Adeyemi'],
  ['Keeping customers coming back', 2, 'intermediate', 'Grace Thompson'],
  ['Instagram shops for fashion brands', 2, 'intermediate', 'Grace Thompson'],
  ['Getting paid: transfers, POS and cards', 3, 'beginner', 'Emeka Obi'],
  ['Managing cash flow in naira and dollars', 3, 'advanced', 'Emeka Obi'],
  ['Avoiding payment fraud', 3, 'intermediate', 'Daniel Carter'],
  ['ACH and wires for US small businesses', 3, 'intermediate', 'Daniel Carter'],
  ['Hiring your first employee', 4, 'beginner', 'Aisha Bello'],
  ['Running payroll every month', 4, 'intermediate', 'Aisha Bello'],
  ['Roles and permissions for your team', 4, 'beginner', 'Tolu Ogunleye'],
  ['Listing products on the marketplace', 5, 'beginner', 'Tolu Ogunleye'],
  ['Delivery fees and fulfilment', 5, 'intermediate', 'Samuel Reed'],
  ['Handling returns and disputes', 5, 'advanced', 'Samuel Reed'],
  ['Photographing products on a phone', 5, 'beginner', 'Funke Adeyemi'],
  ['Growing from one shop to three', 2, 'advanced', 'Emeka Obi'],
  ['Debt collection without losing customers', 1, 'intermediate', 'Chiamaka Nwosu'],
  ['Budgeting for a small restaurant', 1, 'beginner', 'Maria Lopez'],
  ['Supplier negotiation', 2, 'intermediate', 'Ibrahim Musa'],
  ['Using reports to make decisions', 1, 'advanced', 'Grace Thompson'],
  ['Opening a business bank account', 3, 'beginner', 'Emeka Obi'],
  ['Taxes for US sole proprietors', 1, 'intermediate', 'Maria Lopez'],
];

interface CourseRow {
  id: number;
  title: string;
  category: number;
  level: Level;
  instructor: string;
  price: string;
  currency: string;
  lessons: { id: number; title: string; duration_minutes: number }[];
  created_at: string;
  description: string;
}
interface EnrollmentRow {
  id: number;
  _user: number;
  course: number;
  enrolled_at: string;
  progress: number;
}
interface ReviewRow {
  id: number;
  _user: number;
  username: string | null;
  course: number;
  rating: number;
  comment: string;
  created_at: string;
}

class TrainingStore extends TableStore {
  courses = new Table<CourseRow>('courses', 1);
  enrollments = new Table<EnrollmentRow>('enrollments', 700);
  reviews = new Table<ReviewRow>('reviews', 900);
}

const storeOf = defineStore('training', () => new TrainingStore());

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The average of whole-star ratings with one decimal, computed without floats ("4.5"). */
export function averageRating(ratings: number[]): string {
  if (ratings.length === 0) return '0.0';
  const tenths = Math.round((ratings.reduce((a, b) => a + b, 0) * 10) / ratings.length);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

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

function seed(state: SandboxState) {
  const store = storeOf(state);
  const random = rng(42);
  TITLES.forEach(([title, category, level, instructor], index) => {
    const lessons = Array.from({ length: random.int(4, 9) }, (_, i) => ({ id: (index + 1) * 100 + i + 1, title: `Lesson ${i + 1}`, duration_minutes: random.int(6, 25) }));
    store.courses.insert({
      title,
      category,
      level,
      instructor,
      price: '0.00',
      currency: 'NGN',
      lessons,
      created_at: iso(daysAgo(400 - index * 11)),
      description: `${title}: a practical course for small-business owners, with worked examples from Lagos and Houston shops.`,
    });
  });
  const reviewers = ['Kemi A.', 'Joseph O.', 'Halima S.', 'Peter M.', 'Linda K.'];
  for (const course of store.courses.all()) {
    const n = random.int(0, 4);
    for (let i = 0; i < n; i++) {
      store.reviews.insert({
        _user: 5000 + i,
        username: reviewers[i] ?? null,
        course: course.id,
        rating: random.int(3, 5),
        comment: random.pick(['Clear and practical.', 'Helped me fix my pricing.', 'Good examples.', 'A bit fast, but useful.']),
        created_at: iso(daysAgo(random.int(1, 200))),
      });
    }
  }
  for (const [i, courseId] of [1, 9, 14].entries()) {
    store.enrollments.insert({ _user: 1, course: courseId, enrolled_at: iso(daysAgo(30 - i * 7)), progress: [80, 35, 0][i] ?? 0 });
  }
}

export const trainingModule = defineService<operations>(
  'training',
  (state) => {
    const store = storeOf(state);
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
            (c) => (category === undefined || c.category === category) && (level === undefined || c.level === level) && matches(search, c.title, c.instructor),
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
            enrollment: { id: enrollment.id, course: courseView(store, row, user.id), enrolled_at: enrollment.enrolled_at, progress: 0 },
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
        if (store.reviews.find((r) => r.course === row.id && r._user === user.id)) throw badRequest({}, 'You have already reviewed this course.');
        const comment = req.body.comment.trim();
        if (!comment) throw badRequest({ comment: ['Write a few words about the course.'] });
        const review = store.reviews.insert({ _user: user.id, username: user.username, course: row.id, rating: req.body.rating, comment, created_at: iso(new Date()) });
        return {
          status: 201,
          body: { id: review.id, user: { id: user.id, username: user.username }, rating: review.rating, comment, created_at: review.created_at },
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
            results: page.results.map((r) => ({ id: r.id, user: { id: r._user, username: r.username }, rating: r.rating, comment: r.comment, created_at: r.created_at })),
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
            results: page.results.map((e) => ({ id: e.id, course: courseView(store, course(e.course), user.id), enrolled_at: e.enrolled_at, progress: e.progress })),
          },
        };
      },
    };
  },
  seed,
);
