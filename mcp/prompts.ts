// The prompts: the jobs agents are asked most, each a message that leads the model through the right tools with the
// user's arguments. Tool names and fuel choices are read from the generated tools (a prompt naming a tool that does
// not exist fails at load), the texts are written in both languages side by side, and a prompt about taxes embeds
// the guide that explains them, read through the pipeline like any resource.
import type { PromptMessage } from '@modelcontextprotocol/sdk/types.js';
import { madridDate } from '../core/clock.js';
import type { Language } from '../core/language.js';
import { PARAMETER_REASONS } from '../core/parameter-reasons.js';
import { ApiProblem, invalidParameter } from '../core/problem.js';
import { PROBLEM_DETAILS } from '../core/problem-details.js';
import { MCP_TOOLS } from '../generated/mcp-tools.js';
import { normalize } from '../store/indexes/search-text.js';
import type { DataCompletionKind } from './completions.js';
import { RESOURCE_SCHEME } from './resource-catalogue.js';
import { findRouteStretch } from './route-stretch.js';
import type { ServedData } from './served-data.js';

export interface PromptContext {
  language: Language;
  served: ServedData;
  /** A resource of this server, read as resources/read reads it, to embed in a message. */
  read(uri: string): Promise<{ uri: string; mimeType: string; text: string }>;
}

export interface PromptArgumentDefinition {
  name: string;
  description: string;
  required?: boolean;
  /** What completion/complete offers: a kind of name in the data, or the values of an enum of the contract. */
  complete?: DataCompletionKind | readonly string[];
}

export interface PromptDefinition {
  name: string;
  title: string;
  description: string;
  arguments: readonly PromptArgumentDefinition[];
  /** The messages for checked arguments (each given one a non-empty string). */
  messages(args: Readonly<Record<string, string>>, context: PromptContext): Promise<PromptMessage[]>;
}

/** The tool of that name, as the contract generates it; throws at load when a prompt names one that is gone. */
const tool = (name: string): string => {
  if (!MCP_TOOLS.some((t) => t.name === name)) throw new Error(`a prompt names the tool ${name}, which does not exist`);
  return name;
};

/** The enum of a tool's argument (in the branch of `kind`), as the contract declares it. */
function choicesOf(toolName: string, argument: string, kind?: string): readonly string[] {
  const schema = MCP_TOOLS.find((t) => t.name === toolName)?.inputSchema as
    | { properties?: Record<string, { enum?: string[]; const?: string }>; oneOf?: (typeof schema)[] }
    | undefined;
  for (const branch of [schema, ...(schema?.oneOf ?? [])]) {
    if (kind !== undefined && branch?.properties?.kind?.const !== kind) continue;
    const values = branch?.properties?.[argument]?.enum;
    if (values) return values;
  }
  throw new Error(`${toolName} has no enum ${argument}`);
}

const SEARCH = tool('search_places');
const CHEAPEST = tool('find_cheapest_fuel');
const STATION = tool('get_station');
const PRICES = tool('get_fuel_prices');
const ALONG = tool('find_fuel_along_route');
const ON_ROAD = tool('find_fuel_on_road');
const TRIP = tool('calculate_trip_cost');
const EXPLAIN = tool('explain_fuel_price');
const HISTORY = tool('get_price_history');
const REPORT = tool('get_monthly_report');
const REGIONS = tool('compare_regions');
const INSIGHTS = tool('get_price_insights');
const WATCH = tool('watch_prices');

const FUELS = choicesOf(CHEAPEST, 'fuel');
const TRIP_FUELS = choicesOf(ALONG, 'fuel');
const TAXED_FUELS = choicesOf(EXPLAIN, 'fuel', 'breakdown');
const HISTORY_FUELS = choicesOf(HISTORY, 'fuel', 'territory');
const INSIGHT_FUELS = choicesOf(INSIGHTS, 'fuel');
const WATCH_FUELS = choicesOf(WATCH, 'fuel', 'watch');

const fuelArgument = (choices: readonly string[], fallback: string): PromptArgumentDefinition => ({
  name: 'fuel',
  description: `One of ${choices.join(', ')}; ${fallback} when omitted.`,
  complete: choices,
});

const placeArgument = (description: string, required = true): PromptArgumentDefinition => ({
  name: 'place',
  description: `${description} Completion offers the names of municipalities, provinces and communities.`,
  required,
  complete: 'place',
});

const text = (value: string): PromptMessage => ({ role: 'user', content: { type: 'text', text: value } });
const lines = (...parts: (string | false)[]): string => parts.filter((part) => part !== false).join('\n');

const cheapestFuelNear: PromptDefinition = {
  name: 'cheapest_fuel_near',
  title: 'Cheapest fuel near a place',
  description:
    'Find the cheapest stations selling a fuel around a town, postal code or province of Spain today, with price, ' +
    'distance, opening hours and how far below the local mean they are.',
  arguments: [
    placeArgument('A municipality, postal code, province or community of Spain.'),
    fuelArgument(FUELS, 'gasoline_95'),
  ],
  messages: async ({ place, fuel = 'gasoline_95' }, { language }) => [
    text(
      language === 'es'
        ? lines(
            `Busca el ${fuel} más barato cerca de «${place}» (España) con las herramientas de precios de carburantes:`,
            `1. Llama a ${SEARCH} con q "${place}" para obtener sus coordenadas. Si coinciden varios lugares, pregúntame cuál.`,
            `2. Llama a ${CHEAPEST} con lat y lng de ese lugar, fuel "${fuel}" y radius_km 10 (25 si salen menos de tres estaciones).`,
            `3. Para las tres más baratas da nombre, dirección, precio por litro, distancia y horario (${STATION} da la ficha completa de una estación).`,
            `4. Di cuánto están por debajo de la media de la zona (${PRICES} con el level y el code del lugar).`,
            'Los precios son euros por litro con tres decimales. Di la fecha de los datos (meta.last_updated) y muestra meta.attribution.',
          )
        : lines(
            `Find the cheapest ${fuel} near "${place}" (Spain) with the fuel price tools:`,
            `1. Call ${SEARCH} with q "${place}" to get its coordinates. If several places match, ask me which one.`,
            `2. Call ${CHEAPEST} with that place's lat and lng, fuel "${fuel}" and radius_km 10 (25 if fewer than three stations come back).`,
            `3. For the three cheapest give name, address, price per litre, distance and opening hours (${STATION} gives a station's whole record).`,
            `4. Say how far below the area's mean they are (${PRICES} with the place's level and code).`,
            "Prices are euros per litre with three decimals. Say the data's date (meta.last_updated) and show meta.attribution.",
          ),
    ),
  ],
};

const fuelAlongTrip: PromptDefinition = {
  name: 'fuel_along_trip',
  title: 'Fuel along a trip',
  description:
    'Plan where to refuel on a road trip in Spain: the cheapest stations along the way, what the fuel will cost, ' +
    'and the stations of a road driven on.',
  arguments: [
    { ...placeArgument('Where the trip starts.'), name: 'origin' },
    { ...placeArgument('Where the trip ends.'), name: 'destination' },
    fuelArgument(TRIP_FUELS, 'gasoline_95'),
    {
      name: 'road',
      description: 'A road driven on, as a slug (a-4, ap-7, n-340); completion offers the roads with stations.',
      complete: 'road',
    },
  ],
  messages: async ({ origin, destination, fuel = 'gasoline_95', road }, { language }) => [
    text(
      language === 'es'
        ? lines(
            `Planifica dónde repostar ${fuel} en un viaje de «${origin}» a «${destination}» (España):`,
            `1. Llama a ${SEARCH} con cada lugar para obtener sus coordenadas.`,
            `2. Llama a ${ALONG} con points [[lat, lng] del origen, ..., [lat, lng] del destino] (añade puntos intermedios si conoces la ruta), fuel "${fuel}" y corridor_km 3.`,
            road !== undefined &&
              `3. Llama también a ${ON_ROAD} con kind "road" y slug "${road}" para las estaciones de esa carretera, en orden de punto kilométrico.`,
            `${road !== undefined ? 4 : 3}. Llama a ${TRIP} con kind "trip", from_lat, from_lng, to_lat, to_lng y fuel "${fuel}" para el coste estimado.`,
            'Propón dos o tres paradas baratas repartidas por el camino, con precio, dirección y a qué altura del viaje quedan. Muestra meta.attribution.',
          )
        : lines(
            `Plan where to refuel ${fuel} on a trip from "${origin}" to "${destination}" (Spain):`,
            `1. Call ${SEARCH} for each place to get its coordinates.`,
            `2. Call ${ALONG} with points [[lat, lng] of the origin, ..., [lat, lng] of the destination] (add points in between if you know the route), fuel "${fuel}" and corridor_km 3.`,
            road !== undefined &&
              `3. Also call ${ON_ROAD} with kind "road" and slug "${road}" for the stations of that road, in km order.`,
            `${road !== undefined ? 4 : 3}. Call ${TRIP} with kind "trip", from_lat, from_lng, to_lat, to_lng and fuel "${fuel}" for the estimated cost.`,
            'Suggest two or three cheap stops spread along the way, with price, address and where on the trip they are. Show meta.attribution.',
          ),
    ),
  ],
};

/** The guide that explains the taxes of a province: its own for the Canary Islands, Ceuta and Melilla. */
const PRICE_GUIDE = `${RESOURCE_SCHEME}guides/como-se-forma-el-precio-del-combustible`;
const LOW_TAX_GUIDE = `${RESOURCE_SCHEME}guides/precio-combustible-canarias-ceuta-melilla`;

const priceBreakdown: PromptDefinition = {
  name: 'fuel_price_breakdown',
  title: 'What makes up the fuel price in a province',
  description:
    "Explain what a litre of fuel costs in a province and why: product, special tax and VAT (or the Canary Islands', " +
    "Ceuta's and Melilla's own taxes), against Spain's mean; embeds the guide that explains it.",
  arguments: [
    {
      name: 'province',
      description: 'A province, as a slug or INE code (malaga, 29); completion offers the slugs.',
      required: true,
      complete: 'province',
    },
    fuelArgument(TAXED_FUELS, 'gasoline_95'),
  ],
  messages: async ({ province: asked = '', fuel = 'gasoline_95' }, { language, served, read }) => {
    const dataset = served.dataset();
    const territories = dataset?.territories;
    const province = territories?.resolve('province', asked) ?? territories?.resolve('province', slugOf(asked));
    if (dataset && !province) {
      throw new ApiProblem('PROVINCE_NOT_FOUND', PROBLEM_DETAILS.territoryNotFound('province', asked));
    }
    const code = province?.slug ?? asked;
    const name = province?.name ?? asked;
    const lowTax = province
      ? dataset?.stationsIn({ level: 'province', code: province.code }).some((s) => s.low_tax_area)
      : false;
    const guide = await read(lowTax ? LOW_TAX_GUIDE : PRICE_GUIDE);
    return [
      text(
        language === 'es'
          ? lines(
              `Explica qué compone hoy el precio de ${fuel} en ${name}:`,
              `1. Llama a ${EXPLAIN} con kind "breakdown", province "${code}" y fuel "${fuel}": producto, impuesto especial e IVA de su precio medio.`,
              `2. Llama a ${EXPLAIN} con kind "taxes" para los tipos vigentes y sus fuentes.`,
              `3. Compáralo con España: ${PRICES} con fuel "${fuel}", sin level, y con level "province" y code "${code}".`,
              lowTax
                ? 'Esta provincia tiene su propia fiscalidad (sin impuesto especial sobre hidrocarburos ni IVA): explica la diferencia con la Península con la guía adjunta.'
                : 'Usa la guía adjunta para explicar las fórmulas, sin copiarla entera.',
              'Da las cifras en euros por litro con tres decimales y muestra meta.attribution.',
            )
          : lines(
              `Explain what makes up the price of ${fuel} in ${name} today:`,
              `1. Call ${EXPLAIN} with kind "breakdown", province "${code}" and fuel "${fuel}": product, special tax and VAT of its mean price.`,
              `2. Call ${EXPLAIN} with kind "taxes" for the rates in force and their sources.`,
              `3. Compare with Spain: ${PRICES} with fuel "${fuel}", without level, and with level "province" and code "${code}".`,
              lowTax
                ? 'This province has taxes of its own (no special hydrocarbon tax, no VAT): explain the difference with the mainland using the attached guide (it is in Spanish).'
                : 'Use the attached guide (in Spanish) to explain the formulas, without copying it whole.',
              'Give the figures in euros per litre with three decimals and show meta.attribution.',
            ),
      ),
      { role: 'user', content: { type: 'resource', resource: guide } },
    ];
  },
};

const pricesThisMonth: PromptDefinition = {
  name: 'prices_this_month',
  title: 'How fuel prices moved this month',
  description:
    'How the mean price of gasoline 95 or diesel moved from the first day of this month to the latest data, in Spain ' +
    'or a territory, against last month and against the other regions.',
  arguments: [
    placeArgument('A municipality, province or community of Spain; all of Spain when omitted.', false),
    fuelArgument(HISTORY_FUELS, 'gasoline_95'),
  ],
  messages: async ({ place, fuel = 'gasoline_95' }, { language, served }) => {
    // "This month" is the month of the latest data (Madrid time), up to its day.
    const latest = served.dataset()?.sourceDate ?? madridDate(served.clock.now());
    const [year, month, day] = latest.split('-').map(Number) as [number, number, number];
    const previous = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
    const fuelArg = `, fuel "${fuel}"`;
    const where = place === undefined ? (language === 'es' ? 'España' : 'Spain') : `«${place}»`;
    return [
      text(
        language === 'es'
          ? lines(
              `Cuenta cómo se ha movido el precio de ${fuel} en ${where} este mes (${latest.slice(0, 7)}, datos hasta el ${latest}):`,
              place !== undefined &&
                `1. Llama a ${SEARCH} con q "${place}" y toma el kind y el code (o slug) del territorio (comunidad, provincia o municipio).`,
              `${place !== undefined ? 2 : 1}. Llama a ${HISTORY} con kind "territory"${place !== undefined ? ', level y code de ese territorio' : ''}${fuelArg} y days ${day}: la media diaria desde el día 1.`,
              `${place !== undefined ? 3 : 2}. Llama a ${REPORT} con kind "report" y month "${previous}" para comparar con el mes pasado, y a ${REGIONS}${fuelArg} para ver dónde está más caro y más barato hoy.`,
              'Resume el cambio del primer al último día en céntimos por litro y en %, el día más caro y el más barato, y muestra meta.attribution.',
            )
          : lines(
              `Tell how the price of ${fuel} moved in ${where} this month (${latest.slice(0, 7)}, data up to ${latest}):`,
              place !== undefined &&
                `1. Call ${SEARCH} with q "${place}" and take the territory's kind and code (or slug): community, province or municipality.`,
              `${place !== undefined ? 2 : 1}. Call ${HISTORY} with kind "territory"${place !== undefined ? ", that territory's level and code" : ''}${fuelArg} and days ${day}: the daily mean since the 1st.`,
              `${place !== undefined ? 3 : 2}. Call ${REPORT} with kind "report" and month "${previous}" to compare with last month, and ${REGIONS}${fuelArg} to see where it is dearest and cheapest today.`,
              'Sum up the change from the first to the last day in cents per litre and in %, the dearest and the cheapest day, and show meta.attribution.',
            ),
      ),
    ];
  },
};

// Issue 43: a refuelling plan for a stretch of one of the catalogue's routes.
const PLAN_KIND = 'plan';
const NEAR = tool('find_fuel_near');
if (!MCP_TOOLS.find((t) => t.name === ALONG)?.operations.some((op) => op.kind === PLAN_KIND)) {
  throw new Error(`${ALONG} has no kind ${PLAN_KIND}`);
}

/** A tank's litres typed as a prompt argument: a number above 0, at most 200. */
function litresArgument(name: string, value: string): number {
  const litres = Number(value.replace(',', '.'));
  if (!Number.isFinite(litres) || litres <= 0 || litres > 200) {
    throw invalidParameter(name, value, PARAMETER_REASONS.limit('> 0 and <=', 200));
  }
  return litres;
}

/** The watch's price, as its parameter takes it (0.1 to 5 euros). */
function belowArgument(value: string): number {
  const price = Number(value.replace(',', '.'));
  if (!Number.isFinite(price) || price < 0.1 || price > 5) {
    throw invalidParameter('below', value, PARAMETER_REASONS.betweenOthers('0.1', 0.1, '5', 5));
  }
  return price;
}

const planRefuelling: PromptDefinition = {
  name: 'plan_refuelling',
  title: 'Where to refuel on a route of the catalogue',
  description:
    "Plan the cheapest stops on one of the catalogue's driving routes, between two places of its path: where to " +
    'stop, how many litres, what it costs, and what it saves against refuelling at the reserve or at the cheapest ' +
    'station in reach.',
  arguments: [
    { name: 'origin', description: 'Where the trip starts: a place on the path of a catalogue route.', required: true },
    { name: 'destination', description: 'Where it ends: another place on the same route.', required: true },
    fuelArgument(TRIP_FUELS, 'gasoline_95'),
    { name: 'tank_l', description: "The tank's capacity in litres (kg for cng).", required: true },
    { name: 'start_l', description: 'Litres in the tank at the start.', required: true },
  ],
  messages: async ({ origin = '', destination = '', fuel = 'gasoline_95', tank_l, start_l }, { language }) => {
    const tank = litresArgument('tank_l', tank_l ?? '');
    const start = litresArgument('start_l', start_l ?? '');
    const stretch = findRouteStretch(origin, destination);
    if (!stretch) throw new ApiProblem('ROUTE_NOT_FOUND', PROBLEM_DETAILS.noRouteStretch(origin, destination));
    const { route, from, to, points, lengthKm } = stretch;
    const call = JSON.stringify({
      kind: PLAN_KIND,
      points,
      length_km: lengthKm,
      fuel,
      tank_l: tank,
      start_l: start,
    });
    return [
      text(
        language === 'es'
          ? lines(
              `Planifica dónde repostar ${fuel} de «${from}» a «${to}» por la ruta «${route.title}» (${route.slug}), con un depósito de ${tank} L y ${start} L al salir:`,
              `1. Llama a ${ALONG} con ${call} (los puntos del recorrido en orden de viaje y los ${lengthKm} km de carretera del tramo). Añade departure si no se sale ahora, o reserve_l si la reserva no es de 5 L.`,
              '2. Para cada parada de plan.stops da la estación, su dirección, el km, la hora de llegada, los litros, el precio y el coste; luego el coste total y el combustible al llegar.',
              '3. Di el ahorro frente a repostar al entrar en la reserva (baselines.reserve_fill.saving) y en la más barata al alcance (baselines.cheapest_in_range.saving).',
              '4. Si responde PLAN_NOT_FEASIBLE, explica dry_at_km y gap_km y propone salir con más combustible o ampliar corridor_km (hasta 10).',
              `5. Para sopesar otra estación cerca de una parada, llama a ${NEAR} con su lat y lng, sort "total_cost" y litres los de esa parada.`,
              'Los desvíos se estiman en línea recta × 1,3. Muestra meta.attribution.',
            )
          : lines(
              `Plan where to refuel ${fuel} from "${from}" to "${to}" on the route "${route.title}" (${route.slug}), with a ${tank} L tank and ${start} L at the start:`,
              `1. Call ${ALONG} with ${call} (the path's points in travel order and the stretch's ${lengthKm} km of road). Add departure unless leaving now, or reserve_l if the reserve is not 5 L.`,
              '2. For each stop of plan.stops give the station, its address, the km, the arrival time, the litres, the price and the cost; then the total cost and the fuel left at the end.',
              '3. Say the saving against refuelling on reaching the reserve (baselines.reserve_fill.saving) and at the cheapest station in reach (baselines.cheapest_in_range.saving).',
              '4. If it answers PLAN_NOT_FEASIBLE, explain dry_at_km and gap_km and suggest leaving with more fuel or a wider corridor_km (up to 10).',
              `5. To weigh another station near a stop, call ${NEAR} with its lat and lng, sort "total_cost" and litres that stop's litres.`,
              'Detours are estimated as the straight line × 1.3. Show meta.attribution.',
            ),
      ),
    ];
  },
};

const shouldIFillUp: PromptDefinition = {
  name: 'should_i_fill_up',
  title: 'Should I fill up now or wait?',
  description:
    "Whether to fill up today or wait for a cheaper weekday in a place of Spain, from the service's own history: the " +
    'advice with its evidence and backtest, the trend, what a good price is there today, and the cheapest stations.',
  arguments: [
    placeArgument('A municipality, province or community of Spain; all of Spain when it is "España".'),
    fuelArgument(INSIGHT_FUELS, 'gasoline_95'),
  ],
  messages: async ({ place, fuel = 'gasoline_95' }, { language }) => [
    text(
      language === 'es'
        ? lines(
            `¿Me conviene repostar ${fuel} hoy en «${place}» (España) o esperar? Usa las herramientas de precios de carburantes:`,
            `1. Llama a ${SEARCH} con q "${place}" y toma el level y el code (o slug) del territorio: municipio, provincia o comunidad. Si coinciden varios, pregúntame cuál.`,
            `2. Llama a ${INSIGHTS} con ese level y code y fuel "${fuel}".`,
            '3. Da el consejo (advice.action: repostar ya o esperar a advice.weekday, advice.date) con su advice.evidence, y di cuánto se habría ahorrado siguiéndolo (advice.backtest: days, mean_saving, not_worse_pct). No prometas un ahorro que el backtest no respalde.',
            '4. Di si los precios suben o bajan (trend.change_7d y change_28d) y qué es un buen precio allí hoy: por debajo de spread.p10 está entre el 10 % más barato.',
            `5. Llama a ${CHEAPEST} con el mismo level y code y fuel "${fuel}" para las tres estaciones más baratas, con price_since (desde cuándo mantienen el precio) y cheaper_than_pct.`,
            'Los importes son euros por litro (por kilo para cng). Di la fecha de los datos (meta.last_updated) y muestra meta.attribution.',
          )
        : lines(
            `Should I fill up with ${fuel} today in "${place}" (Spain) or wait? Use the fuel price tools:`,
            `1. Call ${SEARCH} with q "${place}" and take the territory's level and code (or slug): municipality, province or community. If several match, ask me which one.`,
            `2. Call ${INSIGHTS} with that level and code and fuel "${fuel}".`,
            '3. Give the advice (advice.action: fill up now or wait until advice.weekday, advice.date) with its advice.evidence, and say what following it would have saved (advice.backtest: days, mean_saving, not_worse_pct). Promise no saving the backtest does not support.',
            '4. Say whether prices are rising or falling (trend.change_7d and change_28d) and what a good price is there today: below spread.p10 is among the cheapest 10 %.',
            `5. Call ${CHEAPEST} with the same level and code and fuel "${fuel}" for the three cheapest stations, with price_since (since when they have held the price) and cheaper_than_pct.`,
            "Amounts are euros per litre (per kilo for cng). Say the data's date (meta.last_updated) and show meta.attribution.",
          ),
    ),
  ],
};

const watchPrices: PromptDefinition = {
  name: 'watch_prices',
  title: 'Tell me when a price is reached',
  description:
    'Watch the stations around a place of Spain for a fuel: which are at or under a price now, when prices crossed it ' +
    'in the last 90 days, and how to be told again (a feed to subscribe to, or the changes since the last look).',
  arguments: [
    placeArgument('A municipality, postal code, province or community of Spain.'),
    fuelArgument(WATCH_FUELS, 'diesel'),
    { name: 'below', description: 'The price to be told of, euros per litre (per kg for cng), e.g. 1.45.' },
  ],
  messages: async ({ place, fuel = 'diesel', below }, { language }) => {
    const price = below === undefined ? undefined : belowArgument(below);
    const belowAsked = price === undefined ? '' : `, below ${price}`;
    const feed = `/v1/watch.atom?lat=…&lng=…&radius_km=5&fuel=${fuel}${price === undefined ? '' : `&below=${price}`}`;
    return [
      text(
        language === 'es'
          ? lines(
              `Avísame cuando el ${fuel} esté${price === undefined ? ' más barato' : ` a ${price} € o menos`} cerca de «${place}» (España). Usa las herramientas de precios de carburantes:`,
              `1. Llama a ${SEARCH} con q "${place}" para obtener sus coordenadas. Si coinciden varios lugares, pregúntame cuál.`,
              `2. Llama a ${WATCH} con kind "watch", lat y lng de ese lugar, radius_km 5, fuel "${fuel}"${belowAsked}.`,
              '3. Da las estaciones que ya están en ese precio (stations: nombre, dirección, precio, price_since) y los últimos cruces (events: estación, precio anterior y nuevo, at).',
              `4. Para que me avisen sin preguntar: el canal Atom ${feed} (con las mismas coordenadas) en un lector de canales, o ${WATCH} kind "changes" con since = el meta.next_since de la última respuesta.`,
              'Los precios son euros por litro con tres decimales. Di la fecha de los datos (meta.last_updated) y muestra meta.attribution.',
            )
          : lines(
              `Tell me when ${fuel} is${price === undefined ? ' cheaper' : ` at or under €${price}`} near "${place}" (Spain). Use the fuel price tools:`,
              `1. Call ${SEARCH} with q "${place}" to get its coordinates. If several places match, ask me which one.`,
              `2. Call ${WATCH} with kind "watch", that place's lat and lng, radius_km 5, fuel "${fuel}"${belowAsked}.`,
              '3. Give the stations already at that price (stations: name, address, price, price_since) and the latest crossings (events: station, old and new price, at).',
              `4. To be told without asking: the Atom feed ${feed} (with the same coordinates) in a feed reader, or ${WATCH} kind "changes" with since = the meta.next_since of the last answer.`,
              "Prices are euros per litre with three decimals. Say the data's date (meta.last_updated) and show meta.attribution.",
            ),
      ),
    ];
  },
};

/** "Santa Cruz de Tenerife" → "santa-cruz-de-tenerife": a name typed where a slug is asked. */
const slugOf = (name: string): string => normalize(name).replaceAll(' ', '-');

export const PROMPTS: readonly PromptDefinition[] = [
  cheapestFuelNear,
  fuelAlongTrip,
  priceBreakdown,
  pricesThisMonth,
  planRefuelling,
  shouldIFillUp,
  watchPrices,
];

/** The longest value of a prompt's argument, and so of what completion/complete is asked to complete. */
export const MAX_ARGUMENT_CHARACTERS = 100;

/** The arguments as the prompt takes them; an INVALID_PARAMETER problem for an unknown, missing or wrong one. */
export function checkedArguments(
  prompt: PromptDefinition,
  given: Readonly<Record<string, string>> | undefined,
): Record<string, string> {
  const names = prompt.arguments.map((argument) => argument.name);
  const args: Record<string, string> = {};
  for (const [name, value] of Object.entries(given ?? {})) {
    const definition = prompt.arguments.find((argument) => argument.name === name);
    if (!definition) throw invalidParameter(name, undefined, PARAMETER_REASONS.notAPromptArgument(names));
    const trimmed = value.trim();
    if (trimmed === '') continue;
    if (trimmed.length > MAX_ARGUMENT_CHARACTERS) {
      throw invalidParameter(name, trimmed, PARAMETER_REASONS.maxCharacters(MAX_ARGUMENT_CHARACTERS));
    }
    const { complete } = definition;
    if (Array.isArray(complete) && !complete.includes(trimmed)) {
      throw invalidParameter(name, trimmed, PARAMETER_REASONS.oneOf(complete));
    }
    args[name] = trimmed;
  }
  for (const argument of prompt.arguments) {
    if (argument.required && args[argument.name] === undefined) {
      throw invalidParameter(argument.name, undefined, PARAMETER_REASONS.required);
    }
  }
  return args;
}
