import { afterEach, describe, expect, it } from 'vitest';
import { visibleHeading } from './route-focus';

afterEach(() => {
  document.body.replaceChildren();
});

function heading(text: string): HTMLHeadingElement {
  const h1 = document.createElement('h1');
  h1.dataset.pageHeading = '';
  h1.textContent = text;
  return h1;
}

describe('visibleHeading', () => {
  it('skips the heading of a page React keeps hidden while the next one suspends', () => {
    const previous = document.createElement('div');
    previous.style.setProperty('display', 'none', 'important');
    previous.append(heading('Customers'));
    document.body.append(previous, heading('Suppliers'));
    expect(visibleHeading()?.textContent).toBe('Suppliers');
  });

  it('skips a heading under a hidden ancestor and finds none when every heading is hidden', () => {
    const section = document.createElement('section');
    section.hidden = true;
    section.append(heading('Vault'));
    document.body.append(section);
    expect(visibleHeading()).toBeUndefined();
  });
});
