// A strict TypeScript consumer: every export used with its documented props, checked with skipLibCheck off.
import {
  Alert,
  Button,
  type ButtonProps,
  FeatureCarousel,
  FeatureGrid,
  type FeatureItem,
  NavBar,
  type NavLink,
  type RenderLink,
  StatusPanel,
  type StatusPanelProps,
  StoreLinks,
  type TabItem,
  Tabs,
  TextArea,
  TextField,
  UI_MESSAGES_EN,
  type UiMessages,
  UiMessagesProvider,
  useIsMobile,
  useNow,
  useUiMessages,
} from '@safety-companion/ui';
import { createRef, useState } from 'react';
import { renderToString } from 'react-dom/server';

const links: NavLink[] = [
  { label: 'Home', href: '/', active: true },
  { label: 'Feedback', href: '/feedback' },
];

const renderLink: RenderLink = ({ href, className, children, active, onClick }) => (
  <a href={href} className={className} aria-current={active ? 'page' : undefined} onClick={onClick}>
    {children}
  </a>
);

const features: FeatureItem[] = [
  {
    title: 'Activities',
    description: 'Say what you are doing.',
    image: '/activities.png',
    imageWidth: 300,
    imageHeight: 600,
    gradient: 'var(--sc-gradient-activities)',
  },
];

const snapshot: StatusPanelProps['snapshot'] = {
  accessCode: 'AAAAAA',
  emergency: false,
  startTime: '2025-06-14T13:30:00.000Z',
  endTime: 1749915000000,
  timestamp: { seconds: 1749910200, nanoseconds: 0 },
  timezone: 'America/New_York',
  reason: 'Status Has Expired',
  info: null,
  location: { latitude: 38.8895, longitude: -77.0353 },
  startLocation: null,
  photo_url: 'https://example.com/photo.jpg',
  timerDetails: { who: 'Jordan', what: null, where: null },
};

// Another language's words: every message, English ones kept where the page has none of its own yet.
const messages: UiMessages = {
  ...UI_MESSAGES_EN,
  statusLocation: { ...UI_MESSAGES_EN.statusLocation, copy: 'Copiar coordenadas' },
};

function CopyWord() {
  const copy: string = useUiMessages().statusLocation.copy;
  return <span>{copy}</span>;
}

const tabs: TabItem[] = [{ id: 'privacy', label: 'Privacy Policy', content: <p>Privacy</p> }];

function Page() {
  const isMobile: boolean = useIsMobile();
  const now: number = useNow(1_000);
  const [tab, setTab] = useState('privacy');
  const input = createRef<HTMLInputElement>();
  const submit: ButtonProps = { type: 'submit', busy: true, variant: 'secondary' };
  return (
    <>
      <NavBar
        brand={<strong>Safety Companion</strong>}
        links={links}
        adminLink={{ label: 'Admin Login', href: '/admin-login' }}
        renderLink={renderLink}
        menuLabel="Menu"
      />
      {isMobile ? <FeatureCarousel items={features} intervalMs={5000} /> : <FeatureGrid items={features} />}
      <Tabs tabs={tabs} value={tab} onValueChange={(id: string) => setTab(id)} label="Legal documents" />
      <StatusPanel snapshot={snapshot} headingLevel={3} locale="en-US" />
      <TextField
        ref={input}
        label="Code"
        hint="6 characters"
        maxLength={6}
        onChange={(event) => event.target.value}
      />
      <TextArea label="Message" rows={isMobile ? 4 : 6} error="Message is required" />
      <Button {...submit}>Submitting...</Button>
      <Alert tone="error" title="Could not send">
        Server error. Please try again later.
      </Alert>
      <StoreLinks
        appStoreUrl="https://apps.apple.com"
        playStoreUrl="https://play.google.com"
        productName="App"
      />
      <time dateTime={new Date(now).toISOString()}>now</time>
    </>
  );
}

export const html: string = renderToString(
  <UiMessagesProvider messages={messages}>
    <Page />
    <CopyWord />
  </UiMessagesProvider>,
);

// @ts-expect-error: links are required.
export const missing = <NavBar brand="x" />;
// A provider takes the words a section at a time: the sections left out stay English.
export const oneSection = <UiMessagesProvider messages={{ navBar: UI_MESSAGES_EN.navBar }} />;
// @ts-expect-error: a section it takes is given whole.
export const partialSection = <UiMessagesProvider messages={{ navBar: { label: 'Principal' } }} />;
// @ts-expect-error: only two variants exist.
export const wrongVariant = <Button variant="danger">x</Button>;
