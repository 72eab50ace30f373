/**
 * A worker's egress (issue 23): its court requests leave through EGRESS_PROXY_URL, so that several
 * egress workers are several addresses to the courts, each within its own polite budget. undici's
 * ProxyAgent tunnels through the proxy with CONNECT (https and http alike).
 */
import { ProxyAgent, fetch as undiciFetch } from 'undici';

export function fetchPorProxy(proxyUrl: string): { fetch: typeof fetch; close(): Promise<void> } {
  const dispatcher = new ProxyAgent(proxyUrl);
  const porProxy = (input: Parameters<typeof fetch>[0], init?: RequestInit) =>
    undiciFetch(input as string, { ...(init as object), dispatcher }) as unknown as Promise<Response>;
  return { fetch: porProxy as typeof fetch, close: () => dispatcher.close() };
}
