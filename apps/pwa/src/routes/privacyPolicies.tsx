import { Tabs } from '@safety-companion/ui';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import '../content/legal/legal.css';
import { settings } from '../build-settings';
import { LEGAL_DOCUMENT_TITLES } from '../content/legal/titles';
import { LEGAL_DOCUMENTS } from '../content/localized-content';
import { PageText } from '../content/page-text';
import { pageHead } from '../lib/page-head';
import { SITE_TEXTS } from '../messages/site';

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
  staticData: { sections: ['legal'], loadWords: LEGAL_DOCUMENTS.load },
  head: () => pageHead(SITE_TEXTS.pages.legal, SITE_TEXTS.pages.legalDescription(settings.productName)),
  component: LegalDocumentsPage,
});

function LegalDocumentsPage() {
  const tab = Route.useSearch({ select: (search) => search.tab ?? 'privacy' });
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <div className="page legal">
      <h1>{SITE_TEXTS.pages.legal}</h1>
      <Tabs
        label={SITE_TEXTS.pages.legalTabs}
        value={tab}
        onValueChange={(next) => void navigate({ search: { tab: isLegalTab(next) ? next : undefined } })}
        tabs={LEGAL_TABS.map((id) => ({
          id,
          label: LEGAL_DOCUMENT_TITLES[id],
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
