/** Business settings (issue 13, item 1). The page loads lazily (./lazy); the index stays light. */
export { banksQuery } from './api';
