/**
 * Contract tests of openapi/training.yaml through the app's real training client: every
 * operation with a valid request, the error set of decision D4 and a request that breaks the
 * contract. Course and category ids come from the lists. The enrolment tests run in order
 * (enrol, review, dashboard, unenrol) so they also hold against a stateful backend.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/generated/training';
import {
  api,
  expectError,
  expectFieldErrors,
  expectRecord,
  expectServerMessage,
  expectValidation,
  expectViolation,
  ISO_DATE_TIME,
  MONEY,
  ok,
  RATING,
  rejection,
} from './harness';

type Schemas = components['schemas'];

const { client } = api.training;

const LEVELS = ['beginner', 'intermediate', 'advanced'];
const PAGE_SIZE = 12;

const review: Schemas['ReviewInput'] = { rating: 5, comment: "Very practical. I now close my shop's books every Friday." };

function expectCourse(course: Schemas['Course'] | Schemas['CourseDetail']) {
  expect(course).toEqual(
    expect.objectContaining({
      id: expect.any(Number),
      title: expect.any(String),
      slug: expect.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/),
      description: expect.any(String),
      category: { id: expect.any(Number), name: expect.any(String) },
      instructor: expect.any(String),
      thumbnail: course.thumbnail === null ? null : expect.stringMatching(/^https?:\/\//),
      duration_minutes: expect.any(Number),
      price: expect.stringMatching(MONEY),
      currency: expect.stringMatching(/^[A-Z]{3}$/),
      rating: expect.stringMatching(RATING),
      reviews_count: expect.any(Number),
      enrolled_count: expect.any(Number),
      is_enrolled: expect.any(Boolean),
      created_at: expect.stringMatching(ISO_DATE_TIME),
    }),
  );
  expect(LEVELS).toContain(course.level);
}

function expectPage(page: { count: number; next: string | null; previous: string | null; results: unknown[] }, size: number) {
  expect(page.count).toBeGreaterThanOrEqual(page.results.length);
  expect(page.results.length).toBeLessThanOrEqual(size);
  for (const link of [page.next, page.previous]) {
    if (link !== null) expect(link).toMatch(/^https?:\/\//);
  }
}

function expectReview(item: Schemas['Review']) {
  expect(item).toEqual({
    id: expect.any(Number),
    user: { id: expect.any(Number), username: item.user.username === null ? null : expect.any(String) },
    rating: expect.any(Number),
    comment: expect.any(String),
    created_at: expect.stringMatching(ISO_DATE_TIME),
  });
  expect(item.rating).toBeGreaterThanOrEqual(1);
  expect(item.rating).toBeLessThanOrEqual(5);
}

async function firstCourse(): Promise<Schemas['Course']> {
  const page = ok(await client.GET('/training/course/', { params: { query: { page: 1, page_size: PAGE_SIZE } } }));
  expect(page.results.length).toBeGreaterThan(0);
  return page.results[0]!;
}

describe('training: categories', () => {
  it('listCourseCategories (GET /training/categories/) lists every category', async () => {
    const categories = ok(await client.GET('/training/categories/'));
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) expect(category).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });
});

describe('training: courses', () => {
  it('listCourses (GET /training/course/) returns a page of 12 courses at most', async () => {
    const page = ok(await client.GET('/training/course/', { params: { query: { page: 1, page_size: PAGE_SIZE } } }));
    expectPage(page, PAGE_SIZE);
    expect(page.previous).toBeNull();
    expect(page.results.length).toBeGreaterThan(0);
    page.results.forEach(expectCourse);
  });

  it('getCourse (GET /training/course/detail/{id}/) returns the listed course with its lessons', async () => {
    const listed = await firstCourse();
    const course = ok(await client.GET('/training/course/detail/{id}/', { params: { path: { id: listed.id } } }));
    expectRecord(course, listed.id, expectCourse);
    expect(course.title).toBe(listed.title);
    expect(course.lessons.length).toBeGreaterThan(0);
    for (const lesson of course.lessons) {
      expect(lesson).toEqual({ id: expect.any(Number), title: expect.any(String), duration_minutes: expect.any(Number) });
    }
    // duration_minutes is the total length of all lessons.
    expect(course.lessons.reduce((sum, lesson) => sum + lesson.duration_minutes, 0)).toBe(course.duration_minutes);
  });

  it('filterCourses (GET /training/course/filter_courses/) returns only courses of the category and level', async () => {
    const categories = ok(await client.GET('/training/categories/'));
    const category = categories[0]!;
    const page = ok(
      await client.GET('/training/course/filter_courses/', {
        params: { query: { category: category.id, level: 'beginner', page: 1, page_size: PAGE_SIZE } },
      }),
    );
    expectPage(page, PAGE_SIZE);
    for (const course of page.results) {
      expectCourse(course);
      expect(course.category.id).toBe(category.id);
      expect(course.level).toBe('beginner');
    }
  });
});

describe('training: enrolment, reviews and dashboard', () => {
  it('enrollCourse (GET /training/course/{id}/enroll/) enrols the user with progress 0', async () => {
    const course = await firstCourse();
    if (course.is_enrolled) {
      ok(await client.DELETE('/training/course/{id}/unenroll/', { params: { path: { id: course.id } } }));
    }
    const data = ok(await client.GET('/training/course/{id}/enroll/', { params: { path: { id: course.id } } }));
    expect(data.detail).toEqual(expect.any(String));
    expect(data.enrollment).toEqual(
      expect.objectContaining({ id: expect.any(Number), enrolled_at: expect.stringMatching(ISO_DATE_TIME), progress: 0 }),
    );
    expectCourse(data.enrollment.course);
    expect(data.enrollment.course.id).toBe(course.id);
    expect(data.enrollment.course.is_enrolled).toBe(true);
  });

  it("addCourseReview (POST /training/course/{id}/add_review/) stores the user's review", async () => {
    const course = await firstCourse();
    const stored = ok(
      await client.POST('/training/course/{id}/add_review/', { params: { path: { id: course.id } }, body: review }),
    );
    expectReview(stored);
    expect(stored.rating).toBe(review.rating);
    expect(stored.comment).toBe(review.comment);
  });

  it('listCourseReviews (GET /training/course/{id}/get_reviews/) returns a page of reviews, newest first', async () => {
    const course = await firstCourse();
    const page = ok(
      await client.GET('/training/course/{id}/get_reviews/', { params: { path: { id: course.id }, query: { page: 1 } } }),
    );
    expectPage(page, 10);
    expect(page.results.length).toBeGreaterThan(0);
    page.results.forEach(expectReview);
    const times = page.results.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('listEnrolledCourses (GET /training/dashboard/enrolledCourse/) includes the enrolled course with its progress', async () => {
    const course = await firstCourse();
    const page = ok(
      await client.GET('/training/dashboard/enrolledCourse/', { params: { query: { page: 1, page_size: PAGE_SIZE } } }),
    );
    expectPage(page, PAGE_SIZE);
    for (const enrollment of page.results) {
      expect(enrollment).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          enrolled_at: expect.stringMatching(ISO_DATE_TIME),
          progress: expect.any(Number),
        }),
      );
      expect(enrollment.progress).toBeGreaterThanOrEqual(0);
      expect(enrollment.progress).toBeLessThanOrEqual(100);
      expectCourse(enrollment.course);
      expect(enrollment.course.is_enrolled).toBe(true);
    }
    expect(page.results.map((e) => e.course.id)).toContain(course.id);
  });

  it('unenrollCourse (DELETE /training/course/{id}/unenroll/) ends the enrolment', async () => {
    const course = await firstCourse();
    const data = ok(await client.DELETE('/training/course/{id}/unenroll/', { params: { path: { id: course.id } } }));
    expect(data.detail).toEqual(expect.any(String));
    expect(data.detail.length).toBeGreaterThan(0);
  });
});

describe('training: errors', () => {
  it('400 on enrollCourse (already enrolled) gives the server detail and the field errors', async () => {
    const course = await firstCourse();
    const error = await expectError(400, 'GET', '/training/course/{id}/enroll/', (headers) =>
      client.GET('/training/course/{id}/enroll/', { params: { path: { id: course.id } }, headers }),
    );
    expectFieldErrors(error);
  });

  it('401 on listEnrolledCourses gives the server message', async () => {
    const error = await expectError(401, 'GET', '/training/dashboard/enrolledCourse/', (headers) =>
      client.GET('/training/dashboard/enrolledCourse/', { headers }),
    );
    expectServerMessage(error);
    expect(error.isUnauthorized).toBe(true);
  });

  it('403 on addCourseReview (not enrolled) gives the server message', async () => {
    const course = await firstCourse();
    const error = await expectError(403, 'POST', '/training/course/{id}/add_review/', (headers) =>
      client.POST('/training/course/{id}/add_review/', { params: { path: { id: course.id } }, body: review, headers }),
    );
    expectServerMessage(error);
  });

  it('404 on getCourse gives the server message', async () => {
    const course = await firstCourse();
    const error = await expectError(404, 'GET', '/training/course/detail/{id}/', (headers) =>
      client.GET('/training/course/detail/{id}/', { params: { path: { id: course.id } }, headers }),
    );
    expectServerMessage(error);
  });

  it('422 on filterCourses carries the list of violations', async () => {
    const error = await expectError(422, 'GET', '/training/course/filter_courses/', (headers) =>
      client.GET('/training/course/filter_courses/', { params: { query: { level: 'advanced' } }, headers }),
    );
    expectValidation(error);
  });

  it('500 on listCourses gives the server message', async () => {
    const error = await expectError(500, 'GET', '/training/course/', (headers) =>
      client.GET('/training/course/', { params: { query: { page: 1 } }, headers }),
    );
    expectServerMessage(error);
  });

  it('a review without a rating breaks the contract and is refused with 422', async () => {
    const course = await firstCourse();
    expectViolation();
    const error = await rejection(
      client.POST('/training/course/{id}/add_review/', {
        params: { path: { id: course.id } },
        body: { comment: review.comment } as never,
      }),
    );
    expect(error.status).toBe(422);
    expectValidation(error);
  });
});
