import { Tabs } from '@safety-companion/ui';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import '../content/legal/legal.css';
import { settings } from '../build-settings';
import { Eula } from '../content/legal/eula';
import { OptInPolicy } from '../content/legal/opt-in-policy';
import { PrivacyPolicy } from '../content/legal/privacy-policy';
import { LEGAL_DOCUMENT_TITLES } from '../content/legal/titles';
import { pageHead } from '../lib/page-head';

/** The open document is in the address (`?tab=privacy|eula|optin`); anything else opens the Privacy Policy. */
const LEGAL_TABS = ['privacy', 'eula', 'optin'] as const;
type LegalTab = (typeof LEGAL_TABS)[number];

function isLegalTab(value: unknown): value is LegalTab {
  return LEGAL_TABS.includes(value as LegalTab);
}

export const Route = createFileRoute('/privacyPolicies')({
  validateSearch: (search: Record<string, unknown>): { tab?: LegalTab } =>
    isLegalTab(search.tab) ? { tab: search.tab } : {},
  head: () =>
    pageHead(
      'Legal Documents',
      `The ${settings.productName} Privacy Policy, End User License Agreement and Opt-in Policy.`,
    ),
  component: LegalDocumentsPage,
});

function LegalDocumentsPage() {
  const tab = Route.useSearch({ select: (search) => search.tab ?? 'privacy' });
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <div className="page legal">
      <h1>Legal Documents</h1>
      <Tabs
        label="Legal documents"
        value={tab}
        onValueChange={(next) => void navigate({ search: { tab: isLegalTab(next) ? next : undefined } })}
        tabs={[
          {
            id: 'privacy',
            label: LEGAL_DOCUMENT_TITLES.privacy,
            content: <PrivacyPolicy settings={settings} />,
          },
          { id: 'eula', label: LEGAL_DOCUMENT_TITLES.eula, content: <Eula settings={settings} /> },
          { id: 'optin', label: LEGAL_DOCUMENT_TITLES.optin, content: <OptInPolicy settings={settings} /> },
        ]}
      />
    </div>
  );
}
