/** The market service's data: product reviews, generated once per product when first read. */
import { Table, TableStore, defineStore } from '../../table';

export interface ReviewRow {
  id: number;
  product: number;
  reviewer_name: string;
  rating: number;
  comment: string;
  created_at: string;
}

export class MarketStore extends TableStore {
  reviews = new Table<ReviewRow>('reviews', 1);
  seeded = new Set<number>();
}

export const storeOf = defineStore('market', () => new MarketStore());
