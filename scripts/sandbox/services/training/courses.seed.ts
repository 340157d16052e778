/** The course catalogue (26 courses with lessons), sample reviews and the demo owner's enrolments. */
import type { components } from '../../../../src/api/generated/training';
import type { SandboxState } from '../../state';
import { daysAgo, iso, rng } from '../../table';
import { storeOf } from './store';

type Level = components['schemas']['CourseLevel'];

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

export function seedCourses(state: SandboxState): void {
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
