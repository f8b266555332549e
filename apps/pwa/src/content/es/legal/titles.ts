/** The Spanish names of the three legal documents, as their tabs and headings show them, keyed by the `?tab=` value. */
export const LEGAL_DOCUMENT_TITLES = {
  privacy: 'Política de privacidad',
  eula: 'Contrato de licencia',
  optin: 'Política de consentimiento',
} as const;
