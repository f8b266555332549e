import { UI_MESSAGES_EN } from '@safety-companion/ui';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentLocale } from '../../i18n/locale';
import { setViewport } from '../../test/setup';
import { LandingPage } from './landing-page';
import { uiHomeMessages } from './ui-home-words';

// The UI package owns the English words of its components; the site's `ui-home` section repeats them
// (src/messages/en/ui-home.json) only so that the other languages have a source to translate. They say the same.

afterEach(() => {
  setCurrentLocale('en');
  setViewport(1280);
});

describe("the site's ui-home words", () => {
  it('say in English exactly what the UI package says by default', () => {
    const site = uiHomeMessages();
    const english = UI_MESSAGES_EN;
    const { showFeature, slide, expandImage, ...texts } = site.features;
    const {
      showFeature: showFeatureEn,
      slide: slideEn,
      expandImage: expandImageEn,
      ...textsEn
    } = english.features;
    expect(texts).toStrictEqual(textsEn);
    expect(showFeature(2, 5, 'Photos')).toBe(showFeatureEn(2, 5, 'Photos'));
    expect(slide(2, 5)).toBe(slideEn(2, 5));
    expect(expandImage('Photos')).toBe(expandImageEn('Photos'));
    // The App Store badge has no filler in English: none, not an empty one.
    expect(site.storeLinks).toStrictEqual(english.storeLinks);
  });

  it("are the page's language's, as the UI package takes them", () => {
    setCurrentLocale('es');
    const { features, storeLinks } = uiHomeMessages();
    expect(features.showFeature(2, 5, 'Fotos')).toBe('Mostrar la función 2 de 5: Fotos');
    expect(features.slide(2, 5)).toBe('2 de 5');
    expect(features.expandImage('Fotos')).toBe('Ampliar imagen: Fotos');
    expect(storeLinks.appStore).toStrictEqual({
      verb: 'Descarga',
      filler: 'la app',
      preposition: 'en el',
      store: 'App Store',
    });
  });
});

describe('the landing page', () => {
  it("gives the UI package's components no words of the site's on an English page", () => {
    setViewport(639);
    render(<LandingPage />);
    expect(screen.getAllByRole('link', { name: 'Download Beacon on the App Store' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Pause automatic rotation' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Show feature 4 of 5: Photos' })).toBeInTheDocument();
  });

  it('gives them the words of the page in another language, beside its own', () => {
    setCurrentLocale('fr');
    setViewport(639);
    render(<LandingPage />);
    expect(screen.getAllByRole('link', { name: 'Télécharger Beacon dans l’ App Store' })).toHaveLength(2);
    expect(
      screen.getByRole('button', { name: 'Mettre en pause le défilement automatique' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('tab', { name: 'Afficher la fonctionnalité 4 sur 5\u202f: Photo d’urgence' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Bienvenue sur Beacon' })).toBeInTheDocument();
  });
});
