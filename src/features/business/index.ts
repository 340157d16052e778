/**
 * The business feature. Route configs (loaders, beforeLoad) run in the app's entry chunk and
 * import this index for query options, so everything exported eagerly here stays light; the
 * components load with the pages that render them (lazy).
 */

export { BusinessSwitcher, ContextSwitcher, LocationSwitcher } from './components/switchers';

export {
  BusinessProvider,
  activeLocations,
  businessParams,
  useBusinessContext,
  useOptionalBusinessContext,
  type Business,
  type BusinessContextValue,
  type BusinessLocation,
  type Membership,
} from './context';
export { businessQuery, businessesQuery, categoriesQuery, currenciesQuery, membershipQuery } from './api/business.queries';
export { rememberChoice, rememberedChoice, type RememberedChoice } from './remember';
