/** The names of the three legal documents, as their tabs and headings show them, keyed by the `?tab=` value. */
export const LEGAL_DOCUMENT_TITLES = {
  privacy: 'Privacy Policy',
  eula: 'EULA',
  optin: 'Opt-in Policy',
};
