// Sandbox-like data for tests: client sunshine, site demo, five sources.
import type {
  Announcements,
  ClientDescriptor,
  ContactTopic,
  HomeScreen,
  Localized,
  ShellScreen,
  SiteConfig,
  Source,
  SurveyLinks,
} from '../lib/types';

const both = (en: string, es: string): Localized => ({ en, es });

export function clientDescriptor(overrides: Partial<ClientDescriptor> = {}): ClientDescriptor {
  return {
    client: 'sunshine',
    title: 'Sunshine County',
    defaultSite: '',
    clientOnlyUrls: false,
    sites: [{ site: 'demo', enabled: true }],
    ...overrides,
  };
}

/** The sandbox's contact topics as the shell screen sends them, Website issue last (CONTACT-02). */
export function contactTopics(): ContactTopic[] {
  return [
    {
      value: 'property_tax',
      text: both('Property tax bill', 'Factura del impuesto sobre la propiedad'),
      customFields: [
        {
          customLabel: both('Parcel or account number', 'Número de parcela o de cuenta'),
          customHint: both('As printed on your bill.', 'Como aparece en su factura.'),
          required: true,
        },
      ],
      defaultOnPage: 'property-tax',
    },
    { value: 'payment_question', text: both('A payment I made', 'Un pago que hice') },
    { value: 'website_issue', text: both('Website issue', 'Problema con el sitio web') },
  ];
}

/** Survey links in both languages for production and the other environments (SHELL-22). */
export function surveyLinks(): SurveyLinks {
  return {
    production: both('https://example.org/survey/en', 'https://example.org/survey/es'),
    nonProduction: both('https://example.org/survey-test/en', 'https://example.org/survey-test/es'),
  };
}

export function siteConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    client: 'sunshine',
    site: 'demo',
    mode: 'homepage',
    enabled: true,
    enabledInProd: true,
    clientOnlyUrls: false,
    languages: ['en', 'es'],
    welcome: { display: false, features: null, title: both('', ''), description: both('', ''), timeLimit: false },
    help: { showHelp: true, showContactUs: true, contactPhone: '(555) 010-2400' },
    contactTopics: contactTopics(),
    payHub: {
      returnHomeUrl: '',
      returnHomeText: both('', ''),
      clientTitle: 'Sunshine County',
      landingPageTitle: both('Pay Sunshine County online', 'Pague en línea al condado de Sunshine'),
      clientLogo: '/web/portal/brand/sunshine-logo.svg',
      showGSGBranding: true,
      colorTheme: 'default',
    },
    login: { tokenExchangeClientId: '', meta: { enabled: true } },
    install: {
      enableHeader: true,
      enableFooter: true,
      showAnnouncements: true,
      enableHomePage: true,
      enableFloatingCart: true,
      enableMySettingsModification: true,
    },
    home: {
      title: both('Welcome', 'Bienvenido'),
      description: both('Pay taxes, bills and fees.', 'Pague impuestos, facturas y cargos.'),
      coverImage: '/web/portal/brand/sunshine-cover.jpg',
      coverAlt: both('Sunrise over the county hills', 'Amanecer sobre las colinas del condado'),
    },
    frameAncestors: ['http://127.0.0.1:8081'],
    paymentMethods: ['card', 'bank'],
    ...overrides,
  };
}

export function source(pageRoute: string, title: string, order: number, overrides: Partial<Source> = {}): Source {
  return {
    id: pageRoute,
    pageRoute,
    displayType: 'default',
    title: both(title, `${title} (es)`),
    subtitle: both(`About ${title}`, `Acerca de ${title}`),
    description: both(`Pay ${title} online.`, `Pague ${title} en línea.`),
    icon: pageRoute,
    searchType: 'field-search',
    adaptor: pageRoute,
    itemName: both(title, title),
    departmentDisplayName: both('Tax Collector', 'Recaudador de impuestos'),
    order,
    linkInNav: true,
    hideInProd: false,
    forceShowInProd: false,
    ...overrides,
  };
}

const accountNumber = [
  { name: 'account_number', label: both('Account number', 'Número de cuenta'), placeholder: both('', ''), required: true },
];

export function sunshineSources(): Source[] {
  return [
    source('property-tax', 'Property tax', 1, { searchInputs: accountNumber }),
    source('vehicle-renewal', 'Vehicle renewal', 2, {
      searchInputs: [
        { name: 'license_plate', label: both('License plate', 'Número de placa'), placeholder: both('', ''), required: true },
      ],
    }),
    source('utilities', 'Utilities', 3, { searchInputs: accountNumber }),
    source('donations', 'Donations', 4, { searchType: 'item-list' }),
    source('business-license', 'Business license', 5, { searchInputs: accountNumber }),
  ];
}

/** n sources with distinct routes. */
export function manySources(n: number): Source[] {
  return Array.from({ length: n }, (_, i) => source(`source-${i + 1}`, `Source ${i + 1}`, i + 1));
}

export function announcements(): Announcements {
  return {
    banners: [
      {
        id: 'b1',
        clientSites: [{ client: 'sunshine', site: 'demo' }],
        text: both('Card payments are back.', 'Los pagos con tarjeta están de vuelta.'),
        methods: ['card'],
        modules: null,
        type: 'info',
        friendlyType: 'Information',
        active: true,
        createdAt: '2026-01-02T00:00:00Z',
      },
    ],
    notifications: [],
    footers: [],
  };
}

interface ScreenOptions {
  config?: SiteConfig | 'error';
  sources?: Source[] | 'error';
  announcements?: Announcements | 'error';
}

const failed = { status: 'error', error: { code: 'unavailable', message: 'Temporarily unavailable' } } as const;

function sectionsOf(options: ScreenOptions) {
  const config = options.config ?? siteConfig();
  const sources = options.sources ?? sunshineSources();
  const news = options.announcements ?? announcements();
  return {
    config: config === 'error' ? failed : { status: 'ok' as const, data: config },
    sources: sources === 'error' ? failed : { status: 'ok' as const, data: sources },
    announcements: news === 'error' ? failed : { status: 'ok' as const, data: news },
  };
}

function incompleteOf(options: ScreenOptions): string[] {
  return (['config', 'sources', 'announcements'] as const).filter((k) => options[k] === 'error');
}

export function shellScreen(options: ScreenOptions = {}): ShellScreen {
  const incomplete = incompleteOf(options);
  return {
    screen: 'shell',
    client: 'sunshine',
    site: 'demo',
    environment: 'dev',
    complete: incomplete.length === 0,
    incomplete,
    sections: sectionsOf(options),
  };
}

export function homeScreen(options: ScreenOptions = {}): HomeScreen {
  return { ...shellScreen(options), screen: 'home' };
}
