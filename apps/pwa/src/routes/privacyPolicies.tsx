import { Tabs } from '@safety-companion/ui';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import '../content/legal/legal.css';
import LEGAL_WORDS from 'words:legal';
import SITE_WORDS from 'words:site';
import { settings } from '../build-settings';
import { LEGAL_DOCUMENTS } from '../content/localized-content';
import { PageText } from '../content/page-text';
import { pageHead } from '../lib/page-head';

/** The open document is in the address (`?tab=privacy|eula|optin`); anything else opens the Privacy Policy. */
const LEGAL_TABS = ['privacy', 'eula', 'optin'] as const;
type LegalTab = (typeof LEGAL_TABS)[number];

/** The document each tab shows, by its export of the legal documents' module. */
const DOCUMENT_OF_TAB = { privacy: 'PrivacyPolicy', eula: 'Eula', optin: 'OptInPolicy' } as const;

function isLegalTab(value: unknown): value is LegalTab {
  return LEGAL_TABS.includes(value as LegalTab);
}

export const Route = createFileRoute('/privacyPolicies')({
  validateSearch: (search: Record<string, unknown>): { tab?: LegalTab } =>
    isLegalTab(search.tab) ? { tab: search.tab } : {},
  staticData: { loadWords: LEGAL_DOCUMENTS.load },
  head: () =>
    pageHead(SITE_WORDS.pages.legal, SITE_WORDS.pages.legalDescription({ product: settings.productName })),
  component: LegalDocumentsPage,
});

function LegalDocumentsPage() {
  const tab = Route.useSearch({ select: (search) => search.tab ?? 'privacy' });
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <div className="page legal">
      <h1>{SITE_WORDS.pages.legal}</h1>
      <Tabs
        label={SITE_WORDS.pages.legalTabs}
        value={tab}
        onValueChange={(next) => void navigate({ search: { tab: isLegalTab(next) ? next : undefined } })}
        tabs={LEGAL_TABS.map((id) => ({
          id,
          label: LEGAL_WORDS[id],
          content: (
            <PageText name={id} content={LEGAL_DOCUMENTS}>
              {(documents) => {
                const Document = documents[DOCUMENT_OF_TAB[id]];
                return <Document settings={settings} />;
              }}
            </PageText>
          ),
        }))}
      />
    </div>
  );
}
