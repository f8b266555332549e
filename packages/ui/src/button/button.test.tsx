import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Button } from './button';

describe('Button', () => {
  it('is a clickable button named by its children', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Look Up Information</Button>);
    await user.click(screen.getByRole('button', { name: 'Look Up Information' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is disabled and aria-busy while busy, keeping the text its children give', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Submitting...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submitting...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is neither busy nor disabled by default', () => {
    render(<Button>Submit Feedback</Button>);
    const button = screen.getByRole('button', { name: 'Submit Feedback' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('submits its form by default, like an HTML button', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form aria-label="Feedback" onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Send</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('passes button props, variant classes and the ref on', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} type="button" variant="secondary" className="extra" disabled>
        Cancel
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Cancel' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('sc-button', 'sc-button--secondary', 'extra');
    expect(button).toBeDisabled();
  });

  it('has no axe violations idle or busy', async () => {
    const { container, rerender } = render(<Button>Submit Feedback</Button>);
    await expectNoAxeViolations(container);
    rerender(<Button busy>Submitting...</Button>);
    await expectNoAxeViolations(container);
  });
});
