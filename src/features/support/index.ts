/** The support feature: the page loads lazily with its route; query options and the URL schema for the route. */

export { faqCategoriesQuery } from './api/support.queries';
export { parseSupportSearch, type SupportSearch } from './search';
export { forgetSupportSeen } from './seen';
