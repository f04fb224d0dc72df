// Generated from openapi.yaml by `npm run generate`. Do not edit.

export type OperationId =
  | 'getIndex'
  | 'getOpenApi'
  | 'getStatus'
  | 'getStations'
  | 'findStationsNearby'
  | 'findCheapestStations'
  | 'getStation'
  | 'getStationHistory'
  | 'getPrices'
  | 'getProductPrices'
  | 'listTerritories'
  | 'searchPlaces'
  | 'listBrands'
  | 'getBrand'
  | 'rankRegions'
  | 'getPriceInsights'
  | 'getPriceChanges'
  | 'getWatch'
  | 'getWatchAtom'
  | 'getWatchJsonFeed'
  | 'getPriceHistory'
  | 'getMonthlyHistory'
  | 'listReports'
  | 'getReport'
  | 'findFuelAlongRoute'
  | 'planRefuelStops'
  | 'listRoads'
  | 'getRoadStations'
  | 'listRoutes'
  | 'getRoute'
  | 'getRoutePlan'
  | 'searchContent'
  | 'getContentItem'
  | 'calculateTripCost'
  | 'calculateTankCost'
  | 'compareVehicleCosts'
  | 'calculateSavings'
  | 'calculateAdblue'
  | 'getPriceBreakdown'
  | 'getTaxes';

export interface Operation {
  method: 'GET' | 'POST';
  path: string;
  operationId: OperationId;
  /** summary, and x-summary-es. */
  summary: { readonly es: string; readonly en: string };
  /** x-rate-class: the per-client limits it counts against. */
  rateClass: 'normal' | 'heavy';
  /** x-cache: the Cache-Control family of its answers. */
  cache: 'price' | 'content' | 'territories' | 'savings' | 'none';
  /** x-cache-until: an instant its answers stop being true at, whatever the data. */
  cacheUntil: 'madrid-midnight' | null;
  /** Counted against MONTHLY_QUERY_BUDGET (x-budget: exempt when not). */
  countsAgainstBudget: boolean;
  /** Answered as {data, meta} (x-envelope: false for a bare document). */
  envelope: boolean;
  /** x-languages: the languages its answers are written in; the first when the request's is not among them. */
  languages: readonly ('es' | 'en')[];
  /** The media type of its 200 answer. */
  mediaType: string;
  /** x-aliases: other addresses that answer it, each with the media type (one of its 200's) it answers there. */
  aliases: Readonly<Record<string, string>>;
  /** x-mcp-tool. */
  mcpTool: string | null;
}

export const OPERATIONS: readonly Operation[] = [
  {"method":"GET","path":"/","operationId":"getIndex","summary":{"es":"Índice de la API","en":"Index of the API"},"rateClass":"normal","cache":"content","cacheUntil":null,"countsAgainstBudget":false,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":null},
  {"method":"GET","path":"/v1/openapi","operationId":"getOpenApi","summary":{"es":"Esta descripción OpenAPI","en":"This OpenAPI description"},"rateClass":"normal","cache":"content","cacheUntil":null,"countsAgainstBudget":false,"envelope":false,"languages":["en"],"mediaType":"application/vnd.oai.openapi+json","aliases":{"/openapi.json":"application/vnd.oai.openapi+json","/openapi.yaml":"application/yaml"},"mcpTool":null},
  {"method":"GET","path":"/v1/status","operationId":"getStatus","summary":{"es":"Estado del servicio","en":"Service status"},"rateClass":"normal","cache":"none","cacheUntil":null,"countsAgainstBudget":false,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":null},
  {"method":"GET","path":"/v1/stations","operationId":"getStations","summary":{"es":"Las fichas de varias estaciones en una llamada","en":"Several stations' records in one call"},"rateClass":"normal","cache":"price","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"get_station"},
  {"method":"GET","path":"/v1/stations/nearby","operationId":"findStationsNearby","summary":{"es":"Estaciones cerca de un punto","en":"Stations near a point"},"rateClass":"heavy","cache":"price","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"find_fuel_near"},
  {"method":"GET","path":"/v1/stations/cheapest","operationId":"findCheapestStations","summary":{"es":"Las estaciones más baratas de España, de un territorio o alrededor de un punto","en":"Cheapest stations in Spain, a territory or around a point"},"rateClass":"normal","cache":"price","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"find_cheapest_fuel"},
  {"method":"GET","path":"/v1/stations/{id}","operationId":"getStation","summary":{"es":"La ficha de una estación","en":"One station's record"},"rateClass":"normal","cache":"price","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"get_station"},
  {"method":"GET","path":"/v1/stations/{id}/history","operationId":"getStationHistory","summary":{"es":"Precios diarios de una estación","en":"Daily prices of one station"},"rateClass":"heavy","cache":"price","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"get_price_history"},
  {"method":"GET","path":"/v1/prices","operationId":"getPrices","summary":{"es":"Estadísticas de precios de España o de un territorio","en":"Price statistics of Spain or a territory"},"rateClass":"normal","cache":"price","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"get_fuel_prices"},
  {"method":"GET","path":"/v1/products/{id}","operationId":"getProductPrices","summary":{"es":"Precios de un producto","en":"Prices of one product"},"rateClass":"normal","cache":"price","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"get_product_prices"},
  {"method":"GET","path":"/v1/territories","operationId":"listTerritories","summary":{"es":"Comunidades, provincias y municipios","en":"Communities, provinces and municipalities"},"rateClass":"normal","cache":"territories","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":null},
  {"method":"GET","path":"/v1/search","operationId":"searchPlaces","summary":{"es":"Buscar lugares, códigos postales y estaciones","en":"Find places, postal codes and stations"},"rateClass":"normal","cache":"price","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"search_places"},
  {"method":"GET","path":"/v1/brands","operationId":"listBrands","summary":{"es":"Marcas de estaciones y sus precios","en":"Station brands and their prices"},"rateClass":"normal","cache":"price","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"compare_brands"},
  {"method":"GET","path":"/v1/brands/{slug}","operationId":"getBrand","summary":{"es":"La ficha de una marca","en":"One brand's record"},"rateClass":"normal","cache":"price","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"compare_brands"},
  {"method":"GET","path":"/v1/rankings/regions","operationId":"rankRegions","summary":{"es":"Comunidades o provincias ordenadas por precio","en":"Communities or provinces ordered by price"},"rateClass":"normal","cache":"price","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"compare_regions"},
  {"method":"GET","path":"/v1/insights","operationId":"getPriceInsights","summary":{"es":"¿Es buen precio? Patrones y cuándo repostar","en":"Is it a good price? Patterns and when to fill up"},"rateClass":"heavy","cache":"price","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"get_price_insights"},
  {"method":"GET","path":"/v1/changes","operationId":"getPriceChanges","summary":{"es":"Qué ha cambiado desde un instante","en":"What changed since an instant"},"rateClass":"heavy","cache":"price","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"watch_prices"},
  {"method":"GET","path":"/v1/watch","operationId":"getWatch","summary":{"es":"Una alerta sobre el precio de unas estaciones, en JSON o como canal","en":"A watch on stations' prices"},"rateClass":"heavy","cache":"price","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"watch_prices"},
  {"method":"GET","path":"/v1/watch.atom","operationId":"getWatchAtom","summary":{"es":"Una alerta como canal Atom 1.0","en":"A watch as an Atom 1.0 feed"},"rateClass":"heavy","cache":"price","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/atom+xml","aliases":{},"mcpTool":null},
  {"method":"GET","path":"/v1/watch.feed.json","operationId":"getWatchJsonFeed","summary":{"es":"Una alerta como canal JSON Feed 1.1","en":"A watch as a JSON Feed 1.1"},"rateClass":"heavy","cache":"price","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/feed+json","aliases":{},"mcpTool":null},
  {"method":"GET","path":"/v1/history","operationId":"getPriceHistory","summary":{"es":"Serie diaria de precios de España o de un territorio","en":"Daily price series of Spain or a territory"},"rateClass":"normal","cache":"price","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"get_price_history"},
  {"method":"GET","path":"/v1/history/monthly","operationId":"getMonthlyHistory","summary":{"es":"Precios mensuales de España desde 2005","en":"Monthly Spain prices since 2005"},"rateClass":"normal","cache":"content","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"get_price_history"},
  {"method":"GET","path":"/v1/reports","operationId":"listReports","summary":{"es":"Informes mensuales disponibles","en":"Available monthly reports"},"rateClass":"normal","cache":"price","cacheUntil":"madrid-midnight","countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"get_monthly_report"},
  {"method":"GET","path":"/v1/reports/{month}","operationId":"getReport","summary":{"es":"Informe de un mes","en":"Report of one month"},"rateClass":"normal","cache":"price","cacheUntil":"madrid-midnight","countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"get_monthly_report"},
  {"method":"POST","path":"/v1/route/fuel","operationId":"findFuelAlongRoute","summary":{"es":"El carburante más barato a lo largo de una ruta","en":"Cheapest fuel along a route"},"rateClass":"heavy","cache":"none","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"find_fuel_along_route"},
  {"method":"POST","path":"/v1/route/plan","operationId":"planRefuelStops","summary":{"es":"Planificar dónde repostar en una ruta","en":"Plan where to refuel on a route"},"rateClass":"heavy","cache":"none","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"find_fuel_along_route"},
  {"method":"GET","path":"/v1/roads","operationId":"listRoads","summary":{"es":"Carreteras con sus estaciones","en":"Roads with their stations"},"rateClass":"normal","cache":"content","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"find_fuel_on_road"},
  {"method":"GET","path":"/v1/roads/{slug}/stations","operationId":"getRoadStations","summary":{"es":"Estaciones de una carretera","en":"Stations of one road"},"rateClass":"normal","cache":"price","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"find_fuel_on_road"},
  {"method":"GET","path":"/v1/routes","operationId":"listRoutes","summary":{"es":"Catálogo de rutas en coche y en moto","en":"Catalogue of car and motorbike routes"},"rateClass":"normal","cache":"content","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"find_routes"},
  {"method":"GET","path":"/v1/routes/{slug}","operationId":"getRoute","summary":{"es":"Una ruta con el carburante más barato a lo largo de ella","en":"One route with the cheapest fuel along it"},"rateClass":"heavy","cache":"price","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"get_route"},
  {"method":"GET","path":"/v1/routes/{slug}/plan","operationId":"getRoutePlan","summary":{"es":"Planificar dónde repostar en una de las rutas","en":"Plan where to refuel on one of the routes"},"rateClass":"heavy","cache":"price","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":null},
  {"method":"GET","path":"/v1/content","operationId":"searchContent","summary":{"es":"Buscar guías, artículos y rutas","en":"Search guides, posts and routes"},"rateClass":"normal","cache":"content","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"search_content"},
  {"method":"GET","path":"/v1/content/{type}/{slug}","operationId":"getContentItem","summary":{"es":"Una guía, un artículo o una ruta","en":"One guide, post or route"},"rateClass":"normal","cache":"content","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"get_article"},
  {"method":"GET","path":"/v1/calc/trip-cost","operationId":"calculateTripCost","summary":{"es":"Coste en carburante de un viaje","en":"Fuel cost of a trip"},"rateClass":"normal","cache":"price","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"calculate_trip_cost"},
  {"method":"GET","path":"/v1/calc/tank-cost","operationId":"calculateTankCost","summary":{"es":"Coste de llenar el depósito","en":"Cost of filling the tank"},"rateClass":"normal","cache":"price","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"calculate_trip_cost"},
  {"method":"GET","path":"/v1/calc/vehicle-costs","operationId":"compareVehicleCosts","summary":{"es":"Gasolina frente a diésel, o eléctrico frente a combustión","en":"Petrol against diesel, or electric against fuel"},"rateClass":"normal","cache":"price","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"compare_vehicle_costs"},
  {"method":"GET","path":"/v1/calc/savings","operationId":"calculateSavings","summary":{"es":"Ahorro por repostar en una estación más barata","en":"Saving from refuelling at a cheaper station"},"rateClass":"normal","cache":"savings","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"calculate_savings"},
  {"method":"GET","path":"/v1/calc/adblue","operationId":"calculateAdblue","summary":{"es":"Consumo y coste de AdBlue","en":"AdBlue consumption and cost"},"rateClass":"normal","cache":"price","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"calculate_adblue"},
  {"method":"GET","path":"/v1/calc/price-breakdown","operationId":"getPriceBreakdown","summary":{"es":"El precio de un carburante separado en producto e impuestos","en":"A fuel price split into product and taxes"},"rateClass":"normal","cache":"price","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"explain_fuel_price"},
  {"method":"GET","path":"/v1/taxes","operationId":"getTaxes","summary":{"es":"Impuestos de los carburantes y la rebaja vigente","en":"Fuel taxes and the current reduction"},"rateClass":"normal","cache":"price","cacheUntil":null,"countsAgainstBudget":true,"envelope":true,"languages":["es","en"],"mediaType":"application/json","aliases":{},"mcpTool":"explain_fuel_price"},
];

/** Per operation, the query parameters that request validation fills in from their defaults when absent. */
export interface DefaultedQuery {
  getIndex: never;
  getOpenApi: never;
  getStatus: never;
  getStations: never;
  findStationsNearby: 'fuel' | 'limit' | 'open_now' | 'radius_km' | 'sort';
  findCheapestStations: 'fuel' | 'include_low_tax' | 'limit' | 'open_now' | 'radius_km';
  getStation: never;
  getStationHistory: 'days';
  getPrices: never;
  getProductPrices: 'limit';
  listTerritories: 'level';
  searchPlaces: 'limit';
  listBrands: never;
  getBrand: 'fuel' | 'limit';
  rankRegions: 'fuel' | 'level';
  getPriceInsights: never;
  getPriceChanges: 'limit';
  getWatch: 'limit' | 'radius_km';
  getWatchAtom: 'limit' | 'radius_km';
  getWatchJsonFeed: 'limit' | 'radius_km';
  getPriceHistory: 'days' | 'fuel';
  getMonthlyHistory: never;
  listReports: never;
  getReport: never;
  findFuelAlongRoute: never;
  planRefuelStops: never;
  listRoads: never;
  getRoadStations: 'fuel' | 'limit' | 'open_now';
  listRoutes: 'limit';
  getRoute: 'fuel' | 'limit' | 'open_now';
  getRoutePlan: 'corridor_km' | 'fuel' | 'reserve_l' | 'speed_kmh';
  searchContent: 'limit';
  getContentItem: never;
  calculateTripCost: 'fuel' | 'people' | 'round_trip';
  calculateTankCost: 'fuel' | 'level';
  compareVehicleCosts: never;
  calculateSavings: 'fuel';
  calculateAdblue: never;
  getPriceBreakdown: 'fuel';
  getTaxes: never;
}

/** Per operation, the top-level fields of the JSON body that request validation fills in from their defaults. */
export interface DefaultedBody {
  getIndex: never;
  getOpenApi: never;
  getStatus: never;
  getStations: never;
  findStationsNearby: never;
  findCheapestStations: never;
  getStation: never;
  getStationHistory: never;
  getPrices: never;
  getProductPrices: never;
  listTerritories: never;
  searchPlaces: never;
  listBrands: never;
  getBrand: never;
  rankRegions: never;
  getPriceInsights: never;
  getPriceChanges: never;
  getWatch: never;
  getWatchAtom: never;
  getWatchJsonFeed: never;
  getPriceHistory: never;
  getMonthlyHistory: never;
  listReports: never;
  getReport: never;
  findFuelAlongRoute: 'corridor_km' | 'fuel' | 'limit' | 'open_now';
  planRefuelStops: 'corridor_km' | 'fuel' | 'reserve_l' | 'speed_kmh';
  listRoads: never;
  getRoadStations: never;
  listRoutes: never;
  getRoute: never;
  getRoutePlan: never;
  searchContent: never;
  getContentItem: never;
  calculateTripCost: never;
  calculateTankCost: never;
  compareVehicleCosts: never;
  calculateSavings: never;
  calculateAdblue: never;
  getPriceBreakdown: never;
  getTaxes: never;
}
