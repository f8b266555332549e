import type { StatusSnapshot } from '@safety-companion/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeatureCarousel } from '../feature-carousel';
import { FEATURES } from '../feature-carousel/fixtures';
import { FeatureGrid } from '../feature-grid';
import { NavBar } from '../nav-bar';
import { StatusPanel } from '../status-panel';
import { StoreLinks } from '../store-links';
import { UI_MESSAGES_ES } from '../test/ui-messages-es';
import { UI_MESSAGES_EN, UiMessagesProvider } from '.';

const NOW = Date.parse('2026-11-23T20:00:00.000Z');
const MINUTE = 60_000;

const snapshot: StatusSnapshot = {
  accessCode: 'K7P2QX',
  emergency: false,
  startTime: '2026-11-23T19:00:00.000Z',
  endTime: new Date(NOW + 119 * MINUTE + 30_000).toISOString(),
  timestamp: new Date(NOW - 2 * MINUTE).toISOString(),
  timezone: 'UTC',
  reason: 'Countdown running',
  info: null,
  location: { latitude: 38.8895, longitude: -77.0353, accuracy: 1_250 },
  startLocation: null,
  photo_url: 'https://example.com/photo.jpg',
  timerDetails: null,
  battery: { level: 0.12, charging: true },
  acknowledgements: [{ kind: 'on-the-way', name: 'Sam', at: new Date(NOW - 2 * MINUTE).toISOString() }],
};

function inSpanish(children: ReactNode) {
  return render(<UiMessagesProvider messages={UI_MESSAGES_ES}>{children}</UiMessagesProvider>);
}

afterEach(() => vi.useRealTimers());

describe('UiMessagesProvider', () => {
  it('gives the status panel its words, with numbers, dates and times in the page’s locale', () => {
    vi.useFakeTimers({ now: NOW });
    inSpanish(<StatusPanel snapshot={snapshot} locale="es" timeZone="UTC" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Activo' })).toBeInTheDocument();
    expect(screen.getByText('Termina en 1 h 59 min')).toBeVisible();
    expect(screen.getByText('La batería del teléfono está al 12 %, baja, y cargando.')).toBeInTheDocument();
    const answers = screen.getByRole('region', { name: 'Respuestas de los héroes' });
    expect(within(answers).getByRole('listitem')).toHaveTextContent('Sam va en camino · , hace 2 min');
    expect(screen.getByText(/Actualizado hace 2 min$/)).toBeVisible();
    expect(screen.getByText('Hora de inicio')).toBeInTheDocument();
    expect(screen.getByText('(a menos de 1,3 km)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar coordenadas' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto compartida por el usuario' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Ver la ubicación actual en el mapa' }),
    ).toHaveAccessibleDescription('Se abre en una pestaña nueva');
  });

  it('gives the status panel its words for no answers, an emergency and a missing detail', () => {
    vi.useFakeTimers({ now: NOW });
    inSpanish(
      <StatusPanel
        snapshot={{ ...snapshot, emergency: true, acknowledgements: [] }}
        emergencyNumber="112"
        locale="es"
        timeZone="UTC"
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'EMERGENCIA' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Llamar al 112' })).toHaveAttribute('href', 'tel:112');
    expect(screen.getByText('Aún no ha respondido ningún héroe.')).toBeVisible();
    expect(screen.getAllByText('Sin indicar')).toHaveLength(3);
  });

  it('gives the navigation bar its landmark and toggle names; the props still win', () => {
    const links = [{ label: 'Inicio', href: '/es/', active: true }];
    const { unmount } = inSpanish(<NavBar brand="Safety Companion" links={links} />);
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-expanded', 'false');
    unmount();
    inSpanish(<NavBar brand="Safety Companion" links={links} menuLabel="Secciones" label="Sitio" />);
    expect(screen.getByRole('navigation', { name: 'Sitio' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Secciones' })).toBeInTheDocument();
  });

  it('gives the carousel, its expanded view and the grid their words', async () => {
    const user = userEvent.setup();
    inSpanish(
      <>
        <FeatureCarousel items={FEATURES} />
        <FeatureGrid items={FEATURES} label="Funciones" />
      </>,
    );
    const carousel = screen.getByRole('region', { name: 'Funciones' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carrusel');
    expect(
      within(carousel).getByRole('button', { name: 'Pausar la rotación automática' }),
    ).toBeInTheDocument();
    const dots = within(carousel).getByRole('tablist', { name: 'Elige una función' });
    expect(within(dots).getAllByRole('tab')[1]).toHaveAccessibleName(
      `Mostrar la función 2 de 5: ${FEATURES[1]?.title}`,
    );
    expect(within(carousel).getByRole('tabpanel')).toHaveAccessibleName('1 de 5');
    expect(within(carousel).getByRole('tabpanel')).toHaveAttribute('aria-roledescription', 'diapositiva');
    const grid = screen.getByRole('list', { name: 'Funciones' });
    expect(within(grid).getAllByRole('button', { name: /^Ampliar la imagen: / })).toHaveLength(
      FEATURES.length,
    );
    await user.click(
      within(carousel).getByRole('button', { name: `Ampliar la imagen: ${FEATURES[0]?.title}` }),
    );
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
  });

  it('gives the store badges their words', () => {
    inSpanish(
      <StoreLinks
        productName="Safety Companion"
        appStoreUrl="https://a.example"
        playStoreUrl="https://p.example"
      />,
    );
    expect(
      screen.getByRole('link', { name: 'Descargar Safety Companion en el App Store' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Descargar Safety Companion en Google Play' }),
    ).toBeInTheDocument();
  });

  it('is not needed for English, and an English provider says the same', () => {
    vi.useFakeTimers({ now: NOW });
    const panel = <StatusPanel snapshot={snapshot} locale="en-GB" timeZone="UTC" />;
    const { container, unmount } = render(panel);
    expect(screen.getByRole('button', { name: 'Copy coordinates' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Answers from heroes' })).toBeInTheDocument();
    expect(
      screen.getByText("The phone's battery is at 12%, which is low, and charging."),
    ).toBeInTheDocument();
    const english = container.innerHTML;
    unmount();
    const withProvider = render(<UiMessagesProvider messages={UI_MESSAGES_EN}>{panel}</UiMessagesProvider>);
    expect(withProvider.container.innerHTML.replace(/_r_[^"]*_/g, '')).toBe(
      english.replace(/_r_[^"]*_/g, ''),
    );
  });
});
