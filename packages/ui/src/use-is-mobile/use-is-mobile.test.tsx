import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { setMedia } from '../test/match-media';
import { useIsMobile } from './use-is-mobile';

function Probe() {
  return <p>{useIsMobile() ? 'mobile' : 'desktop'}</p>;
}

describe('useIsMobile', () => {
  it('is true below 640 px and false from 640 px', () => {
    setMedia({ width: 639 });
    render(<Probe />);
    expect(screen.getByText('mobile')).toBeInTheDocument();

    act(() => setMedia({ width: 640 }));
    expect(screen.getByText('desktop')).toBeInTheDocument();
  });

  it('follows the window as it is resized', () => {
    setMedia({ width: 1280 });
    render(<Probe />);
    expect(screen.getByText('desktop')).toBeInTheDocument();

    act(() => setMedia({ width: 320 }));
    expect(screen.getByText('mobile')).toBeInTheDocument();
  });

  it('is false when rendered on the server, whatever the window', () => {
    setMedia({ width: 320 });
    expect(renderToString(<Probe />)).toContain('desktop');
  });

  it('is false where matchMedia does not exist', () => {
    Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: undefined });
    render(<Probe />);
    expect(screen.getByText('desktop')).toBeInTheDocument();
  });
});
