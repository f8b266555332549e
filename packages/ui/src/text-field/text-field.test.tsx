import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { TextArea, TextField } from './text-field';

describe('TextField', () => {
  it('labels the input with a visible label', async () => {
    const user = userEvent.setup();
    render(<TextField label="Name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await user.click(screen.getByText('Name'));
    expect(input).toHaveFocus();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('describes the input with its hint', () => {
    render(<TextField label="Access code" hint="The 6 characters from the text message" />);
    expect(screen.getByRole('textbox', { name: 'Access code' })).toHaveAccessibleDescription(
      'The 6 characters from the text message',
    );
  });

  it('marks the input invalid and announces the error, described after the hint', () => {
    render(<TextField label="Email" type="email" hint="We reply here" error="Email is required" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We reply here Email is required');
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
  });

  it('keeps a given id and aria-describedby', () => {
    render(<TextField label="Subject" id="subject" aria-describedby="outside" error="Too long" />);
    const input = screen.getByRole('textbox', { name: 'Subject' });
    expect(input).toHaveAttribute('id', 'subject');
    expect(input).toHaveAttribute('aria-describedby', 'outside subject-error');
  });

  it('passes input props and the ref on, as react-hook-form register() needs', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(
      <TextField
        label="Access code"
        ref={ref}
        name="code"
        maxLength={6}
        placeholder="Enter 6-character code"
        onChange={onChange}
        onBlur={onBlur}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Access code' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('name', 'code');
    expect(input).toHaveAttribute('maxLength', '6');
    expect(input).toHaveAttribute('placeholder', 'Enter 6-character code');
    await user.type(input, 'abc');
    expect(onChange).toHaveBeenCalledTimes(3);
    await user.tab();
    expect(onBlur).toHaveBeenCalledOnce();
  });

  it('accepts a callback ref, as register() gives', () => {
    const ref = vi.fn();
    render(<TextField label="Name" ref={ref} />);
    expect(ref).toHaveBeenCalledWith(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('has no axe violations plain, with a hint, and with an error', async () => {
    const { container, rerender } = render(<TextField label="Name" />);
    await expectNoAxeViolations(container);
    rerender(<TextField label="Name" hint="As your heroes know you" />);
    await expectNoAxeViolations(container);
    rerender(<TextField label="Name" hint="As your heroes know you" error="Name is required" />);
    await expectNoAxeViolations(container);
  });
});

describe('TextArea', () => {
  it('is a labelled textarea with rows, hint and error wired like TextField', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextArea label="Message" rows={6} ref={ref} hint="What happened?" error="Message is required" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(ref.current).toBe(textarea);
    expect(textarea).toHaveAttribute('rows', '6');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('What happened? Message is required');
    expect(screen.getByRole('alert')).toHaveTextContent('Message is required');
  });

  it('has no axe violations plain and with an error', async () => {
    const { container, rerender } = render(<TextArea label="Message" />);
    await expectNoAxeViolations(container);
    rerender(<TextArea label="Message" error="Message is required" />);
    await expectNoAxeViolations(container);
  });
});
