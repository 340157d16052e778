/** The FAQ: shared content, the same for every user. */
import type { operations } from '../../../../src/api/generated/common';
import { notFound, type ServiceHandlers } from '../../types';

const FAQ: { name: string; questions: [string, string][] }[] = [
  {
    name: 'Getting started',
    questions: [
      [
        'How do I add my first business?',
        'After signing in, choose "Create business", enter its name, currency and first location.',
      ],
      [
        'Can I manage more than one location?',
        'Yes. Add locations under Business tools, then switch between them from the top bar.',
      ],
    ],
  },
  {
    name: 'Invoices and payments',
    questions: [
      [
        'How do I record a part payment?',
        'Open the invoice, choose "Record payment" and enter the amount received. The balance updates at once.',
      ],
      ['Can I send a reminder to a customer who owes me?', 'Yes. Open Debtors, pick the customer and choose "Send reminder".'],
    ],
  },
  {
    name: 'Banking',
    questions: [
      [
        'Why do I need my BVN?',
        'Nigerian regulations require identity verification before an account can be opened. Your BVN is checked, never shown.',
      ],
      ['What are my transfer limits?', 'Limits depend on your verification tier. Open Banking > Limits to see and change them.'],
      [
        'How long do transfers take?',
        'Transfers to Nigerian banks usually arrive within minutes. ACH transfers in the US take 1-3 business days.',
      ],
    ],
  },
  {
    name: 'Subscription',
    questions: [
      ['How do I upgrade my plan?', 'Open Subscription, pick a package and a payment method. The new plan starts immediately.'],
    ],
  },
];

export function faqHandlers(): Pick<ServiceHandlers<operations>, 'listFaqCategories' | 'listFaqQuestions'> {
  return {
    listFaqCategories: () => ({ status: 200, body: FAQ.map((c, i) => ({ category_id: i + 1, name: c.name })) }),
    listFaqQuestions: ({ params }) => {
      const category = FAQ[params.category_id - 1];
      if (!category) throw notFound();
      return {
        status: 200,
        body: category.questions.map(([question, answer], i) => ({
          faq_id: params.category_id * 100 + i + 1,
          question,
          answer,
          category: params.category_id,
        })),
      };
    },
  };
}
