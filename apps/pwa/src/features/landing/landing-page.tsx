import HOME_WORDS from 'words:home';
import { FeatureCarousel, FeatureGrid, StoreLinks, useIsMobile } from '@safety-companion/ui';
import { settings } from '../../build-settings';
import { ComponentWords } from '../../i18n/component-words';
import { FEATURES } from './features';
import { uiHomeMessages } from './ui-home-words';

/** The landing page, at `/` and `/home`: hero, welcome, features (carousel below 640 px, grid above), download. */
export function LandingPage() {
  const isMobile = useIsMobile();
  const { productName, appStoreUrl, playStoreUrl } = settings;
  const items = FEATURES.map(({ id, ...feature }) => ({ ...HOME_WORDS.features[id], ...feature }));
  return (
    <ComponentWords messages={uiHomeMessages}>
      <div className="landing">
        <section className="landing__hero" aria-labelledby="landing-title">
          <h1 id="landing-title">{productName}</h1>
          <p className="landing__subtitle">{HOME_WORDS.heroSubtitle}</p>
          <StoreLinks appStoreUrl={appStoreUrl} playStoreUrl={playStoreUrl} productName={productName} />
        </section>

        <section className="landing__welcome" aria-labelledby="welcome-title">
          <h2 id="welcome-title">{HOME_WORDS.welcomeTitle({ product: productName })}</h2>
          <p>{HOME_WORDS.welcomeTagline}</p>
        </section>

        <section className="landing__features" aria-labelledby="features-title">
          <h2 id="features-title">{HOME_WORDS.featuresTitle}</h2>
          {isMobile ? (
            <FeatureCarousel items={items} label={HOME_WORDS.featuresTitle} />
          ) : (
            <FeatureGrid items={items} label={HOME_WORDS.featuresTitle} />
          )}
        </section>

        <section className="landing__download" aria-labelledby="download-title">
          <h2 id="download-title">{HOME_WORDS.downloadTitle}</h2>
          <p>{HOME_WORDS.downloadText}</p>
          <StoreLinks appStoreUrl={appStoreUrl} playStoreUrl={playStoreUrl} productName={productName} />
        </section>
      </div>
    </ComponentWords>
  );
}
