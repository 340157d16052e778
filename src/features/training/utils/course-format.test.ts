import { describe, expect, it } from 'vitest';
import { formatCoursePrice, formatDuration, ratingText } from './course-format';

describe('course figures', () => {
  it('reads a duration in hours and minutes', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 h');
    expect(formatDuration(95)).toBe('1 h 35 min');
  });

  it('calls a zero price free', () => {
    expect(formatCoursePrice('0.00', 'NGN')).toBe('Free');
    expect(formatCoursePrice('29.00', 'USD')).toMatch(/29\.00/);
  });

  it('says the rating with its number of reviews', () => {
    expect(ratingText('0.0', 0)).toBe('No reviews yet');
    expect(ratingText('5.0', 1)).toBe('5.0 out of 5 (1 review)');
    expect(ratingText('4.6', 1280)).toBe('4.6 out of 5 (1,280 reviews)');
  });
});
