// Every page of text's module in every language, by file: English in src/content/, each other language in
// src/content/<locale>/ (the patterns name `CONTENT_FILES`' files: a glob takes only literals).
export const CONTENT_MODULES = import.meta.glob([
  './{about,account-deletion,lookup-about}.tsx',
  './legal/documents.ts',
  './*/{about,account-deletion,lookup-about}.tsx',
  './*/legal/documents.ts',
]);
