import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { courseQuery, useEnrol } from './training.queries';

/** The course's detail as the page reads it (only what this test looks at), enrolled or not. */
const detail = (enrolled: boolean) => ({
  id: 5,
  title: 'Pricing for profit',
  is_enrolled: enrolled,
  enrolled_count: enrolled ? 1 : 0,
});

function Course() {
  const course = useQuery(courseQuery(5));
  const enrol = useEnrol();
  return (
    <div>
      <p>{course.data === undefined ? 'Loading' : course.data.is_enrolled ? 'Enrolled' : 'Not enrolled'}</p>
      <p>{enrol.isError ? 'Enrolment failed' : ''}</p>
      <button type="button" onClick={() => enrol.mutate(5)}>
        Enrol
      </button>
    </div>
  );
}

describe('useEnrol (issue 21)', () => {
  it('reads the course again after a failed enrolment, so an enrolment whose answer was lost shows as made', async () => {
    let enrolled = false;
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = new URL((input as Request).url);
      if (url.pathname.endsWith('/enroll/')) {
        enrolled = true; // the server enrolled the user; the answer never arrives
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return Promise.resolve(
        new Response(JSON.stringify(detail(enrolled)), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
    });
    const { user } = renderWithApp(<Course />);
    expect(await screen.findByText('Not enrolled')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(await screen.findByText('Enrolment failed')).toBeInTheDocument();
    expect(await screen.findByText('Enrolled')).toBeInTheDocument();
    const detailCalls = fetch.mock.calls.filter(([input]) => (input as Request).url.includes('/training/course/detail/5/'));
    expect(detailCalls).toHaveLength(2);
  });
});
