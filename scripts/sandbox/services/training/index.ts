/** The training service: a shared course catalogue, and per-user enrolments and reviews. */
import type { operations } from '../../../../src/api/generated/training';
import { defineService } from '../../module';
import { courseHandlers } from './courses';
import { seedCourses } from './courses.seed';
import { storeOf } from './store';

export const trainingModule = defineService<operations>('training', (state) => courseHandlers(storeOf(state)), seedCourses);
