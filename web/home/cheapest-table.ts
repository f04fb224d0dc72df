// Today's cheapest stations (GET /v1/stations/cheapest): the peninsula and the Balearic Islands, and apart the Canary
// Islands, Ceuta and Melilla, where fuel carries no hydrocarbon tax.
import type { CheapestResponse, StationEntry } from './api.js';
import { element, formatPrice } from './format.js';

const LOW_TAX_SHOWN = 5;

function rows(body: HTMLTableSectionElement, stations: readonly StationEntry[], unit: string): void {
  if (stations.length === 0) {
    body.replaceChildren(
      element('tr', {}, element('td', { colspan: '4' }, 'Ninguna estación vende este carburante hoy.')),
    );
    return;
  }
  body.replaceChildren(
    ...stations.map((station, index) =>
      element(
        'tr',
        { 'data-station-id': String(station.id) },
        element('td', {}, String(index + 1)),
        element(
          'td',
          {},
          // A button: it opens the station's popup (main.ts), by keyboard as by pointer.
          element(
            'button',
            { type: 'button', class: 'station-name', 'data-station-id': String(station.id) },
            station.name ?? station.brand?.name ?? `Estación ${station.id}`,
          ),
          element(
            'span',
            { class: 'station-address' },
            [station.brand?.name, station.address].filter(Boolean).join(' · '),
          ),
        ),
        element(
          'td',
          {},
          [station.municipality.name, station.province.name]
            .filter((part, i, all) => part && all.indexOf(part) === i)
            .join(', '),
        ),
        element('td', { class: 'num' }, station.price == null ? '–' : formatPrice(station.price, unit)),
      ),
    ),
  );
}

/** The peninsula's and the Balearic Islands' table. */
export function renderCheapest(cheapest: CheapestResponse, table: HTMLTableElement): void {
  const body = table.tBodies[0];
  if (body) rows(body, cheapest.data.stations, cheapest.data.unit);
}

/** The table of the Canary Islands, Ceuta and Melilla: the first five. */
export function renderCheapestLowTax(cheapest: CheapestResponse, table: HTMLTableElement): void {
  const body = table.tBodies[0];
  if (body) rows(body, (cheapest.data.low_tax_stations ?? []).slice(0, LOW_TAX_SHOWN), cheapest.data.unit);
}
