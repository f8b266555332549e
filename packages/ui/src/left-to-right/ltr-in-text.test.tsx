import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LtrInText } from './ltr-in-text';

describe('LtrInText', () => {
  it('keeps the number left to right inside a right-to-left sentence, and the sentence whole', () => {
    const { container } = render(
      <p dir="rtl">
        <LtrInText text="اتصل بـ +1 555 0100 الآن" part="+1 555 0100" />
      </p>,
    );
    expect(container.textContent).toBe('اتصل بـ +1 555 0100 الآن');
    const isolated = container.querySelector('span[dir="ltr"]');
    expect(isolated?.textContent).toBe('+1 555 0100');
  });

  it('leaves a text without the part, or without a part, as it is', () => {
    const { container } = render(
      <p>
        <LtrInText text="Call your local emergency number" part="112" />
        <LtrInText text=" and more" part={undefined} />
      </p>,
    );
    expect(container.textContent).toBe('Call your local emergency number and more');
    expect(container.querySelector('span')).toBeNull();
  });
});
