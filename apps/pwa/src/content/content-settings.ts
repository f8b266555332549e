// What the content pages need to know about the deployment. The route fills it from the build-time settings
// (VITE_PRODUCT_NAME, VITE_CONTACT_EMAIL, VITE_PRIVACY_EMAIL), so the texts never hard-code a name or an address.

/** The product's name and the addresses the texts give, as the operator configured them. */
export interface ContentSettings {
  /** The product's name, `{product}` in the spec (e.g. 'Beacon'). */
  productName: string;
  /** Where feedback, questions and claims go (the EULA's contact address). */
  contactEmail: string;
  /** Where privacy requests and opt-outs go. */
  privacyEmail: string;
}
