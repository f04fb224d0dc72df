// Checks of the request head that Node's parser leaves to the application.
import type { IncomingMessage } from 'node:http';
import { PARAMETER_REASONS } from '../../core/parameter-reasons.js';
import { type ApiProblem, invalidParameter } from '../../core/problem.js';

/**
 * A request with several Host headers is refused (RFC 9112, section 3.2: the server MUST answer 400): Node keeps the
 * first and drops the others, so a proxy and this server could disagree about which host was asked for.
 */
export function refuseRequestHead(req: IncomingMessage): ApiProblem | null {
  let hosts = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] as string;
    if (name.length === 4 && name.toLowerCase() === 'host') hosts++;
  }
  return hosts > 1 ? invalidParameter('Host', undefined, PARAMETER_REASONS.hostRepeated(hosts)) : null;
}
