// The pages of text written once per language, by page: the English module in src/content/, each other language's
// in src/content/<locale>/ under the same name. No imports: the budget check (scripts/check-budget.mjs) reads it too.
export const CONTENT_FILES = {
  '/about': 'about.tsx',
  '/accountDeletion': 'account-deletion.tsx',
  '/privacyPolicies': 'legal/documents.ts',
} as const;
