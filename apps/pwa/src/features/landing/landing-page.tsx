import { FeatureCarousel, FeatureGrid, StoreLinks, useIsMobile } from '@safety-companion/ui';
import { settings } from '../../build-settings';
import { ComponentWords } from '../../i18n/component-words';
import { HOME_WORDS as HOME_TEXT } from '../../messages/home';

/** The landing page, at `/` and `/home`: hero, welcome, features (carousel below 640 px, grid above), download. */
export function LandingPage() {
  const isMobile = useIsMobile();
  const { productName, appStoreUrl, playStoreUrl } = settings;
  const items = HOME_TEXT.features.map(({ id: _id, ...item }) => item);
  return (
    <ComponentWords>
      <div className="landing">
        <section className="landing__hero" aria-labelledby="landing-title">
          <h1 id="landing-title">{productName}</h1>
          <p className="landing__subtitle">{HOME_TEXT.heroSubtitle}</p>
          <StoreLinks appStoreUrl={appStoreUrl} playStoreUrl={playStoreUrl} productName={productName} />
        </section>

        <section className="landing__welcome" aria-labelledby="welcome-title">
          <h2 id="welcome-title">{HOME_TEXT.welcomeTitle(productName)}</h2>
          <p>{HOME_TEXT.welcomeTagline}</p>
        </section>

        <section className="landing__features" aria-labelledby="features-title">
          <h2 id="features-title">{HOME_TEXT.featuresTitle}</h2>
          {isMobile ? (
            <FeatureCarousel items={items} label={HOME_TEXT.featuresTitle} />
          ) : (
            <FeatureGrid items={items} label={HOME_TEXT.featuresTitle} />
          )}
        </section>

        <section className="landing__download" aria-labelledby="download-title">
          <h2 id="download-title">{HOME_TEXT.downloadTitle}</h2>
          <p>{HOME_TEXT.downloadText}</p>
          <StoreLinks appStoreUrl={appStoreUrl} playStoreUrl={playStoreUrl} productName={productName} />
        </section>
      </div>
    </ComponentWords>
  );
}
