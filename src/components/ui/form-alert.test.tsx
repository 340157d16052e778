import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hostile } from '@/test/hostile-strings';
import { expectInertDom } from '@/test/render';
import { FormAlert } from './form-alert';

describe('FormAlert', () => {
  it('shows nothing without an error', () => {
    const { container } = render(
      <>
        <FormAlert>{null}</FormAlert>
        <FormAlert>{''}</FormAlert>
        <FormAlert>{undefined}</FormAlert>
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('announces the error as text, hostile text included', () => {
    const message = hostile('img onerror');
    render(<FormAlert>{message}</FormAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expectInertDom();
  });
});
