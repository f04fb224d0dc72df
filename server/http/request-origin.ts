// The origin of the API's own absolute links. Answers are cached publicly, so a link must never carry what a client
// wrote: the Host header counts only when it is on ALLOWED_HOSTS, and X-Forwarded-Proto only from a trusted proxy.
import type { TrustProxy } from '../../core/client-address.js';

export interface OriginSettings {
  /** PUBLIC_API_URL, empty when unset. */
  apiUrl: string;
  port: number;
  allowedHosts: ReadonlySet<string>;
  trustProxy: TrustProxy;
}

export interface OriginRequest {
  host: string | undefined;
  forwardedProto: string | string[] | undefined;
  socketAddress: string | undefined;
  /** The connection itself is TLS. */
  encrypted: boolean;
}

/** PUBLIC_API_URL, else http://localhost:<port>: what a Host that is not allowed gets. */
export function defaultOrigin(settings: Pick<OriginSettings, 'apiUrl' | 'port'>): string {
  return settings.apiUrl || `http://localhost:${settings.port}`;
}

export function requestOrigin(request: OriginRequest, settings: OriginSettings): string {
  const host = request.host?.toLowerCase();
  if (!host || !settings.allowedHosts.has(host)) return defaultOrigin(settings);
  return `${requestProtocol(request, settings.trustProxy)}://${host}`;
}

/** The first proxy's X-Forwarded-Proto when the socket's peer is trusted and it says http or https; else the socket's. */
function requestProtocol(request: OriginRequest, trustProxy: TrustProxy): 'http' | 'https' {
  const own = request.encrypted ? 'https' : 'http';
  if (request.forwardedProto === undefined || !trustProxy(request.socketAddress ?? '', 0)) return own;
  const header = Array.isArray(request.forwardedProto) ? request.forwardedProto[0] : request.forwardedProto;
  const forwarded = header?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'http' || forwarded === 'https' ? forwarded : own;
}
