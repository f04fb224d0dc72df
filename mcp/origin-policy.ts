// Which browser origins, and on a loopback server which Host names, /mcp answers. The MCP transport rules
// (Streamable HTTP, "Security Warning") require validating Origin against DNS rebinding, and binding a local server to
// localhost: a page on evil.example whose name resolves to 127.0.0.1 reaches a local server with its own Origin and
// Host, so either is enough to tell it from the agent on this machine. Requests without Origin (curl, agents, any
// non-browser client) are not a browser's and pass.
import type { Config } from '../core/config.js';
import { keptAnswers } from '../core/kept-answers.js';

/** Host names (as URL writes them) that only this machine can use. */
const LOOPBACK_NAMES: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

export type OriginRefusal = { header: 'origin' | 'host'; value: string };

export interface OriginPolicy {
  /** Why a request with these headers is refused; null when it is answered. */
  refusal(origin: string | undefined, host: string | undefined): OriginRefusal | null;
}

/** HOST names a loopback interface: the server is reachable from this machine only. */
export function isLoopbackAddress(address: string): boolean {
  const host = address.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

const hostnameOf = (host: string): string | null =>
  URL.canParse(`http://${host}`) ? new URL(`http://${host}`).hostname : null;

/**
 * Origins answered: loopback ones on any port (a page this machine serves, e.g. a local inspector), PUBLIC_API_URL's
 * (the service's own pages), those of ALLOWED_HOSTS (the names it is known by), and MCP_ALLOWED_ORIGINS ("*": all).
 * On a loopback HOST the Host header must also be a loopback name, PUBLIC_API_URL's host or one of ALLOWED_HOSTS
 * (a reverse proxy on the same machine may pass the public name on).
 */
export function createOriginPolicy(
  config: Pick<Config, 'host' | 'apiUrl' | 'allowedHosts' | 'mcpAllowedOrigins'>,
): OriginPolicy {
  const anyOrigin = config.mcpAllowedOrigins.includes('*');
  const apiUrl = config.apiUrl && URL.canParse(config.apiUrl) ? new URL(config.apiUrl) : null;
  const origins = new Set(config.mcpAllowedOrigins);
  if (apiUrl) origins.add(apiUrl.origin);
  for (const host of config.allowedHosts) {
    for (const scheme of ['http', 'https']) {
      if (URL.canParse(`${scheme}://${host}`)) origins.add(new URL(`${scheme}://${host}`).origin);
    }
  }
  const hosts = new Set(config.allowedHosts);
  if (apiUrl) hosts.add(apiUrl.host).add(apiUrl.hostname);
  const checkHost = isLoopbackAddress(config.host);

  function originAllowed(origin: string): boolean {
    if (anyOrigin) return true;
    const url = URL.canParse(origin) ? new URL(origin) : null;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
    return LOOPBACK_NAMES.has(url.hostname) || origins.has(url.origin);
  }

  function hostAllowed(host: string): boolean {
    const name = host.toLowerCase();
    const hostname = hostnameOf(name);
    return hostname !== null && (LOOPBACK_NAMES.has(hostname) || hosts.has(name) || hosts.has(hostname));
  }

  // A client sends the same Host and Origin every time: each parsed once (a URL's two parses cost more than the rest
  // of a cached call's checks).
  const hostAnswered = keptAnswers(hostAllowed);
  const originAnswered = keptAnswers(originAllowed);

  return {
    refusal(origin, host) {
      if (checkHost && !hostAnswered(host ?? '')) return { header: 'host', value: host ?? '' };
      if (origin !== undefined && !originAnswered(origin)) return { header: 'origin', value: origin };
      return null;
    },
  };
}
