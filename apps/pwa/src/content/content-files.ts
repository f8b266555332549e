// The pages of text written once per language, by page (the lookup's: its explanation, below its form): the English module in src/content/, each other language's
// in src/content/<locale>/ under the same name.
export const CONTENT_FILES = {
  '/about': 'about.tsx',
  '/accountDeletion': 'account-deletion.tsx',
  '/hero-lookup': 'lookup-about.tsx',
  '/privacyPolicies': 'legal/documents.ts',
} as const;
