import type { ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { toApiError } from '@/api/errors';
import { PageLayout } from '@/components/layout/page-layout';
import { SearchBox } from '@/components/list/search-box';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import {
  PAGE_SIZE,
  categoriesQuery,
  coursesQuery,
  filteredCoursesQuery,
  isFiltered,
  myCoursesQuery,
} from '../api/training.queries';
import type { TrainingSearch } from '../search';
import { CourseCard } from './course-card';
import { Pager } from './pager';

export interface TrainingPageProps {
  search: TrainingSearch;
  /** Merges a change into the URL (`?view=&search=&category=&level=&page=`). */
  onSearchChange: (patch: Partial<TrainingSearch>) => void;
}

const LEVELS = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
] as const;

/** Training: the catalogue (search, category and level in the URL, 12 a page) and my courses with progress. */
export function TrainingPage({ search, onSearchChange }: TrainingPageProps) {
  const mine = search.view === 'mine';
  return (
    <PageLayout title="Training" description="Short courses to grow your business.">
      <nav aria-label="Training views" className="flex gap-2 border-b">
        <ViewTab current={!mine} onClick={() => onSearchChange({ view: undefined, page: undefined })}>
          All courses
        </ViewTab>
        <ViewTab current={mine} onClick={() => onSearchChange({ view: 'mine', page: undefined })}>
          My courses
        </ViewTab>
      </nav>
      {mine ? (
        <MyCourses page={search.page} onPageChange={(page) => onSearchChange({ page })} />
      ) : (
        <Catalogue search={search} onSearchChange={onSearchChange} />
      )}
    </PageLayout>
  );
}

function ViewTab({ current, onClick, children }: { current: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
      className="-mb-px min-h-11 border-b-2 border-transparent px-3 text-sm font-medium text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:border-primary aria-[current=page]:text-foreground"
    >
      {children}
    </button>
  );
}

function Catalogue({ search, onSearchChange }: TrainingPageProps) {
  const categories = useQuery(categoriesQuery());
  const filterCall = isFiltered(search);
  const listed = useQuery({ ...coursesQuery(search), enabled: !filterCall });
  const filteredList = useQuery({ ...filteredCoursesQuery(search), enabled: filterCall });
  const courses = filterCall ? filteredList : listed;
  const filtered = search.search !== undefined || search.category !== undefined || search.level !== undefined;
  return (
    <section aria-labelledby="catalogue" className="flex flex-col gap-4">
      <h2 id="catalogue" className="sr-only">
        Courses
      </h2>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr] sm:items-end">
        <SearchBox
          label="Search courses"
          placeholder="Search courses"
          value={search.search}
          onChange={(value) => onSearchChange({ search: value, page: undefined })}
        />
        <NativeSelect
          label="Category"
          id="course-category"
          value={search.category ?? ''}
          onChange={(event) =>
            onSearchChange({ category: event.target.value ? Number(event.target.value) : undefined, page: undefined })
          }
        >
          <option value="">All categories</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          label="Level"
          id="course-level"
          value={search.level ?? ''}
          onChange={(event) =>
            onSearchChange({
              level: LEVELS.find((level) => level.value === event.target.value)?.value,
              page: undefined,
            })
          }
        >
          <option value="">All levels</option>
          {LEVELS.map((level) => (
            <option key={level.value} value={level.value}>
              {level.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Results
        query={courses}
        label="courses"
        empty={
          filtered ? (
            <EmptyState
              title="No courses match"
              description="Try other words, or another category or level."
              action={
                <Button
                  variant="outlined"
                  onClick={() => onSearchChange({ search: undefined, category: undefined, level: undefined, page: undefined })}
                >
                  Clear the filters
                </Button>
              }
            />
          ) : (
            <EmptyState title="No courses yet" description="New courses appear here as they are published." />
          )
        }
      >
        {(data) => (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {data.count === 1 ? '1 course' : `${new Intl.NumberFormat('en').format(data.count)} courses`}
            </p>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {data.results.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} />
                </li>
              ))}
            </ul>
            <Pager
              label="Courses"
              page={search.page ?? 1}
              total={data.count}
              pageSize={PAGE_SIZE}
              onPageChange={(page) => onSearchChange({ page })}
            />
          </>
        )}
      </Results>
    </section>
  );
}

function MyCourses({ page, onPageChange }: { page: number | undefined; onPageChange: (page: number) => void }) {
  const enrolled = useQuery(myCoursesQuery(page));
  return (
    <section aria-labelledby="my-courses" className="flex flex-col gap-4">
      <h2 id="my-courses" className="sr-only">
        My courses
      </h2>
      <Results
        query={enrolled}
        label="your courses"
        empty={
          <EmptyState
            title="You have not enrolled in a course yet"
            description="Open a course in All courses and choose Enrol."
          />
        }
      >
        {(data) => (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Enrolled courses">
              {data.results.map((enrolment) => (
                <li key={enrolment.id}>
                  <CourseCard course={enrolment.course} progress={enrolment.progress} />
                </li>
              ))}
            </ul>
            <Pager label="My courses" page={page ?? 1} total={data.count} pageSize={PAGE_SIZE} onPageChange={onPageChange} />
          </>
        )}
      </Results>
    </section>
  );
}

/** A paged list's states: skeleton cards, the error with Retry, the empty state, then the rows. */
function Results<T extends { count: number; results: unknown[] }>({
  query,
  label,
  empty,
  children,
}: {
  query: UseQueryResult<T, unknown>;
  label: string;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div role="status" aria-live="polite" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <span className="sr-only">Loading {label}</span>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-72" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border bg-card p-4 text-sm">
        <CircleAlert aria-hidden="true" className="size-5 text-destructive" />
        <span className="flex-1">{toApiError(query.error).message}</span>
        <Button variant="outlined" size="sm" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  if (query.data.results.length === 0) return <div className="rounded-lg border bg-card">{empty}</div>;
  return <>{children(query.data)}</>;
}
