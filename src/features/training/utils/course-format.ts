/** How a course's figures read on its card and page. */
import { formatMoney } from '@/lib/money';

/** '45 min', '1 h', '1 h 35 min'. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours ? `${hours} h${rest ? ` ${rest} min` : ''}` : `${rest} min`;
}

/** 'Free' for a zero price, else the amount in its currency. */
export function formatCoursePrice(price: string, currency: string): string {
  return /^0+(\.0+)?$/.test(price) ? 'Free' : formatMoney(price, currency);
}

/** '4.6 out of 5 (128 reviews)', 'No reviews yet'. */
export function ratingText(rating: string, reviews: number): string {
  if (reviews === 0) return 'No reviews yet';
  return `${rating} out of 5 (${new Intl.NumberFormat('en').format(reviews)} review${reviews === 1 ? '' : 's'})`;
}
