// The names of the three legal documents, as their tabs and headings show them, keyed by the `?tab=` value.
export default {
  privacy: 'Privacy Policy',
  eula: 'EULA',
  optin: 'Opt-in Policy',
};
