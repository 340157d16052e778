/**
 * The training calls (spec section 9: course lists 12 a page): the catalogue (filtered through
 * `filter_courses/` when a category or level is chosen), categories, a course, its reviews, my
 * courses, and enrol / unenrol / review. A change updates every cached copy of the course at once
 * (catalogue pages, the detail, my courses), then refetches what the server recomputes.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { training } from '@/api/clients';
import type { TrainingSchemas } from '@/api/types';

export const PAGE_SIZE = 12;
const silent = { meta: { silent: true } } as const;

type Course = TrainingSchemas['Course'];
type CourseDetail = TrainingSchemas['CourseDetail'];
type CoursePage = TrainingSchemas['PaginatedCourseList'];
type EnrollmentPage = TrainingSchemas['PaginatedEnrollmentList'];
type ReviewPage = TrainingSchemas['PaginatedReviewList'];

export interface CatalogueFilters {
  search?: string | undefined;
  category?: number | undefined;
  level?: TrainingSchemas['CourseLevel'] | undefined;
  page?: number | undefined;
}

/** Whether the catalogue goes through `filter_courses/` (a category or a level chosen). */
export const isFiltered = ({ category, level }: CatalogueFilters) => category !== undefined || level !== undefined;

/** The catalogue without a category or level: `GET /training/course/` (search and page). */
export const coursesQuery = ({ search, page }: CatalogueFilters = {}) =>
  training.$api.queryOptions('get', '/training/course/', { params: { query: { search, page, page_size: PAGE_SIZE } } }, silent);

/** The catalogue with a category or level: `GET /training/course/filter_courses/`. */
export const filteredCoursesQuery = ({ search, category, level, page }: CatalogueFilters = {}) =>
  training.$api.queryOptions(
    'get',
    '/training/course/filter_courses/',
    { params: { query: { search, category, level, page, page_size: PAGE_SIZE } } },
    silent,
  );

export const categoriesQuery = () => training.$api.queryOptions('get', '/training/categories/', {}, silent);

export const courseQuery = (id: number) =>
  training.$api.queryOptions('get', '/training/course/detail/{id}/', { params: { path: { id } } }, silent);

export const reviewsQuery = (id: number, page: number | undefined) =>
  training.$api.queryOptions('get', '/training/course/{id}/get_reviews/', { params: { path: { id }, query: { page } } }, silent);

export const myCoursesQuery = (page: number | undefined) =>
  training.$api.queryOptions(
    'get',
    '/training/dashboard/enrolledCourse/',
    { params: { query: { page, page_size: PAGE_SIZE } } },
    silent,
  );

const LIST_PATHS = ['/training/course/', '/training/course/filter_courses/'] as const;
const MINE = '/training/dashboard/enrolledCourse/';
const REVIEWS = '/training/course/{id}/get_reviews/';

/** Applies `change` to every cached copy of course `id`. */
function patchCourse(queryClient: QueryClient, id: number, change: (course: Course) => Course) {
  for (const path of LIST_PATHS) {
    queryClient.setQueriesData<CoursePage>({ queryKey: ['get', path] }, (page) =>
      page ? { ...page, results: page.results.map((course) => (course.id === id ? change(course) : course)) } : page,
    );
  }
  queryClient.setQueryData<CourseDetail>(courseQuery(id).queryKey, (course) =>
    course ? { ...course, ...change(course) } : course,
  );
}

/** After a change: the server's own figures (counts, average, my courses) are fetched again. */
async function refetchCourse(queryClient: QueryClient, id: number) {
  await Promise.all([
    ...LIST_PATHS.map((path) => queryClient.invalidateQueries({ queryKey: ['get', path] })),
    queryClient.invalidateQueries({ queryKey: ['get', MINE] }),
    queryClient.invalidateQueries({ queryKey: courseQuery(id).queryKey }),
  ]);
}

export function useEnrol() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async (id: number) => {
      const { data, error } = await training.client.GET('/training/course/{id}/enroll/', { params: { path: { id } } });
      if (error !== undefined) throw error;
      return data;
    },
    onSuccess: async (_answer, id) => {
      patchCourse(queryClient, id, (course) => ({ ...course, is_enrolled: true, enrolled_count: course.enrolled_count + 1 }));
      await refetchCourse(queryClient, id);
    },
    // A failed enrolment may have been made all the same (the answer lost on the way) or refused
    // as made already: the course is read again, so the page shows Unenrol instead of an Enrol
    // that can only fail with 'You are already enrolled in this course.'.
    onError: (_error, id) => refetchCourse(queryClient, id),
  });
}

export function useUnenrol() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async (id: number) => {
      const { data, error } = await training.client.DELETE('/training/course/{id}/unenroll/', { params: { path: { id } } });
      if (error !== undefined) throw error;
      return data;
    },
    onSuccess: async (_answer, id) => {
      patchCourse(queryClient, id, (course) => ({
        ...course,
        is_enrolled: false,
        enrolled_count: Math.max(0, course.enrolled_count - 1),
      }));
      queryClient.setQueriesData<EnrollmentPage>({ queryKey: ['get', MINE] }, (page) =>
        page
          ? { ...page, count: Math.max(0, page.count - 1), results: page.results.filter((item) => item.course.id !== id) }
          : page,
      );
      await refetchCourse(queryClient, id);
    },
  });
}

export interface ReviewVariables {
  id: number;
  body: TrainingSchemas['ReviewInput'];
}

export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async ({ id, body }: ReviewVariables) => {
      const { data, error } = await training.client.POST('/training/course/{id}/add_review/', { params: { path: { id } }, body });
      if (error !== undefined) throw error;
      return data;
    },
    onSuccess: async (review, { id }) => {
      // The new review heads the first page at once; the average comes back from the server.
      queryClient.setQueryData<ReviewPage>(reviewsQuery(id, undefined).queryKey, (page) =>
        page ? { ...page, count: page.count + 1, results: [review, ...page.results] } : page,
      );
      patchCourse(queryClient, id, (course) => ({ ...course, reviews_count: course.reviews_count + 1 }));
      await Promise.all([refetchCourse(queryClient, id), queryClient.invalidateQueries({ queryKey: ['get', REVIEWS] })]);
    },
  });
}
