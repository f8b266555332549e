// The pages of text written once per language, by page: the English module in src/content/, each other language's
// in src/content/<locale>/ under the same name.
export const CONTENT_FILES = {
  '/about': 'about.tsx',
  '/accountDeletion': 'account-deletion.tsx',
  '/privacyPolicies': 'legal/documents.ts',
} as const;
