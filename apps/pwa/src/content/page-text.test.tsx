import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isPrerenderedPage, keepPrerenderedTexts, PageText } from './page-text';

/** The prerendered page `path` holding the texts `names`, each a heading of that name. */
function prerenderedPage(path: string, ...names: string[]) {
  const root = document.createElement('div');
  root.dataset.prerendered = path;
  root.innerHTML = names.map((name) => `<div data-page-text="${name}"><h2>Kept ${name}</h2></div>`).join('');
  return root;
}

const notLoaded = {
  get(): never {
    throw new Error('The module was not loaded.');
  },
};

describe('the texts of a prerendered page', () => {
  it('renders the text its HTML held, without its module', () => {
    keepPrerenderedTexts(prerenderedPage('/es/kept', 'kept-one', 'kept-two'));
    expect(isPrerenderedPage('/kept')).toBe(true);
    expect(isPrerenderedPage('/never-shown')).toBe(false);

    render(
      <PageText name="kept-one" content={notLoaded}>
        {() => <p>From the module</p>}
      </PageText>,
    );
    expect(screen.getByRole('heading', { name: 'Kept kept-one' })).toBeInTheDocument();
    expect(screen.queryByText('From the module')).not.toBeInTheDocument();
  });

  it('renders its module when the HTML held no such text', () => {
    keepPrerenderedTexts(prerenderedPage('/shown-first', 'shown-first'));
    render(
      <PageText name="shown-later" content={{ get: () => 'From the module' }}>
        {(words) => <p>{words}</p>}
      </PageText>,
    );
    expect(screen.getByText('From the module')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kept shown-first' })).not.toBeInTheDocument();
  });

  it('loads a page of text’s module only when its HTML did not hold the text', async () => {
    // Fresh modules: the other tests of this run may have loaded the pages of text already.
    vi.resetModules();
    const pageText = await import('./page-text');
    const { ABOUT, ACCOUNT_DELETION } = await import('./localized-content');
    pageText.keepPrerenderedTexts(prerenderedPage('/about', 'about'));
    await ABOUT.load();
    expect(() => ABOUT.get()).toThrow('Not loaded');

    await ACCOUNT_DELETION.load();
    expect(ACCOUNT_DELETION.get().AccountDeletion).toBeTypeOf('function');
  });
});
