import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Alert } from './alert';

describe('Alert', () => {
  it('renders its title and message with role="alert"', () => {
    render(
      <Alert tone="error" title="Could not send">
        Server error. Please try again later.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not send');
    expect(alert).toHaveTextContent('Server error. Please try again later.');
    expect(alert).toHaveClass('sc-alert--error');
  });

  it('is an info alert without a title by default', () => {
    render(<Alert>Status parsed.</Alert>);
    expect(screen.getByRole('alert')).toHaveClass('sc-alert', 'sc-alert--info');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Status parsed\.$/);
  });

  it('passes div props on but keeps its role', () => {
    render(
      <Alert tone="success" id="thanks" className="wide">
        Thank You!
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('id', 'thanks');
    expect(alert).toHaveClass('sc-alert--success', 'wide');
  });

  it.each(['error', 'success', 'info'] as const)('has no axe violations as %s', async (tone) => {
    const { container } = render(
      <Alert tone={tone} title="Title">
        Message
      </Alert>,
    );
    await expectNoAxeViolations(container);
  });
});
