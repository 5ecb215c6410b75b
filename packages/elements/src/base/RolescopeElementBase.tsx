import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type {
  FetchClientSecret,
  RolescopeElementProperties,
  RolescopeLocalization,
  RolescopeThemeOptions,
} from '../types';
import { ElementApp, type ElementConfig } from './ElementApp';
import { type ElementStrings, elementStringsFor } from './elementStrings';
import { type Emit, emit } from './events';
import { hostThemeVars } from './hostThemeVars';
import { watchReportPrinting } from './printSheet';
import { rolescopeStyleSheet } from './styleSheet';

const DEFAULT_API_BASE = '/api';

/** What an element's widget gets: the event dispatcher and the element texts. */
export type WidgetContext = { emit: Emit; strings: ElementStrings };

/**
 * The shared half of every Rolescope element: an open shadow root with the widgets'
 * constructable stylesheet, one React root inside it (created on connect, unmounted on
 * disconnect), the `api-base`, `theme` and `locale` attributes and the `fetchClientSecret`
 * and `localization` properties. A change of any of them renders the same root again.
 */
export abstract class RolescopeElementBase
  extends HTMLElement
  implements RolescopeElementProperties
{
  // `style`: a page that sets `--rs-*` on the element later (style.setProperty) restyles it.
  static observedAttributes = ['api-base', 'theme', 'locale', 'accent-color', 'style'];

  #root: Root | null = null;
  #container: HTMLDivElement | null = null;
  #fetchClientSecret: FetchClientSecret | undefined;
  #localization: RolescopeLocalization | undefined;
  #themeOptions: RolescopeThemeOptions | undefined;
  #emit: Emit = (type, detail) => emit(this, type, detail);
  #stopPrintWatch: (() => void) | null = null;

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    shadow.adoptedStyleSheets = [rolescopeStyleSheet()];
  }

  /** The widget this element shows, inside the provider. */
  protected abstract renderWidget(context: WidgetContext): ReactNode;

  get fetchClientSecret(): FetchClientSecret | undefined {
    return this.#fetchClientSecret;
  }
  set fetchClientSecret(value: FetchClientSecret | undefined) {
    this.#fetchClientSecret = typeof value === 'function' ? value : undefined;
    this.#render();
  }

  get localization(): RolescopeLocalization | undefined {
    return this.#localization;
  }
  set localization(value: RolescopeLocalization | undefined) {
    this.#localization = value ?? undefined;
    this.#render();
  }

  get themeOptions(): RolescopeThemeOptions | undefined {
    return this.#themeOptions;
  }
  set themeOptions(value: RolescopeThemeOptions | undefined) {
    this.#themeOptions = value ?? undefined;
    this.#render();
  }

  connectedCallback(): void {
    // A property set before the element was defined sits on the instance: adopt it.
    this.#upgradeProperty('fetchClientSecret');
    this.#upgradeProperty('localization');
    this.#upgradeProperty('themeOptions');
    if (!this.#root) {
      const container = document.createElement('div');
      container.setAttribute('part', 'root');
      this.shadowRoot?.append(container);
      this.#container = container;
      this.#root = createRoot(container);
    }
    if (!this.#stopPrintWatch && this.shadowRoot) {
      this.#stopPrintWatch = watchReportPrinting(this, this.shadowRoot);
    }
    this.#render();
  }

  disconnectedCallback(): void {
    // Moved within the page (disconnected, then connected again in the same task): keep it.
    queueMicrotask(() => {
      if (this.isConnected || !this.#root) return;
      this.#stopPrintWatch?.();
      this.#stopPrintWatch = null;
      this.#root.unmount();
      this.#root = null;
      this.#container?.remove();
      this.#container = null;
    });
  }

  attributeChangedCallback(): void {
    this.#render();
  }

  #config(): ElementConfig {
    const theme = this.getAttribute('theme');
    return {
      apiBase: this.getAttribute('api-base') || DEFAULT_API_BASE,
      theme: theme === 'dark' ? 'dark' : 'light',
      locale: this.getAttribute('locale') || 'en',
      accentColor: this.getAttribute('accent-color') || this.#themeOptions?.accentColor,
      // The element's CSS values win over the property's.
      vars: { ...this.#themeOptions?.vars, ...hostThemeVars(this) },
      localization: this.#localization,
      fetchClientSecret: this.#fetchClientSecret,
    };
  }

  #render(): void {
    if (!this.#root || !this.#container) return;
    const config = this.#config();
    this.#container.lang = config.locale;
    this.#root.render(
      <ElementApp config={config} emit={this.#emit}>
        {this.renderWidget({ emit: this.#emit, strings: elementStringsFor(config.localization) })}
      </ElementApp>,
    );
  }

  #upgradeProperty(name: 'fetchClientSecret' | 'localization' | 'themeOptions'): void {
    if (!Object.hasOwn(this, name)) return;
    const value = (this as Record<string, unknown>)[name];
    delete (this as Record<string, unknown>)[name];
    (this as Record<string, unknown>)[name] = value;
  }
}
