import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

describe('Card', () => {
  it('renders its title as a heading of the requested level with the parts in order', () => {
    render(
      <Card aria-labelledby="t">
        <CardHeader>
          <CardTitle id="t" level={3}>
            Total sales
          </CardTitle>
          <CardDescription>This month</CardDescription>
          <CardAction>
            <button type="button">More</button>
          </CardAction>
        </CardHeader>
        <CardContent>₦1,500.00</CardContent>
        <CardFooter>Updated today</CardFooter>
      </Card>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Total sales' });
    expect(heading).toBeInTheDocument();
    const card = heading.closest('[data-slot="card"]');
    expect(card).toHaveTextContent(/Total sales.*This month.*More.*₦1,500.00.*Updated today/);
  });
});
