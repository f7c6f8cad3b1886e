/**
 * hCaptcha's and Turnstile's browser API, the part the frames use: both draw a widget into an
 * element (`render`), run it on demand (`execute`), and give its token (`getResponse`), start
 * over (`reset`) or take it away (`remove`) by the id `render` returned.
 */
export interface WidgetApi {
  render(container: HTMLElement, params: Record<string, unknown>): string | number;
  execute(widget: string | number | HTMLElement, options?: Record<string, unknown>): unknown;
  getResponse(widget?: string | number): string | undefined;
  reset(widget?: string | number): void;
  remove(widget: string | number): void;
}

export type WidgetProvider = 'hcaptcha' | 'turnstile';

export const WIDGET_PROVIDERS: readonly string[] = ['hcaptcha', 'turnstile'];

const loads = new Map<string, Promise<WidgetApi>>();

function apiOf(provider: WidgetProvider): WidgetApi | null {
  const api = (globalThis as Record<string, any>)[provider];
  return api && typeof api.render === 'function' && typeof api.execute === 'function' ? api : null;
}

/**
 * Loads the provider's script once per frame, explicitly rendered (`render=explicit`), and
 * resolves with its API when the script says it is ready (its `onload` callback, or the
 * script's load event when the API is already there). The URL is the one the merchant's server
 * configured; the frames' Content-Security-Policy allows that origin only when it is configured.
 */
export function loadWidgetApi(provider: WidgetProvider, scriptUrl: string): Promise<WidgetApi> {
  const key = `${provider} ${scriptUrl}`;
  let load = loads.get(key);
  if (load) return load;
  load = new Promise<WidgetApi>((resolve, reject) => {
    const present = apiOf(provider);
    if (present) return resolve(present);
    let url: URL;
    try {
      url = new URL(scriptUrl);
    } catch {
      return reject(new Error(`Payframe: the ${provider} script URL is not a URL.`));
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      return reject(new Error(`Payframe: the ${provider} script URL must be http or https.`));
    const callback = `__payframe_${provider}_ready`;
    const ready = () => {
      const api = apiOf(provider);
      if (api) resolve(api);
    };
    (globalThis as Record<string, unknown>)[callback] = ready;
    url.searchParams.set('render', 'explicit');
    url.searchParams.set('onload', callback);
    const script = document.createElement('script');
    script.src = url.href;
    script.async = true;
    script.addEventListener('load', ready);
    script.addEventListener('error', () => {
      loads.delete(key);
      reject(new Error(`Payframe: the ${provider} script could not be loaded.`));
    });
    document.head.append(script);
  });
  loads.set(key, load);
  return load;
}
