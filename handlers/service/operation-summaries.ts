// Each operation's one-line summary in every language: openapi.yaml gives the English one, this the Spanish (typed by
// operationId, so a new operation without one does not compile). Shown by the index at / and by content's related links.
import type { Language } from '../../core/language.js';
import type { Operation, OperationId } from '../../generated/operations.js';

const SPANISH_SUMMARIES: Readonly<Record<OperationId, string>> = {
  getIndex: 'Índice de la API',
  getOpenApi: 'Esta descripción OpenAPI',
  getStatus: 'Estado del servicio',
  getStations: 'Las fichas de varias estaciones en una llamada',
  findStationsNearby: 'Estaciones cerca de un punto',
  findCheapestStations: 'Las estaciones más baratas de España, de un territorio o alrededor de un punto',
  getStation: 'La ficha de una estación',
  getStationHistory: 'Precios diarios de una estación',
  getPrices: 'Estadísticas de precios de España o de un territorio',
  getProductPrices: 'Precios de un producto',
  listTerritories: 'Comunidades, provincias y municipios',
  searchPlaces: 'Buscar lugares, códigos postales y estaciones',
  listBrands: 'Marcas de estaciones y sus precios',
  getBrand: 'La ficha de una marca',
  rankRegions: 'Comunidades o provincias ordenadas por precio',
  getPriceHistory: 'Serie diaria de precios de España o de un territorio',
  getMonthlyHistory: 'Precios mensuales de España desde 2005',
  listReports: 'Informes mensuales disponibles',
  getReport: 'Informe de un mes',
  findFuelAlongRoute: 'El carburante más barato a lo largo de una ruta',
  listRoads: 'Carreteras con sus estaciones',
  getRoadStations: 'Estaciones de una carretera',
  listRoutes: 'Catálogo de rutas en coche y en moto',
  getRoute: 'Una ruta con el carburante más barato a lo largo de ella',
  searchContent: 'Buscar guías, artículos y rutas',
  getContentItem: 'Una guía, un artículo o una ruta',
  calculateTripCost: 'Coste en carburante de un viaje',
  calculateTankCost: 'Coste de llenar el depósito',
  compareVehicleCosts: 'Gasolina frente a diésel, o eléctrico frente a combustión',
  calculateSavings: 'Ahorro por repostar en una estación más barata',
  calculateAdblue: 'Consumo y coste de AdBlue',
  getPriceBreakdown: 'El precio de un carburante separado en producto e impuestos',
  getTaxes: 'Impuestos de los carburantes y la rebaja vigente',
};

export function operationSummary(operation: Pick<Operation, 'operationId' | 'summary'>, language: Language): string {
  return language === 'es' ? SPANISH_SUMMARIES[operation.operationId] : operation.summary;
}
