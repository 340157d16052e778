/** The training service's data: the course catalogue, and per-user enrolments and reviews. */
import type { components } from '../../../../src/api/generated/training';
import { Table, TableStore, defineStore } from '../../table';

type Level = components['schemas']['CourseLevel'];

export interface CourseRow {
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
export interface EnrollmentRow {
  id: number;
  _user: number;
  course: number;
  enrolled_at: string;
  progress: number;
}
export interface ReviewRow {
  id: number;
  _user: number;
  username: string | null;
  course: number;
  rating: number;
  comment: string;
  created_at: string;
}

export class TrainingStore extends TableStore {
  courses = new Table<CourseRow>('courses', 1);
  enrollments = new Table<EnrollmentRow>('enrollments', 700);
  reviews = new Table<ReviewRow>('reviews', 900);
}

export const storeOf = defineStore('training', () => new TrainingStore());
