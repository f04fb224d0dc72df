// A station of the cheapest tables, opened in a popup (a modal <dialog>): its price, since when it holds and what it
// was before (price_since, previous_price), and how many of its province's stations charge more (cheaper_than_pct).
import type { StationEntry } from './api.js';
import { formatDay, formatPrice, formatShare } from './format.js';

export interface StationPopup {
  open(station: StationEntry, unit: string, fuelLabel: string): void;
}

export function sinceText(station: StationEntry, unit: string): string {
  if (station.price == null) return 'Hoy no vende este carburante.';
  if (station.price_since == null) {
    return 'Mantiene este precio todos los días que guarda el historial (hasta 90), así que no se sabe desde cuándo.';
  }
  const before =
    station.previous_price == null
      ? 'el día anterior no tenía precio'
      : `antes, ${formatPrice(station.previous_price, unit)}`;
  return `Este precio desde el ${formatDay(station.price_since)} (${before}).`;
}

export function rankText(station: StationEntry): string {
  if (station.cheaper_than_pct == null) return '';
  const province = station.province.name ?? station.province.code;
  return `Más barata que el ${formatShare(station.cheaper_than_pct)} de las estaciones de ${province}.`;
}

export function createStationPopup(dialog: HTMLDialogElement): StationPopup {
  const part = (name: string): HTMLElement => {
    const found = dialog.querySelector<HTMLElement>(`[data-part="${name}"]`);
    if (!found) throw new Error(`the popup has no ${name}`);
    return found;
  };
  part('close').addEventListener('click', () => dialog.close());
  // A click on the backdrop (outside the box) closes it too.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  return {
    open(station, unit, fuelLabel) {
      dialog.dataset.stationId = String(station.id);
      part('name').textContent = station.name ?? station.brand?.name ?? `Estación ${station.id}`;
      part('where').textContent = [station.brand?.name, station.address, station.municipality.name]
        .filter(Boolean)
        .join(' · ');
      part('price').textContent =
        station.price == null ? fuelLabel : `${fuelLabel}: ${formatPrice(station.price, unit)}`;
      part('since').textContent = sinceText(station, unit);
      part('rank').textContent = rankText(station);
      if (!dialog.open) dialog.showModal();
    },
  };
}
