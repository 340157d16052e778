/** The status vocabulary of course enrolments (src/lib/status.ts: one vocabulary, split so a page loads only what it shows). */
import type { StatusVocabulary } from '../status';

/** A course enrolment, from its progress (`enrolmentStatus`). */
export const ENROLMENT_STATUS = {
  not_enrolled: { tone: 'neutral', label: 'Not enrolled' },
  enrolled: { tone: 'success', label: 'Enrolled' },
  not_started: { tone: 'neutral', label: 'Not started' },
  in_progress: { tone: 'info', label: 'In progress' },
  completed: { tone: 'success', label: 'Completed' },
} as const satisfies StatusVocabulary;

/** An enrolment's status from its progress (0–100) or no enrolment at all. */
export function enrolmentStatus(progress: number | null | undefined): keyof typeof ENROLMENT_STATUS {
  if (progress === null || progress === undefined) return 'not_enrolled';
  if (progress >= 100) return 'completed';
  if (progress <= 0) return 'not_started';
  return 'in_progress';
}
