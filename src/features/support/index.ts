/** The support feature: the page loads lazily with its route; query options for the loader. */

export { faqCategoriesQuery } from './api/support.queries';
