// Wire types of the BFF JSON API (`/bff/v1`). Where the OpenAPI document
// (bff/http/openapi.yaml) describes a type, it is an alias of the type
// generated from it (api.gen.ts, `npm run gen:api`); the others mirror the Go
// types in bff/upstream/siteconfig/types.go and
// bff/upstream/announcements/types.go, field names being the Go JSON tags.
// Go encodes a nil slice as null, so list fields of those that the Go side
// does not mark omitempty are typed `T[] | null`.
import type { components } from './api.gen';

type Schemas = components['schemas'];

/** A supported interface language. */
export type Language = 'en' | 'es';

/** A text in each supported language. */
export type Localized = Schemas['Localized'];

/** The error object of every failed call and failed screen section. */
export type ApiError = Schemas['Error']['error'];

/** What went wrong, as the BFF's error codes name it. */
export type ApiErrorCode = Schemas['Code'];

/** The body of a failed call: `{"error":{"code":"...","message":"..."}}`. */
export type ApiErrorBody = Schemas['Error'];

/** One site of a client, as listed in the client descriptor. */
export type SiteRef = NonNullable<ClientDescriptor['sites']>[number];

/** `GET /bff/v1/{client}`: enough to read a URL (spec 000 §2 "URL layout"). */
export type ClientDescriptor = Schemas['Client'];

/**
 * Site modes (spec 000 §2 "Site modes"). The named ones change what the
 * portal does; any other mode the configuration service sends is accepted.
 */
export type SiteMode =
  | 'homepage'
  | 'redirect-only'
  | 'forms-only'
  | 'checkout-only'
  | 'embedded-public'
  | 'scheduled-payment-only'
  | 'stub'
  | (string & {});

export interface Welcome {
  display: boolean;
  features: string[] | null;
  title: Localized;
  description: Localized;
  timeLimit: boolean;
}

export type Help = Schemas['Site']['help'];

/** One extra field of a contact topic (spec 000 §3 "Topic option"). */
export type ContactCustomField = NonNullable<ContactTopic['customFields']>[number];

/** A topic of the contact form (CONTACT-04); the shell screen always includes website_issue (CONTACT-02). */
export type ContactTopic = Schemas['ContactTopic'];

/** The site's branding. */
export interface PayHubBranding {
  returnHomeUrl: string;
  returnHomeText: Localized;
  clientTitle: string;
  landingPageTitle: Localized;
  clientLogo: string;
  showGSGBranding: boolean;
  colorTheme: string;
  favicon?: string;
}

export interface Login {
  tokenExchangeClientId: string;
  meta: { enabled: boolean };
}

/** Install flags (spec 000 §3, §6). */
export interface Install {
  enableHeader: boolean;
  enableFooter: boolean;
  showAnnouncements: boolean;
  enableHomePage: boolean;
  enableFloatingCart: boolean;
  enableMySettingsModification: boolean;
  /** The notifications list opens by itself once per browser session on wide screens (CONST-14); absent: never. */
  preExpandNotifications?: boolean;
  /**
   * The special mode (spec 000 §2 guards; GUARD-02): the site is closed for a
   * while (maintenance, a cut-over between tax systems) without being
   * disabled, and every navigation within it goes to the root page `/`, as
   * for an unknown or disabled site. Absent: off.
   */
  specialMode?: boolean;
}

/** The landing page's content. */
export interface Home {
  title: Localized;
  description: Localized;
  coverImage: string;
  coverAlt: Localized;
}

/** One site's configuration (spec 000 §3 "Config"). */
export interface SiteConfig {
  client: string;
  site: string;
  mode: SiteMode;
  enabled: boolean;
  enabledInProd: boolean;
  clientOnlyUrls: boolean;
  languages: string[] | null;
  welcome: Welcome;
  help: Help;
  payHub: PayHubBranding;
  login: Login;
  install: Install;
  home: Home;
  frameAncestors: string[] | null;
  paymentMethods: string[] | null;
  /** The check-out's bot challenge (spec 000 §7); absent: none. */
  botCheck?: BotCheckConfig;
  /**
   * CHK-16: where a paid check-out sends the browser instead of the receipt
   * page (an absolute http(s) URL); absent or empty: the portal's receipt.
   */
  externalReceiptUrl?: string;
  /**
   * CHK-13: the fee depends on the card actually used (cost-linked pricing),
   * so Apple Pay and Google Pay go through the review step like any card.
   */
  costLinkedPricing?: boolean;
  /** CHK-17 SHELL-22: the site's survey links per environment and language; absent: no survey. */
  survey?: SurveyLinks;
  /** The contact form's topics (CONTACT-04), with website_issue (CONTACT-02). */
  contactTopics?: ContactTopic[];
  /** GUARD-05: outside production, visitors must sign in first. */
  requireSignInOutsideProd?: boolean;
  /** SHELL-44: the site's chatbot, shown in a frame of the portal; absent: none. */
  chatbot?: Chatbot;
  /** ROUTE-32: the site offers county forms, so forms/{slug?} and My forms exist. */
  forms?: boolean;
}

/** A chatbot page the portal frames (spec 000 §2 "Chatbot frame"). */
export interface Chatbot {
  /** The chatbot's page, an absolute http(s) URL; its origin is the only one the frame's messages are taken from. */
  url: string;
}

/** Survey links for production and for the other environments, each in en and es. */
export type SurveyLinks = NonNullable<Schemas['Site']['survey']>;

/** A site's bot-challenge settings: siteKey is the provider's public key. */
export type BotCheckConfig = NonNullable<Schemas['Site']['botCheck']>;

export type SearchType =
  | 'field-search'
  | 'field-search-renewexpress'
  | 'field-search-rexhub'
  | 'item-list'
  | 'expandable-item-list'
  | 'item-dropdown'
  | 'blind'
  | 'index-search'
  | 'redirect'
  | 'taxsys-navigation-link';

export interface SearchInput {
  name: string;
  label: Localized;
  placeholder: Localized;
  required: boolean;
}

/** A payable source as the shell and home page see it. */
export interface Source {
  id: string;
  pageRoute: string;
  displayType: string;
  title: Localized;
  subtitle: Localized;
  description: Localized;
  icon: string;
  searchType: SearchType;
  adaptor: string;
  itemName: Localized;
  searchInputs?: SearchInput[];
  departmentDisplayName: Localized;
  order: number;
  linkInNav: boolean;
  hideInProd: boolean;
  forceShowInProd: boolean;
  redirectUrl?: string;
  /** A blind source's one field (SRCH-09). */
  blindDisplayNameLabel?: Localized;
  blindDisplayNamePlaceholder?: Localized;
  /** An index-search source of the external tax system has a details route (SRCH-04). */
  taxSystem?: { clientId: string } | null;
  /** Bulk add on the source (BULK-01, BULK-02); absent: none. */
  bulkAdd?: components['schemas']['BulkAdd'];
  /** Where on a bill to find what the search asks for (SRCH-08). */
  exampleImage?: Schemas['Source']['exampleImage'];
  /** The office's own website (SRCH-08). */
  clientWebsiteUrl?: string;
  /** The source's route and its metadata (SRCH-02, ROUTE-46). */
  route?: Schemas['Source']['route'];
}

export interface ClientSite {
  client: string;
  site: string;
}

/** A strip message about payment methods or modules. */
export interface Banner {
  id: string;
  clientSites: ClientSite[] | null;
  text: Localized;
  methods: string[] | null;
  modules: string[] | null;
  type: string;
  friendlyType: string;
  active: boolean;
  locale?: string;
  effects?: string[];
  /** RFC 3339 time. */
  createdAt: string;
}

/** A message in the notifications dropdown. */
export interface Notification {
  id: string;
  clientSites: ClientSite[] | null;
  subject: Localized;
  text: Localized;
  tags: string[] | null;
  active: boolean;
  locale?: string;
  createdAt: string;
  futureDate?: string;
}

/** A site's footer announcement; `content` is HTML that must be sanitised before use. */
export interface FooterAnnouncement {
  id: string;
  client: string;
  site: string;
  title: Localized;
  headline: Localized;
  content: Localized;
  active: boolean;
}

/** The banner state the BFF reads off the active banners (spec 001 §4); '' for none. */
export type BannerState = Extract<Schemas['AnnouncementsSection'], { status: 'ok' }>['data']['state'];

export interface Announcements {
  banners: Banner[] | null;
  notifications: Notification[] | null;
  footers: FooterAnnouncement[] | null;
  /** Absent from older BFFs: treated as none. */
  state?: string;
}

/** The run-time environment the BFF reports. */
export type Environment = Schemas['Screen']['environment'];

/** One section of a screen: its data, or the error that replaced it. */
export type Section<T> = { status: 'ok'; data: T } | { status: 'error'; error: ApiError };

/** `GET /bff/v1/{client}/{site}/screens/{screen}`: everything one screen needs. */
export interface Screen<S> {
  screen: string;
  client: string;
  site: string;
  environment: Environment;
  complete: boolean;
  incomplete: string[] | null;
  sections: { [K in keyof S]?: Section<S[K]> };
}

export interface ShellSections {
  config: SiteConfig;
  sources: Source[] | null;
  announcements: Announcements;
}

export type ShellScreen = Screen<ShellSections>;

export interface HomeSections {
  config: SiteConfig;
  sources: Source[] | null;
  announcements: Announcements;
}

export type HomeScreen = Screen<HomeSections>;
