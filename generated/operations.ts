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
  | 'getPriceHistory'
  | 'getMonthlyHistory'
  | 'listReports'
  | 'getReport'
  | 'findFuelAlongRoute'
  | 'listRoads'
  | 'getRoadStations'
  | 'listRoutes'
  | 'getRoute'
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
  summary: string;
  rateClass: 'normal' | 'heavy';
  cache: 'price' | 'content' | 'territories' | 'savings' | 'none';
  mcpTool: string | null;
}

export const OPERATIONS: readonly Operation[] = [
  {"method":"GET","path":"/","operationId":"getIndex","summary":"Index of the API","rateClass":"normal","cache":"content","mcpTool":null},
  {"method":"GET","path":"/v1/openapi","operationId":"getOpenApi","summary":"This OpenAPI description","rateClass":"normal","cache":"content","mcpTool":null},
  {"method":"GET","path":"/v1/status","operationId":"getStatus","summary":"Service status","rateClass":"normal","cache":"none","mcpTool":null},
  {"method":"GET","path":"/v1/stations","operationId":"getStations","summary":"Several stations' records in one call","rateClass":"normal","cache":"price","mcpTool":"get_station"},
  {"method":"GET","path":"/v1/stations/nearby","operationId":"findStationsNearby","summary":"Stations near a point","rateClass":"heavy","cache":"price","mcpTool":"find_fuel_near"},
  {"method":"GET","path":"/v1/stations/cheapest","operationId":"findCheapestStations","summary":"Cheapest stations in Spain, a territory or around a point","rateClass":"normal","cache":"price","mcpTool":"find_cheapest_fuel"},
  {"method":"GET","path":"/v1/stations/{id}","operationId":"getStation","summary":"One station's record","rateClass":"normal","cache":"price","mcpTool":"get_station"},
  {"method":"GET","path":"/v1/stations/{id}/history","operationId":"getStationHistory","summary":"Daily prices of one station","rateClass":"heavy","cache":"price","mcpTool":"get_price_history"},
  {"method":"GET","path":"/v1/prices","operationId":"getPrices","summary":"Price statistics of Spain or a territory","rateClass":"normal","cache":"price","mcpTool":"get_fuel_prices"},
  {"method":"GET","path":"/v1/products/{id}","operationId":"getProductPrices","summary":"Prices of one product","rateClass":"normal","cache":"price","mcpTool":"get_product_prices"},
  {"method":"GET","path":"/v1/territories","operationId":"listTerritories","summary":"Communities, provinces and municipalities","rateClass":"normal","cache":"territories","mcpTool":null},
  {"method":"GET","path":"/v1/search","operationId":"searchPlaces","summary":"Find places, postal codes and stations","rateClass":"normal","cache":"price","mcpTool":"search_places"},
  {"method":"GET","path":"/v1/brands","operationId":"listBrands","summary":"Station brands and their prices","rateClass":"normal","cache":"price","mcpTool":"compare_brands"},
  {"method":"GET","path":"/v1/brands/{slug}","operationId":"getBrand","summary":"One brand's record","rateClass":"normal","cache":"price","mcpTool":"compare_brands"},
  {"method":"GET","path":"/v1/rankings/regions","operationId":"rankRegions","summary":"Communities or provinces ordered by price","rateClass":"normal","cache":"price","mcpTool":"compare_regions"},
  {"method":"GET","path":"/v1/history","operationId":"getPriceHistory","summary":"Daily price series of Spain or a territory","rateClass":"normal","cache":"price","mcpTool":"get_price_history"},
  {"method":"GET","path":"/v1/history/monthly","operationId":"getMonthlyHistory","summary":"Monthly Spain prices since 2005","rateClass":"normal","cache":"content","mcpTool":"get_price_history"},
  {"method":"GET","path":"/v1/reports","operationId":"listReports","summary":"Available monthly reports","rateClass":"normal","cache":"price","mcpTool":"get_monthly_report"},
  {"method":"GET","path":"/v1/reports/{month}","operationId":"getReport","summary":"Report of one month","rateClass":"normal","cache":"price","mcpTool":"get_monthly_report"},
  {"method":"POST","path":"/v1/route/fuel","operationId":"findFuelAlongRoute","summary":"Cheapest fuel along a route","rateClass":"heavy","cache":"none","mcpTool":"find_fuel_along_route"},
  {"method":"GET","path":"/v1/roads","operationId":"listRoads","summary":"Roads with their stations","rateClass":"normal","cache":"content","mcpTool":"find_fuel_on_road"},
  {"method":"GET","path":"/v1/roads/{slug}/stations","operationId":"getRoadStations","summary":"Stations of one road","rateClass":"normal","cache":"price","mcpTool":"find_fuel_on_road"},
  {"method":"GET","path":"/v1/routes","operationId":"listRoutes","summary":"Catalogue of car and motorbike routes","rateClass":"normal","cache":"content","mcpTool":"find_routes"},
  {"method":"GET","path":"/v1/routes/{slug}","operationId":"getRoute","summary":"One route with the cheapest fuel along it","rateClass":"heavy","cache":"price","mcpTool":"get_route"},
  {"method":"GET","path":"/v1/content","operationId":"searchContent","summary":"Search guides, posts and routes","rateClass":"normal","cache":"content","mcpTool":"search_content"},
  {"method":"GET","path":"/v1/content/{type}/{slug}","operationId":"getContentItem","summary":"One guide, post or route","rateClass":"normal","cache":"content","mcpTool":"get_article"},
  {"method":"GET","path":"/v1/calc/trip-cost","operationId":"calculateTripCost","summary":"Fuel cost of a trip","rateClass":"normal","cache":"price","mcpTool":"calculate_trip_cost"},
  {"method":"GET","path":"/v1/calc/tank-cost","operationId":"calculateTankCost","summary":"Cost of filling the tank","rateClass":"normal","cache":"price","mcpTool":"calculate_trip_cost"},
  {"method":"GET","path":"/v1/calc/vehicle-costs","operationId":"compareVehicleCosts","summary":"Petrol against diesel, or electric against fuel","rateClass":"normal","cache":"price","mcpTool":"compare_vehicle_costs"},
  {"method":"GET","path":"/v1/calc/savings","operationId":"calculateSavings","summary":"Saving from refuelling at a cheaper station","rateClass":"normal","cache":"savings","mcpTool":"calculate_savings"},
  {"method":"GET","path":"/v1/calc/adblue","operationId":"calculateAdblue","summary":"AdBlue consumption and cost","rateClass":"normal","cache":"price","mcpTool":"calculate_adblue"},
  {"method":"GET","path":"/v1/calc/price-breakdown","operationId":"getPriceBreakdown","summary":"A fuel price split into product and taxes","rateClass":"normal","cache":"price","mcpTool":"explain_fuel_price"},
  {"method":"GET","path":"/v1/taxes","operationId":"getTaxes","summary":"Fuel taxes and the current reduction","rateClass":"normal","cache":"price","mcpTool":"explain_fuel_price"},
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
  getPriceHistory: 'days' | 'fuel';
  getMonthlyHistory: never;
  listReports: never;
  getReport: never;
  findFuelAlongRoute: never;
  listRoads: never;
  getRoadStations: 'fuel' | 'limit' | 'open_now';
  listRoutes: 'limit';
  getRoute: 'fuel' | 'limit' | 'open_now';
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
  getPriceHistory: never;
  getMonthlyHistory: never;
  listReports: never;
  getReport: never;
  findFuelAlongRoute: 'corridor_km' | 'fuel' | 'limit' | 'open_now';
  listRoads: never;
  getRoadStations: never;
  listRoutes: never;
  getRoute: never;
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
