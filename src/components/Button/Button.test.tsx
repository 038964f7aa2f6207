import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';

import { Button } from './Button';

describe('Button', () => {
  it('is a native button named by its text that reacts to click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('can submit a form when asked to', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" variant="primary">
          Send
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('takes its accessible name from aria-label (icon buttons) and passes ARIA state through', () => {
    render(
      <Button variant="icon" aria-label="Add to favourites" aria-pressed={false}>
        <svg aria-hidden="true" />
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('does not react when disabled', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button variant="secondary" disabled onClick={onClick}>
        Move up
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Move up' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref to the native button', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} variant="bar">
        Sign In
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Sign In' }));
  });
});
