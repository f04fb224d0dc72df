// The `detail` of every problem other than INVALID_PARAMETER (core/parameter-reasons.ts has those), in every
// language: which path, which value, what to do. Spanish addresses the reader as usted, as the errors page does.
import type { Localized } from './language.js';
import { joined, localizedNumber } from './parameter-reasons.js';

type TerritoryLevel = 'community' | 'province' | 'municipality';
type ContentType = 'guide' | 'post' | 'route';

/** Spanish and English parser messages differ in words, not in the offset: the Spanish detail keeps only that. */
function jsonErrorPosition(parserMessage: string): string {
  const position = /position (\d+)/.exec(parserMessage)?.[1];
  return position === undefined ? '' : ` (posición ${position})`;
}

const TERRITORY_NOT_FOUND: Record<TerritoryLevel, (code: string) => Localized> = {
  community: (code) => ({
    en: `No community has the code or slug "${code}"; give an INE code (01 to 19) or a slug`,
    es: `Ninguna comunidad autónoma tiene el código o slug "${code}"; dé un código INE (01 a 19) o un slug`,
  }),
  province: (code) => ({
    en: `No province has the code or slug "${code}"; give an INE code (01 to 52) or a slug`,
    es: `Ninguna provincia tiene el código o slug "${code}"; dé un código INE (01 a 52) o un slug`,
  }),
  municipality: (code) => ({
    en: `No municipality has the code or slug "${code}"; give a ministry municipality id from /v1/territories or /v1/search (not an INE code) or a slug`,
    es: `Ningún municipio tiene el código o slug "${code}"; dé un id de municipio del Ministerio de /v1/territories o /v1/search (no un código INE) o un slug`,
  }),
};

const CONTENT_NOT_FOUND: Record<ContentType, (slug: string) => Localized> = {
  guide: (slug) => ({
    en: `There is no guide with slug "${slug}"`,
    es: `No hay ninguna guía con el slug "${slug}"`,
  }),
  post: (slug) => ({
    en: `There is no post with slug "${slug}"`,
    es: `No hay ningún artículo con el slug "${slug}"`,
  }),
  route: (slug) => ({
    en: `There is no route with slug "${slug}"`,
    es: `No hay ninguna ruta con el slug "${slug}"`,
  }),
};

export const PROBLEM_DETAILS = {
  // The request as a whole (server/http/request-context.ts, server/http/operation-router.ts, server/http/app.ts)
  uriTooLong: (length: number, limit: number): Localized => ({
    en: `The URL has ${length} characters; the limit is ${limit}`,
    es: `La URL tiene ${length} caracteres; el límite es ${limit}`,
  }),
  noEndpoint: (path: string): Localized => ({
    en: `No endpoint at ${path}; paths start with /v1/ and have no extension but the watch feeds (see GET /)`,
    es: `No hay ningún endpoint en ${path}; las rutas empiezan por /v1/ y no llevan extensión salvo los canales de las alertas (vea GET /)`,
  }),
  noDownload: (path: string, downloads: readonly string[], archivePrefix: string): Localized => ({
    en: `No download at ${path}; the downloads are ${joined(downloads, 'and')}, and the archive's month files under ${archivePrefix} (GET / lists them)`,
    es: `No hay ninguna descarga en ${path}; las descargas son ${joined(downloads, 'y')}, y los ficheros mensuales del archivo en ${archivePrefix} (GET / los lista)`,
  }),
  methodNotAllowed: (method: string, path: string, allowed: string): Localized => ({
    en: `${method} is not allowed on ${path}; allowed: ${allowed}`,
    es: `${method} no se admite en ${path}; se admiten: ${allowed}`,
  }),
  internalError: {
    en: 'An unexpected error occurred; retry once after a few seconds',
    es: 'Se produjo un error inesperado; reintente una vez pasados unos segundos',
  },

  // The body of POST /v1/route/fuel (server/http/read-json-body.ts)
  contentTypeNotJson: (received: string): Localized => ({
    en: `Content-Type must be application/json, got ${received}`,
    es: `Content-Type debe ser application/json; llegó ${received}`,
  }),
  charsetNotUtf8: (charset: string): Localized => ({
    en: `The body must be UTF-8 JSON; got charset=${charset}`,
    es: `El cuerpo debe ser JSON en UTF-8; llegó charset=${charset}`,
  }),
  bodyEmpty: { en: 'The body is empty; send a JSON object', es: 'El cuerpo está vacío; envíe un objeto JSON' },
  bodyNotUtf8: { en: 'The body is not valid UTF-8', es: 'El cuerpo no es UTF-8 válido' },
  /** The JSON parser's own message is English: English quotes it, Spanish keeps the offset it names. */
  bodyJsonSyntax: (parserMessage: string): Localized => ({
    en: `The body is not valid JSON: ${parserMessage}`,
    es: `El cuerpo no es JSON válido${jsonErrorPosition(parserMessage)}`,
  }),
  bodyTooLarge: (kilobytes: number): Localized => ({
    en: `The body is larger than ${kilobytes} KB`,
    es: `El cuerpo supera los ${kilobytes} KB`,
  }),

  // Limits, budget and switches (runtime/limits/rate-limit.ts, runtime/budget/query-budget.ts, runtime/pipeline/operation-pipeline.ts)
  rateLimited: (
    policy: string,
    retryAfterSeconds: number,
    quota?: { requests: number; windowSeconds: number },
  ): Localized => ({
    en: `Limit "${policy}"${quota ? ` of ${quota.requests} requests per ${quota.windowSeconds} s` : ''} exceeded; retry in ${retryAfterSeconds} s`,
    es: `Se superó el límite "${policy}"${quota ? ` de ${quota.requests} peticiones cada ${quota.windowSeconds} s` : ''}; reintente en ${retryAfterSeconds} s`,
  }),
  budgetSpent: {
    en: "This month's query budget is spent and no earlier answer is kept",
    es: 'El presupuesto de consultas de este mes se ha agotado y no se conserva ninguna respuesta anterior',
  },
  switchedOff: (path: string): Localized => ({
    en: `${path} is switched off for maintenance`,
    es: `${path} está desactivado por mantenimiento`,
  }),

  // Data and files not there yet (handlers, server/pages/pages.ts, server/pages/home-page.ts, server/metrics/metrics-endpoint.ts)
  noDataYet: {
    en: 'This endpoint has no data to answer from yet',
    es: 'Este endpoint aún no tiene datos con los que responder',
  },
  downloadNoDataYet: { en: 'No data has been loaded yet', es: 'Aún no se ha cargado ningún dato' },
  downloadUnavailable: { en: 'The download is not available now', es: 'La descarga no está disponible ahora' },
  preconditionFailed: (header: string): Localized => ({
    en: `${header}: the file is no longer the version you name; ask again without ${header}`,
    es: `${header}: el archivo ya no es la versión que indica; pídalo de nuevo sin ${header}`,
  }),
  rangeNotSatisfiable: (size: number): Localized => ({
    en: `Range: the file has ${size} bytes; the range asked starts past its end`,
    es: `Range: el archivo tiene ${size} bytes; el rango pedido empieza después de su final`,
  }),
  noArchiveFile: (path: string, firstMonth: string | null, lastMonth: string | null): Localized => {
    if (firstMonth === null || lastMonth === null) {
      return {
        en: `No archive file at ${path}; the archive holds no month yet`,
        es: `No hay ningún fichero del archivo en ${path}; el archivo aún no tiene ningún mes`,
      };
    }
    const one = firstMonth === lastMonth;
    return {
      en: `No archive file at ${path}; the archive holds prices-YYYY-MM.parquet and aggregates-YYYY-MM.parquet for ${one ? firstMonth : `${firstMonth} to ${lastMonth}`} (GET / and /downloads/datapackage.json list them)`,
      es: `No hay ningún fichero del archivo en ${path}; el archivo tiene prices-YYYY-MM.parquet y aggregates-YYYY-MM.parquet de ${one ? firstMonth : `${firstMonth} a ${lastMonth}`} (GET / y /downloads/datapackage.json los listan)`,
    };
  },
  docsNotBuilt: {
    en: 'The documentation page has not been built (npm run docs)',
    es: 'La página de documentación no se ha generado (npm run docs)',
  },
  homePageNotBuilt: {
    en: 'The page at / has not been built (npm run docs)',
    es: 'La página de / no se ha generado (npm run docs)',
  },
  homeFileMissing: (path: string, build: boolean): Localized =>
    build
      ? {
          en: `The page's file ${path} has not been built (npm run docs)`,
          es: `El archivo ${path} de la página no se ha generado (npm run docs)`,
        }
      : {
          en: `The page's file ${path} is missing (npm install)`,
          es: `Falta el archivo ${path} de la página (npm install)`,
        },
  metricsUncollected: {
    en: 'The metrics of every worker could not be collected',
    es: 'No se pudieron reunir las métricas de todos los procesos',
  },

  // What does not exist (handlers)
  territoryNotFound: (level: TerritoryLevel, code: string): Localized => TERRITORY_NOT_FOUND[level](code),
  contentNotFound: (type: ContentType, slug: string): Localized => CONTENT_NOT_FOUND[type](slug),
  stationNotFound: (id: string | number): Localized => ({
    en: `No station with id "${id}" sells to the public; ids are the ministry's IDEESS numbers (see /v1/search)`,
    es: `Ninguna estación con el id "${id}" vende al público; los ids son los números IDEESS del Ministerio (vea /v1/search)`,
  }),
  stationLeftRegister: (id: number, lastSeen: string, historyPath: string): Localized => ({
    en: `Station ${id} is no longer in the register's list of stations selling to the public: it was last there on ${lastSeen}. Its prices until then: ${historyPath}`,
    es: `La estación ${id} ya no está en la lista del registro de estaciones que venden al público: estuvo por última vez el ${lastSeen}. Sus precios hasta entonces: ${historyPath}`,
  }),
  brandNotFound: (slug: string): Localized => ({
    en: `No station sells under the brand "${slug}"; see /v1/brands`,
    es: `Ninguna estación vende con la marca "${slug}"; vea /v1/brands`,
  }),
  productNotFound: (product: string, products: readonly string[]): Localized => ({
    en: `No product "${product}"; products are ${products.join(', ')}`,
    es: `No existe el producto "${product}"; los productos son ${products.join(', ')}`,
  }),
  roadNotFound: (slug: string, minimumStations: number): Localized => ({
    en: `There is no road "${slug}" with at least ${minimumStations} located stations; GET /v1/roads lists them`,
    es: `No hay ninguna carretera "${slug}" con al menos ${minimumStations} estaciones situadas; GET /v1/roads las lista`,
  }),
  routeNotFound: (slug: string): Localized => ({
    en: `There is no route with slug "${slug}"; GET /v1/routes lists them`,
    es: `No hay ninguna ruta con el slug "${slug}"; GET /v1/routes las lista`,
  }),
  reportNotFound: (month: string): Localized => ({
    en: `There is no daily price data for ${month}`,
    es: `No hay datos diarios de precios de ${month}`,
  }),

  // The MCP transport at /mcp (mcp/http.ts, mcp/json-rpc-http.ts)
  mcpMethodNotAllowed: (method: string, path: string): Localized => ({
    en: `${method} is not allowed on ${path}: POST one JSON-RPC message (the server is stateless, without event streams)`,
    es: `${method} no se admite en ${path}: envíe por POST un mensaje JSON-RPC (el servidor no guarda sesión ni abre flujos de eventos)`,
  }),
  mcpMessageTooLarge: (kilobytes: number): Localized => ({
    en: `The message is larger than ${kilobytes} KB`,
    es: `El mensaje supera los ${kilobytes} KB`,
  }),
  mcpMessageNotJson: { en: 'The message is not valid JSON', es: 'El mensaje no es JSON válido' },
  mcpBatch: {
    en: 'JSON-RPC batches are not accepted: send one message per request',
    es: 'No se admiten lotes JSON-RPC: envíe un mensaje por petición',
  },
  mcpMessageNotObject: {
    en: 'The message must be a JSON-RPC object',
    es: 'El mensaje debe ser un objeto JSON-RPC',
  },
  mcpNotAcceptable: (got: string): Localized => ({
    en: `Accept must list both application/json and text/event-stream, as the MCP transport requires; got ${got}`,
    es: `Accept debe incluir application/json y text/event-stream, como exige el transporte MCP; llegó ${got}`,
  }),
  mcpProtocolVersion: (got: string, supported: readonly string[]): Localized => ({
    en: `MCP-Protocol-Version ${got} is not a version this server speaks: ${joined(supported, 'or')}`,
    es: `MCP-Protocol-Version ${got} no es una versión que hable este servidor: ${joined(supported, 'o')}`,
  }),
  // A JSON object that is no JSON-RPC 2.0 message (mcp/json-rpc-message.ts); `got` is the client's value, shortened
  mcpJsonRpcVersion: (got: Localized): Localized => ({
    en: `jsonrpc must be "2.0" (JSON-RPC 2.0); got ${got.en}`,
    es: `jsonrpc debe ser "2.0" (JSON-RPC 2.0); llegó ${got.es}`,
  }),
  mcpNotAMember: (name: Localized): Localized => ({
    en: `${name.en} is not a member of a JSON-RPC message (jsonrpc, id, method, params, result, error)`,
    es: `${name.es} no es un miembro de un mensaje JSON-RPC (jsonrpc, id, method, params, result, error)`,
  }),
  mcpIdNotValid: (got: Localized): Localized => ({
    en: `id must be a string or an integer; got ${got.en}`,
    es: `id debe ser un texto o un número entero; llegó ${got.es}`,
  }),
  mcpNotAMessage: {
    en: 'The message is not a JSON-RPC 2.0 request (jsonrpc, id, method and params), notification (without id) or response (result or error)',
    es: 'El mensaje no es una petición JSON-RPC 2.0 (jsonrpc, id, method y params), ni una notificación (sin id) ni una respuesta (result o error)',
  },
  mcpNoSuchMethod: (got: Localized, methods: readonly string[]): Localized => ({
    en: `there is no method ${got.en}: this server answers ${joined(methods, 'and')}`,
    es: `no hay ningún método ${got.es}: este servidor atiende ${joined(methods, 'y')}`,
  }),
  // Origin and Host checks of /mcp against DNS rebinding (mcp/origin-policy.ts); the value is quoted, cut short
  mcpOriginNotAllowed: (origin: string): Localized => ({
    en: `a page at origin ${origin} may not call this MCP server (protection against DNS rebinding): browsers are answered from the server's own origin, from loopback origins and from those set in MCP_ALLOWED_ORIGINS`,
    es: `una página del origen ${origin} no puede llamar a este servidor MCP (protección frente a DNS rebinding): se atiende a los navegadores desde el origen del propio servidor, desde orígenes locales y desde los que fija MCP_ALLOWED_ORIGINS`,
  }),
  mcpHostNotAllowed: (host: string): Localized => ({
    en: `Host ${host} is not a name of this local MCP server (protection against DNS rebinding): call it as localhost, 127.0.0.1 or [::1]`,
    es: `Host ${host} no es un nombre de este servidor MCP local (protección frente a DNS rebinding): llámelo como localhost, 127.0.0.1 o [::1]`,
  }),

  // Invalid params of an MCP request (mcp/request-params.ts); `got` is the client's value, shortened
  mcpCallParamsNotObject: {
    en: 'params must be an object such as {"name": "get_station", "arguments": {"id": 4375}}',
    es: 'params debe ser un objeto como {"name": "get_station", "arguments": {"id": 4375}}',
  },
  mcpToolNameNotString: (got: Localized): Localized => ({
    en: `name must be a string: the name of a tool (see tools/list); got ${got.en}`,
    es: `name debe ser un texto: el nombre de una herramienta (vea tools/list); llegó ${got.es}`,
  }),
  mcpNoSuchTool: (got: Localized): Localized => ({
    en: `there is no tool ${got.en} (see tools/list)`,
    es: `no hay ninguna herramienta ${got.es} (vea tools/list)`,
  }),
  mcpArgumentsNotObject: (got: Localized): Localized => ({
    en: `arguments must be an object of the tool's arguments; got ${got.en}`,
    es: `arguments debe ser un objeto con los argumentos de la herramienta; llegó ${got.es}`,
  }),
  mcpNoSuchPrompt: (got: Localized): Localized => ({
    en: `there is no prompt ${got.en} (see prompts/list)`,
    es: `no hay ningún prompt ${got.es} (vea prompts/list)`,
  }),
  mcpNoSuchTemplate: (got: Localized): Localized => ({
    en: `no resource template is ${got.en} (see resources/templates/list)`,
    es: `no hay ninguna plantilla de recurso ${got.es} (vea resources/templates/list)`,
  }),
  mcpCursorNotValid: (got: Localized): Localized => ({
    en: `cursor ${got.en} is not one this server gave: send the nextCursor of the page before, or none for the first page`,
    es: `el cursor ${got.es} no lo dio este servidor: envíe el nextCursor de la página anterior, o ninguno para la primera`,
  }),
  // resources/read of a URI no resource has (mcp/resources.ts)
  mcpNoSuchResource: (uri: Localized): Localized => ({
    en: `there is no resource ${uri.en}: resources/list names the resources, resources/templates/list the URIs with a variable such as fuel-prices://stations/{id}`,
    es: `no hay ningún recurso ${uri.es}: resources/list nombra los recursos, resources/templates/list las URI con una variable como fuel-prices://stations/{id}`,
  }),
  mcpNotSubscribable: (uri: string): Localized => ({
    en: `${uri} cannot be subscribed to: a station (fuel-prices://stations/{id}) or prices (fuel-prices://prices/spain, fuel-prices://prices/provinces/{province}, …) can, over stdio`,
    es: `no es posible suscribirse a ${uri}: sí a una estación (fuel-prices://stations/{id}) o a unos precios (fuel-prices://prices/spain, fuel-prices://prices/provinces/{province}, …), por stdio`,
  }),
  mcpParamsNotValid: { en: 'params are not valid', es: 'params no es válido' },
  mcpParamRequired: (name: string): Localized => ({ en: `${name} is required`, es: `${name} es obligatorio` }),
  mcpParamType: (name: string, expected: string, got: Localized): Localized => ({
    en: `${name} must be ${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}; got ${got.en}`,
    es: `${name} debe ser de tipo ${expected}; llegó ${got.es}`,
  }),
  mcpParamNotValid: (name: string, got: Localized): Localized => ({
    en: `${name} is not valid; got ${got.en}`,
    es: `${name} no es válido; llegó ${got.es}`,
  }),

  // The prompt that plans refuelling on a route of the catalogue (mcp/prompts.ts)
  noRouteStretch: (origin: string, destination: string): Localized => ({
    en: `No route of the catalogue passes by "${origin}" and "${destination}"; its places are the points of each route's path (GET /v1/routes/{slug})`,
    es: `Ninguna ruta del catálogo pasa por «${origin}» y «${destination}»; sus lugares son los puntos del recorrido de cada ruta (GET /v1/routes/{slug})`,
  }),

  // A refuelling plan no plan completes (handlers/travel/plan/)
  planNotFeasible: (
    lengthKm: number,
    maxStops: number | null,
    dry: { dryAtKm: number; gapKm: number; gapTo: 'station' | 'end' },
  ): Localized => {
    const [length, at, gap] = [lengthKm, dry.dryAtKm, dry.gapKm].map(localizedNumber) as [
      Localized,
      Localized,
      Localized,
    ];
    const stops =
      maxStops === null
        ? { en: '', es: '' }
        : { en: ` with at most ${maxStops} stops`, es: ` con ${maxStops} paradas como mucho` };
    const before =
      dry.gapTo === 'station'
        ? {
            en: 'before the next station open at its arrival',
            es: 'antes de la siguiente estación abierta a su llegada',
          }
        : { en: 'before the end', es: 'antes del final' };
    return {
      en: `No plan reaches the end of the route (${length.en} km)${stops.en}: the tank reaches the reserve at km ${at.en}, ${gap.en} km ${before.en}. A fuller start, a smaller reserve, a wider corridor, another departure or more stops may make one`,
      es: `Ningún plan llega al final de la ruta (${length.es} km)${stops.es}: el depósito llega a la reserva en el km ${at.es}, ${gap.es} km ${before.es}. Un depósito más lleno al salir, una reserva menor, un corredor más ancho, otra hora de salida o más paradas pueden hacerlo posible`,
    };
  },
} as const;
