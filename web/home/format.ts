// Spanish number and time formats for the page (prices with the three decimals the ministry publishes).

/**
 * A formatter made on its first use: the first Intl object a page makes costs some 20 ms of loading locale data,
 * which would otherwise lengthen the script's evaluation, the task before anything is drawn.
 */
function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const PRICE = lazy(() => new Intl.NumberFormat('es-ES', { minimumFractionDigits: 3, maximumFractionDigits: 3 }));
const PERCENT = lazy(() => new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1, signDisplay: 'exceptZero' }));
const MADRID_TIME = lazy(
  () =>
    new Intl.DateTimeFormat('es-ES', {
      timeZone: 'Europe/Madrid',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);
const SHARE = lazy(() => new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }));
const KILOBYTES = lazy(() => new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 }));
const MEGABYTES = lazy(() => new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
const DAY = lazy(() => new Intl.DateTimeFormat('es-ES', { timeZone: 'UTC', day: 'numeric', month: 'short' }));

export function formatPrice(value: number, unit: string): string {
  return `${PRICE().format(value)} €/${unit}`;
}

/** A price without its unit, for ranges ("1,463 – 1,647 €/L"). */
export function formatNumber(value: number): string {
  return PRICE().format(value);
}

/** A file's size as a person reads it: kB under a megabyte (at least 1), MB with one decimal above. */
export function formatSize(bytes: number): string {
  if (bytes < 1_048_576) return `${KILOBYTES().format(Math.max(1, Math.round(bytes / 1024)))} kB`;
  return `${MEGABYTES().format(bytes / 1_048_576)} MB`;
}

/** Euros per unit as cents with one decimal and a sign ("−2,4", "+0,9"). */
export function formatCents(euros: number): string {
  return PERCENT().format(Math.round(euros * 1000) / 10);
}

/** A share of a whole, without a sign: "87,5 %". */
export function formatShare(value: number): string {
  return `${SHARE().format(value)} %`;
}

export function formatPercent(value: number): string {
  return `${PERCENT().format(value)} %`;
}

/** A UTC instant as Madrid's wall time. */
export function formatMadridTime(iso: string): string {
  return `${MADRID_TIME().format(new Date(iso))} (hora de Madrid)`;
}

/** A calendar date (YYYY-MM-DD) as "22 ago". */
export function formatDay(date: string): string {
  return DAY().format(new Date(`${date}T12:00:00Z`));
}

/** An age in seconds in words: "hace 6 minutos", "hace 3 horas", "hace 2 días". */
export function formatAge(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return 'hace menos de un minuto';
  if (minutes < 60) return `hace ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `hace ${hours} ${hours === 1 ? 'hora' : 'horas'}`;
  return `hace ${Math.round(hours / 24)} días`;
}

/** A DOM element with attributes and children (text or elements); no HTML strings, so nothing is parsed as markup. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

// The refuelling plan's figures (route-plan.ts).
const MONEY = lazy(() => new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }));
const KM = lazy(() => new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }));
const TIME_OF_DAY = lazy(
  () => new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' }),
);

/** Euros to the cent: "52,31 €". */
export function formatMoney(euros: number): string {
  return MONEY().format(euros);
}

/** Kilometres to one decimal: "48,3". */
export function formatKm(km: number): string {
  return KM().format(km);
}

/** An instant as the time of day in Madrid: "18:33". */
export function formatTimeOfDay(iso: string): string {
  return TIME_OF_DAY().format(new Date(iso));
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG element with attributes (presentation attributes, not styles: the page's CSP allows no inline style). */
export function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}
