// Generated from openapi.yaml by `npm run generate`. Do not edit.
/* biome-ignore-all lint: generated */
export interface paths {
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Index of the API
         * @description Every endpoint (method, path, summary, rate class, MCP tool), the addresses of this OpenAPI description, of the MCP server (tools, resources, prompts) and of the documentation, and the open-data downloads. Takes no parameters.
         *
         *     The downloads (CC BY 4.0, regenerated on each refresh): `/downloads/stations.csv`, `.json`, `.geojson` and `.parquet` (every public station with its current prices; the same columns in every format, prices named `price_<fuel code>`, e.g. `price_gasoline_95`, `price_lng`), `/downloads/daily-prices.csv.gz` and `.parquet` (the daily series), and `/downloads/datapackage.json`, the data dictionary (Frictionless Data Package: size, SHA-256, licence, source and the type, unit and meaning of every column). In the CSV files, a text cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return is written with an apostrophe (`'`) before it, so that a spreadsheet shows it as text and never runs it as a formula (OWASP, CSV Injection): the value is the cell without that apostrophe, as the other formats hold it; numbers, negative ones included, are written as they are. Each carries `ETag`, `Last-Modified` and `Link: rel="license"`, and answers `If-None-Match` and `Range`. The text files are served gzip- or Brotli-compressed when `Accept-Encoding` allows (`Vary: Accept-Encoding`, an ETag per encoding, no `Accept-Ranges`); a request with `Range` gets bytes of the uncompressed file.
         *
         *     The full archive (`archive`): every day the service has loaded, never pruned (the API itself serves 90 days), as one Parquet file per month of station-day prices, `/downloads/archive/prices-YYYY-MM.parquet` (date, station_id, fuel, price), and one of the territory daily aggregates, `/downloads/archive/aggregates-YYYY-MM.parquet` (date, level, code, fuel, average, median, minimum, maximum, stations), each listed with its size, SHA-256 and number of days, and in the data dictionary with its columns and the exact days it holds. The month of the data's date gains each new day; an earlier month changes only when a missing day is added to it. These files are sent as they are (Parquet is compressed already), with a strong `ETag` (from the SHA-256), `Repr-Digest`, `Last-Modified`, `If-None-Match` and `Range`; a month the archive does not hold is 404 `ENDPOINT_NOT_FOUND`. The sizes and hashes here and in the dictionary describe the files served with the same data: a copy of this index kept past the next refresh may name an earlier version of the current month.
         *
         *     A client whose `Accept` header gives `text/html` a higher quality than `application/json` (a browser) gets instead a self-contained page drawn from this API's own answers: a map of the provinces coloured by today's mean price of a chosen fuel, the Spain daily mean of the last 90 days, today's cheapest stations, the age and attribution of the data, and links to the documentation, the downloads and the MCP server. No `Accept`, `*\/*`, `application/json` or a tie keep the JSON index (`Vary: Accept`). The page is not rate-limited, ignores the query string and is kept 6 hours by the browser (`private, max-age=21600`: not by shared caches, some of which ignore `Vary`).
         */
        get: operations["getIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/openapi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI description
         * @description The OpenAPI 3.1 description of the API as JSON. Takes no parameters. The same document is also served at the addresses tools look at first (`x-aliases`): `/openapi.json`, the same JSON with the same ETag, and `/openapi.yaml`, the same document written as YAML (`application/yaml`, an ETag of its own). All three count against the same limits and answer with the same Cache-Control, CORS headers and conditional requests (`If-None-Match`, 304).
         */
        get: operations["getOpenApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service status
         * @description API version, the date of the data and the next update, whether the data is current (`status`, with `overdue_at`: the data is overdue 14 hours after its time, whatever the cause), and how the last refresh went. Takes no parameters. Never cached.
         */
        get: operations["getStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/stations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Several stations' records in one call
         * @description The full records of 1 to 20 stations named in `ids` (for an app or a sensor following its favourite stations: one request against the limits instead of one per station), each as /v1/stations/{id} gives it, with every price, `price_updated_at` and `open_now`, in the order of `ids`. Ids that name no station selling to the public are listed in `not_found` instead of failing the call; those of them that were in the register's public list within the last 90 days (a station that closed, say) are listed again in `left_register`, each with the day it was last there and its history, apart from ids never seen. More than 20 ids, a repeated id, or an id that is not a whole number without leading zeros gives 400 INVALID_PARAMETER naming `ids`.
         */
        get: operations["getStations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/stations/nearby": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stations near a point
         * @description Stations with a price of the chosen fuel within `radius_km` (great-circle distance from the centre rounded to 3 decimals), sorted by price (ties by distance, then id), by distance (ties by price, then id) or by total_cost (ties by distance, then id; each entry carries it).
         */
        get: operations["findStationsNearby"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/stations/cheapest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cheapest stations in Spain, a territory or around a point
         * @description Three scopes, chosen by the parameters:
         *     - **Spain** (no `level`, or `level=spain`, no `code`): the peninsula and the Balearic Islands
         *       in `stations`; the Canary Islands, Ceuta and Melilla (no hydrocarbon tax) ranked separately in
         *       `low_tax_stations`. With `include_low_tax=true` all of Spain is ranked together in `stations`
         *       and `low_tax_stations` is null.
         *     - **A territory**: `level` (community, province or municipality) with `code` (INE code or slug;
         *       a municipality by the ministry id or slug).
         *     - **Around a point**: `lat` and `lng`, with `radius_km` (default 10, at most 50).
         *
         *     Other combinations give 400: `code` without `level` or with `level=spain`, `level` other than
         *     spain without `code`, `lat` without `lng` (or the reverse), a point together with `level`/`code`,
         *     `radius_km` without a point, `include_low_tax` outside the Spain scope. Ties in price are
         *     broken by station id (every price of a snapshot has the same update time).
         */
        get: operations["findCheapestStations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/stations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One station's record
         * @description The full record of one station: every fuel and product price with its unit and update time, opening hours as text and structured, road and km point where the address gives them. STATION_NOT_FOUND for unknown stations and for stations that do not sell to the public. A station that has left the register's public list within the last 90 days is still 404 STATION_NOT_FOUND, whose problem says so and carries the extension members `last_seen` and `history_url`. A station that sells, but not to the public (Tipo Venta R), has not left: one in today's register, or whose last record in it was restricted, gets the problem of any id that sells to no one.
         */
        get: operations["getStation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/stations/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Daily prices of one station
         * @description The daily price of each fuel the station sold in the window (or of one `fuel`), for the `days` days that end on the date of the latest data. A day without a price is listed with `price: null`. A station that has left the register's public list is answered while any of its days are inside the window, with `left_register` (its last record and the day it was last there); `left_register` is null for a station in the register. STATION_NOT_FOUND for unknown or non-public stations (Tipo Venta R, in today's register or restricted in its last record: the problem of any id that sells to no one), and for one that left before the window (its problem then carries `last_seen` and `history_url`, whose `days` reaches its last day).
         */
        get: operations["getStationHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Price statistics of Spain or a territory
         * @description Per fuel: mean, median, minimum and maximum price, number of stations, change of the mean against the previous day, the Spain mean and the difference to it in %, the cheapest station and the fuel page. `level` defaults to spain; any other level needs `code` (INE code or slug; municipality id or slug). All fuels unless `fuel` is given.
         */
        get: operations["getPrices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prices of one product
         * @description Today's mean, median and extremes of a product (AdBlue, gas oil B, HVO, LNG, E10 petrols) and the cheapest stations that report it, in Spain or in one community. An unknown product gives 404 PRODUCT_NOT_FOUND.
         */
        get: operations["getProductPrices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/territories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Communities, provinces and municipalities
         * @description `level=community` (the default) lists the 19 communities; `level=province` the 52 provinces, or those of the community given in `parent`; `level=municipality` the municipalities of the province given in `parent`, which is then required. `parent` is not accepted with `level=community`. Each territory has its code, slug, name, parent, number of public stations and web page. Communities and provinces are listed by code, municipalities by name.
         */
        get: operations["listTerritories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find places, postal codes and stations
         * @description Turns a place name, a postal code or a station name into identifiers usable elsewhere in the API. Case- and accent-insensitive; ranked exact match, then prefix, then fuzzy; ties by kind (community, province, municipality, postal code, station) and name.
         */
        get: operations["searchPlaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Station brands and their prices
         * @description Every brand with its number of public stations and, per fuel it sells, its mean price against the Spain mean. Unbranded stations are grouped under `independiente`. Sorted by number of stations, then slug. Takes no parameters.
         */
        get: operations["listBrands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One brand's record
         * @description One brand: its stations by community, its price position per fuel (mean, difference to the Spain mean, rank among brands with at least 10 stations selling that fuel, 1 = cheapest) and its cheapest stations for `fuel`. BRAND_NOT_FOUND for an unknown slug.
         */
        get: operations["getBrand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rankings/regions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Communities or provinces ordered by price
         * @description Communities (`level=community`, the default) or provinces ordered by the mean price of `fuel`, cheapest first (ties by code), with rank, mean, number of stations and the difference to the Spain mean in %.
         */
        get: operations["rankRegions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Is it a good price? Patterns and when to fill up
         * @description One `fuel` in Spain or a territory (`level`, `code`): weekday effect of the last full weeks (up to 12), trend against 7 and 28 days ago, spread of today's prices, brand premiums, and whether to fill up now or wait for a cheaper weekday, with the rule's backtest. Each figure's definition is in the schema.
         */
        get: operations["getPriceInsights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What changed since an instant
         * @description The price changes served after `since` (in Spain, or the stations of a territory: `level`, `code`; one `fuel` or every fuel), ordered by `at`, then station id, then fuel (the order of the Fuel enum), and the stations that joined or left the register's public list in that time. What a change is, what `at` is, and how the window and the days it lacks count are defined in ChangesData. `since` before the window's first instant gives 400 INVALID_PARAMETER naming `since` and that instant; `since` after the data served gives empty lists. `meta.next_since` is the instant of the data served: a client loops by asking again, after the next update, with the last `next_since` it received as `since`, so every client that polls after the same publication asks the same address and a shared cache answers them all. An answer cut by `limit` says so (`meta.truncated`) and names the next page (`meta.next_page`: the same address with `after`, the key of the last change given).
         */
        get: operations["getPriceChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/watch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A watch on stations' prices
         * @description A watch is a query: the stations (a point with `lat`, `lng` and `radius_km`, at most 50 km, the `limit` nearest that sell `fuel` today, ties by id; or 1 to 20 `ids`, as `/v1/stations?ids=` reads them), `fuel`, and optionally `below`, a price. The answer gives the watched stations whose price today is at or under `below` (every watched station without it), by price then id, with `price_since` and `previous_price`; and `events`: each day of the history window on which a watched station's price of `fuel` crossed `below` (from above it to at or under it, `down`, or back, `up`), or without `below` changed; the 100 newest, newest first (a change and its `at` as `/v1/changes` defines them). The same watch is offered as an Atom 1.0 feed (RFC 4287) and as a JSON Feed 1.1, by content negotiation here (`Accept: application/atom+xml` or `application/feed+json` preferred to `application/json`; `Vary: Accept`) and at `/v1/watch.atom` and `/v1/watch.feed.json`. Each event is an entry whose id is a `tag:` URI of the station, fuel and day, the same in every form and every watch, so a reader never shows one twice; its title is in the answer's language. Each form has an ETag of its own; all are cached until the next update. Give either a point or `ids`, not both; `radius_km` and `limit` only with a point.
         */
        get: operations["getWatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/watch.atom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A watch as an Atom 1.0 feed
         * @description The watch of `/v1/watch` (the same parameters and rules) as an Atom 1.0 feed (RFC 4287), whatever `Accept` says.
         */
        get: operations["getWatchAtom"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/watch.feed.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A watch as a JSON Feed 1.1
         * @description The watch of `/v1/watch` (the same parameters and rules) as a JSON Feed 1.1, whatever `Accept` says.
         */
        get: operations["getWatchJsonFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Daily price series of Spain or a territory
         * @description Daily mean, median, minimum and maximum of `fuel` (default gasoline_95) in Spain (`level` defaults to spain) or a territory (`level` + `code`), for the `days` days (default 30) ending on the date of the latest data, with the change of the mean over the period (absolute and %). A day without data is listed with null values.
         */
        get: operations["getPriceHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/history/monthly": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Monthly Spain prices since 2005
         * @description Monthly means of petrol 95 and diesel in Spain, with and without taxes, from the European Commission's Weekly Oil Bulletin, since January 2005. The monthly mean is the mean of the weekly prices whose bulletin date (a Monday) falls in that month. Both fuels unless `fuel` is given; `from` and `to` (YYYY-MM) bound the months; `from` after `to` gives 400.
         */
        get: operations["getMonthlyHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Available monthly reports
         * @description The finished months that have daily data, newest first. Takes no parameters.
         */
        get: operations["listReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports/{month}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Report of one month
         * @description For a finished month with data: per fuel the Spain mean, minimum, maximum and change against the previous month; mean and rank by community and by province; the cheapest and the most expensive provinces; the brands with the lowest means; the days covered. A month not yet finished (Europe/Madrid) gives 400 INVALID_PARAMETER; a month without data gives 404 REPORT_NOT_FOUND.
         */
        get: operations["getReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/route/fuel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cheapest fuel along a route
         * @description The stations within `corridor_km` of the caller's polyline (points in travel order), each with its distance to the route and its position along it, ranked by the price of `fuel` (ties by position along the route, then id), and the estimated fuel cost of the whole route: route length × consumption (the caller's, or the default of the fuel: gasoline_95 and gasoline_98 6.5 L/100 km, diesel and diesel_premium 5.5 L/100 km, lpg 8.5 L/100 km, cng 4.5 kg/100 km) × the mean price of the stations in the corridor (the Spain mean when the corridor has none; `price_source` says which). When no station of Spain reports `fuel` today the stations are the answer and the cost is unknown: `price` and `cost` are null and `price_source` is `none`. A route longer than 1,500 km gives 400. A body must be UTF-8 JSON (a leading byte order mark is ignored) nesting arrays and objects at most 32 levels deep; deeper gives 400 INVALID_PARAMETER naming `body`, an empty body 400 INVALID_JSON. Never cached. Only POST is allowed here.
         */
        post: operations["findFuelAlongRoute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/route/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Plan where to refuel on a route
         * @description The cheapest way to drive the caller's route (points as /v1/route/fuel takes them) with a real tank: which stations of the corridor to stop at, how many whole litres to buy at each, and what it costs (fuel at each station's price less the caller's brand discounts, plus each detour's fuel there and back), with the tank never below `reserve_l` nor above `tank_l` and every stop open at its estimated arrival. Optimal by an exact method (dynamic programming over the corridor's stations, litres in steps of 1). Beside it, two baselines on the same route: refuelling when the reserve is reached, and at the cheapest station within reach, each with the plan's saving against it. The model, to the figure, is in the `RoutePlanData` schema. The body: `points`, `fuel` and `corridor_km` as /v1/route/fuel takes them; `tank_l`; `start_l`, from `reserve_l` to `tank_l`; `consumption_l_100km` (the fuel's default when omitted); `reserve_l` (5, less than `tank_l`); `departure`, RFC 3339 with seconds and an offset, from 1 day before the request to 7 days after (the minute of the request when omitted); `speed_kmh`; `discounts`, brand slug (/v1/brands) to cents per litre off, read to a tenth of a cent (an unknown brand is refused); `max_stops` (no limit when omitted); `length_km`, the road's length when the points only outline it (a few waypoints): positions along the points are stretched to it (at least the points' own length). For cng every litre is a kilogram. 422 PLAN_NOT_FEASIBLE when no plan reaches the end. The body follows /v1/route/fuel's rules (UTF-8 JSON, 32 KB, 32 levels, a route up to 1,500 km). Never cached. Only POST is allowed here.
         */
        post: operations["planRefuelStops"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/roads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Roads with their stations
         * @description Motorways (AP-), dual carriageways (A- and regional autovías) and national roads (N-) with at least 8 located stations, derived from the road references in station addresses, with the communities crossed and the cheapest price of the main fuels. Sorted by number of stations. Takes no parameters.
         */
        get: operations["listRoads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/roads/{slug}/stations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stations of one road
         * @description The road's stations ordered along the road by km point (ties by id), with the price of `fuel` (null where the station does not sell it), optionally between `km_from` and `km_to`. `limit` (default 50) keeps the first stations in km order. ROAD_NOT_FOUND for an unknown road.
         */
        get: operations["getRoadStations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/routes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Catalogue of car and motorbike routes
         * @description Scenic routes written by the project, filterable by `type`, `region` (a community slug or INE code the route crosses) and `q` (case- and accent-insensitive text in title, summary and highlights). Sorted by title.
         */
        get: operations["listRoutes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/routes/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One route with the cheapest fuel along it
         * @description One route: its path, season, highlights, photos with credit, text, the cheapest stations of `fuel` within 3 km of its path and the estimated fuel cost of driving it (length × consumption × the mean price in the corridor, else the Spain mean; with neither, `price` and `cost` are null and `price_source` is `none`). ROUTE_NOT_FOUND for an unknown route.
         */
        get: operations["getRoute"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/routes/{slug}/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Plan where to refuel on one of the routes
         * @description The refuelling plan of POST /v1/route/plan for one route of the catalogue, in the direction its path is written, with the same options as query parameters (`discounts` written `brand:cents,brand:cents`). The route's path is a few straight legs that run short of the road: positions along it are scaled so that its end falls at the route's stated `length_km`, and that is the distance the tank follows. Cached until the next update (or until a listed station's `open_now` changes) when `departure` is given; without it the plan departs at the minute of the request and its answer holds until that minute ends (Cache-Control max-age at most 60). ROUTE_NOT_FOUND for an unknown route, 422 PLAN_NOT_FEASIBLE when no plan reaches the end.
         */
        get: operations["getRoutePlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search guides, posts and routes
         * @description Case- and accent-insensitive full-text search across guides, posts and routes, ranked by where the words match (title above direct answer above body), then by date. Without `q`, the newest items. Filters `type` and `tag`.
         */
        get: operations["searchContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/content/{type}/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One guide, post or route
         * @description The full markdown text of one item with its FAQ, sources and related links. 404 GUIDE_NOT_FOUND, ARTICLE_NOT_FOUND (posts) or ROUTE_NOT_FOUND for an unknown slug.
         */
        get: operations["getContentItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calc/trip-cost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fuel cost of a trip
         * @description Fuel cost of a trip. The distance comes from `km`, or from `from_lat`, `from_lng`, `to_lat` and
         *     `to_lng` (straight line × 1.25). Exactly one of the two forms is required: giving both, or an
         *     incomplete set of coordinates, gives 400. A one-way route over 1,500 km gives 400.
         *
         *     Formula: `total_km = one_way_km × (2 if round_trip else 1)`;
         *     `litres = total_km × consumption / 100`; `cost = litres × price`;
         *     `cost_per_person = cost / people`.
         *
         *     Defaults: `consumption` per fuel (gasoline_95 and gasoline_98 6.5 L/100 km, diesel and
         *     diesel_premium 5.5 L/100 km, lpg 8.5 L/100 km, cng 4.5 kg/100 km); `people` 1; `round_trip` false.
         *     The price is the caller's `price`, else the mean of `province`, else the Spain mean;
         *     `price` and `province` together give 400. The answer says which (`price_source`). When no station
         *     (of `province`, or of Spain) reports a price of `fuel` today, the answer is 400 INVALID_PARAMETER
         *     naming `price`: give it (waiting does not help). The same rule holds for every calculator.
         */
        get: operations["calculateTripCost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calc/tank-cost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cost of filling the tank
         * @description Cost of filling a tank of `capacity` litres from its current `level`, at today's mean price
         *     and at today's cheapest price (Spain, or `province`), and the difference.
         *
         *     Levels as the fraction of the tank still full: `vacio` 0, `reserva` 0.1 (the reserve light
         *     typically comes on with about a tenth left), `1-4` 0.25, `1-2` 0.5, `3-4` 0.75.
         *     Formula: `litres_to_fill = capacity × (1 − fraction)`; `cost = litres_to_fill × price`.
         *     With `price`, the caller's price replaces the mean; the cheapest price still comes from the data, so
         *     when no station reports `fuel` today the answer is 400 INVALID_PARAMETER naming `fuel` (or `province`
         *     when only that province lacks it), with or without `price`; /v1/calc/trip-cost takes a price of
         *     the caller's instead.
         */
        get: operations["calculateTankCost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calc/vehicle-costs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Petrol against diesel, or electric against fuel
         * @description Cost per km and per year of two vehicles, the yearly saving of the cheaper-to-run one, the
         *     payback in years of its extra purchase price, and the km per year from which it pays off within
         *     its extra price over one year of use (`break_even_km_per_year`).
         *
         *     `compare=petrol_vs_diesel` accepts `petrol_consumption` (default 6.5 L/100 km), `diesel_consumption`
         *     (5.5), `petrol_price` and `diesel_price` (default today's Spain means of gasoline_95 and diesel),
         *     `diesel_extra_price` (default 1,500 EUR) and `diesel_extra_yearly_cost` (default 0 EUR).
         *     `compare=ev_vs_fuel` accepts `petrol_consumption`, `petrol_price` (the combustion car, petrol),
         *     `ev_consumption` (default 17 kWh/100 km), `electricity_price` (default 0.20 EUR/kWh, an assumption
         *     for home charging) and `ev_extra_price` (default 8,000 EUR). A parameter of the other comparison
         *     gives 400. When no station reports gasoline_95 (or diesel) today and the caller gives no
         *     `petrol_price` (`diesel_price`), the answer is 400 INVALID_PARAMETER naming that parameter.
         *
         *     Formula: `cost_per_km = consumption / 100 × price`; `cost_per_year = cost_per_km × km_per_year
         *     (+ extra yearly cost)`; `yearly_saving = dearer_to_run − cheaper_to_run`;
         *     `payback_years = extra_price / yearly_saving`; `break_even_km_per_year = (extra_price +
         *     extra_yearly_cost) / (per-km saving)`, null when the dearer vehicle never pays off.
         */
        get: operations["compareVehicleCosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calc/savings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Saving from refuelling at a cheaper station
         * @description Saving per refuel, per month and per year of paying `cheap_price` instead of `usual_price`, and
         *     whether a detour of `detour_km` (round trip) to the cheaper station pays off.
         *
         *     Defaults: `quantity_per_refuel` 40 L, `refuels_per_month` 4, `detour_km` 0, `consumption` per
         *     fuel as in /v1/calc/trip-cost. Formula: `saving_per_refuel = (usual_price − cheap_price) ×
         *     quantity_per_refuel`; `detour_cost = detour_km × consumption / 100 × cheap_price`;
         *     `net_saving_per_refuel = saving_per_refuel − detour_cost`; per month × `refuels_per_month`; per
         *     year × 12. The detour pays off when `net_saving_per_refuel > 0`. Both prices are the caller's:
         *     this calculator never needs the day's data.
         */
        get: operations["calculateSavings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calc/adblue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * AdBlue consumption and cost
         * @description Litres and euros of AdBlue per month and per year and, with `tank_litres`, refills per year.
         *     Defaults: `litres_per_1000km` 1.5 (a typical passenger-car dosing; vans and lorries use more),
         *     `price` today's Spain mean of AdBlue at the pump (when no station reports AdBlue today and no `price`
         *     is given, 400 INVALID_PARAMETER naming `price`). Formula: `litres_per_year = km_per_year / 1000 ×
         *     litres_per_1000km`; per month / 12; `cost = litres × price`; `refills_per_year = litres_per_year /
         *     tank_litres`.
         */
        get: operations["calculateAdblue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calc/price-breakdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A fuel price split into product and taxes
         * @description A price of `fuel` (the Spain mean, the mean of `province`, or the caller's `price`) split into the
         *     product (before taxes), the hydrocarbon excise and VAT, or the taxes of the regime that applies
         *     (the Canary Islands, Ceuta and Melilla follow from `province`), with shares in %. Rates are those
         *     in force on the date of the data (see /v1/taxes). Only liquid road fuels sold by the litre are
         *     broken down (gasoline_95, gasoline_98, diesel, diesel_premium); other fuels give 400.
         *     Peninsula and Balearics: `vat = price × rate / (1 + rate)`; `product = price − vat − excise`.
         *     When no station (of `province`, or of the peninsula and the Balearic Islands) reports `fuel` today,
         *     the answer is 400 INVALID_PARAMETER naming `price`.
         */
        get: operations["getPriceBreakdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/taxes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fuel taxes and the current reduction
         * @description The fuel tax table per territorial regime (peninsula and Balearic Islands; Canary Islands; Ceuta and Melilla) and fuel, with effective dates and legal sources, the rates in force on the date of the data, and the temporary reduction in force that day, if any. Figures that the project has not verified against the official gazette are marked `verified: false`. Takes no parameters.
         */
        get: operations["getTaxes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Latitude: number;
        Longitude: number;
        Slug60: string;
        Slug120: string;
        /** @description A month as YYYY-MM. */
        Month: string;
        /**
         * @description gasoline_95 Gasolina 95 E5, gasoline_98 Gasolina 98 E5, diesel Gasóleo A, diesel_premium Gasóleo Premium, lpg autogas (GLP), cng compressed natural gas (EUR/kg).
         * @enum {string}
         */
        Fuel: "gasoline_95" | "gasoline_98" | "diesel" | "diesel_premium" | "lpg" | "cng";
        /**
         * @default gasoline_95
         * @enum {string}
         */
        FuelDefault95: "gasoline_95" | "gasoline_98" | "diesel" | "diesel_premium" | "lpg" | "cng";
        /**
         * @description adblue, diesel_b Gasóleo B, hvo renewable diesel, lng liquefied natural gas (EUR/kg), E10 petrols.
         * @enum {string}
         */
        Product: "adblue" | "diesel_b" | "hvo" | "lng" | "gasoline_95_e10" | "gasoline_98_e10";
        /** @description A fuel or a product. */
        PriceKey: components["schemas"]["Fuel"] | components["schemas"]["Product"];
        /**
         * @description Litres or kilograms (natural gas).
         * @enum {string}
         */
        Unit: "L" | "kg";
        /** @enum {string} */
        Currency: "EUR";
        /** @description Euros per unit, three decimals. */
        Price: number;
        /** @description Euros per unit, three decimals; null when there is none. */
        NullablePrice: number | null;
        /** @description A percentage as a plain number (-1.28 means -1.28 %); null when not computable. */
        Percent: number | null;
        /** @enum {string} */
        Level: "spain" | "community" | "province" | "municipality";
        /** @enum {string} */
        RouteType: "moto" | "rurales" | "costa" | "montana" | "clasicas";
        Point: {
            lat: number;
            lng: number;
        };
        /** @description Identical on every success (`/v1/changes` adds how to go on, ChangesMeta). */
        Meta: {
            /** @enum {string} */
            api_version: "v1";
            /** @description Equals the X-Request-Id header. */
            request_id: string;
            /**
             * Format: date-time
             * @description Time of the last data update (UTC).
             */
            last_updated: string | null;
            /**
             * Format: date-time
             * @description Expected time of the next update (about 08:00 or 20:00 Europe/Madrid).
             */
            next_update: string;
            /** Format: int32 */
            data_age_seconds: number | null;
            /** @description true when the data served may not be the latest the service should serve, and the answer is then cached 60 seconds (`Cache-Control: public, max-age=60`): the last refresh failed and the last good copy is served; the embedded sample is served because the ministry's register could not be loaded; or the data is overdue, whatever the cause (the register down or answering old data, the refresher stopped, a reader whose writer no longer publishes). The data is overdue when it is past its expected update, 12 hours after its time (`last_updated`: the register is read twice a day, 12 hours apart), by more than a grace of 2 hours (the retries of a failed refresh every 5 minutes, the 13-hour night when the clocks go back), that is when `data_age_seconds` is 50400 or more. */
            stale: boolean;
            /** @description Name of the price source, in the language of the answer (the ministry's own English name in English); says "sample" (MUESTRA in Spanish) when the embedded sample is served. */
            source: string;
            /** @description Text to display next to the data, in the language of the answer. */
            attribution: string;
            /**
             * Format: uri
             * @enum {string}
             */
            license: "https://creativecommons.org/licenses/by/4.0/";
            /**
             * Format: uri
             * @description Equivalent page on the public website.
             */
            web_url: string | null;
        };
        /** @description RFC 9457 problem details. */
        Problem: {
            /**
             * Format: uri
             * @description {docs_url}/conceptos/errores/#<code in lowercase with hyphens>
             */
            type: string;
            /** @description Summary in the language of the answer (Spanish unless Accept-Language prefers English); may change. */
            title: string;
            /** Format: int32 */
            status: number;
            /** @description What went wrong in this case, in the language of the answer: which parameter, which value. */
            detail: string;
            /**
             * @description Stable error code; test this field.
             * @enum {string}
             */
            code: "INVALID_PARAMETER" | "INVALID_JSON" | "STATION_NOT_FOUND" | "COMMUNITY_NOT_FOUND" | "PROVINCE_NOT_FOUND" | "MUNICIPALITY_NOT_FOUND" | "BRAND_NOT_FOUND" | "PRODUCT_NOT_FOUND" | "ROAD_NOT_FOUND" | "REPORT_NOT_FOUND" | "GUIDE_NOT_FOUND" | "ARTICLE_NOT_FOUND" | "ROUTE_NOT_FOUND" | "ENDPOINT_NOT_FOUND" | "METHOD_NOT_ALLOWED" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "INTERNAL_ERROR" | "ENDPOINT_DISABLED" | "TEMPORARILY_UNAVAILABLE" | "PRECONDITION_FAILED" | "RANGE_NOT_SATISFIABLE" | "PLAN_NOT_FEASIBLE";
            request_id: string;
            /** @description The request path. */
            instance?: string;
            /**
             * Format: date
             * @description Extension member of STATION_NOT_FOUND for a station that has left the register's public list: the last day (Madrid time) it was there.
             */
            last_seen?: string;
            /**
             * Format: uri
             * @description Extension member of STATION_NOT_FOUND for a station that has left the register's public list: the address of its daily prices (/v1/stations/{id}/history), with `days` set to the days from its last day to the data's date, both counted, when the default 30 do not reach it.
             */
            history_url?: string;
            /** @description Extension member of PLAN_NOT_FEASIBLE: the furthest km along the route any plan reaches with reserve_l left (where the tank runs dry of usable fuel). */
            dry_at_km?: number;
            /** @description Extension member of PLAN_NOT_FEASIBLE: from dry_at_km to the next candidate open at its arrival, or to the end when there is none (gap_to says which), km. */
            gap_km?: number;
            /**
             * @description Extension member of PLAN_NOT_FEASIBLE.
             * @enum {string}
             */
            gap_to?: "station" | "end";
        };
        /** @description The station's brand; null only if the register gives no sign at all (unbranded stations use slug independiente). */
        BrandRef: {
            slug: string;
            name: string | null;
        } | null;
        /** @description Open at the time of the request in Europe/Madrid, from the structured opening hours; null when the register's hours cannot be read. Public holidays are unknown to the register's hours and are not taken into account: a station may be closed on a holiday while open_now says true. An answer holding open_now is cached, by the API and through Cache-Control max-age, only until the first station it read opens or closes. */
        OpenNow: boolean | null;
        /**
         * Format: date-time
         * @description The instant the station next opens or closes (whichever open_now says it does next), in Europe/Madrid with its offset, to the minute (`2026-08-22T22:00:00+02:00`), read from the same opening hours as open_now; null for a station open all week (24 hours) and when the register's hours cannot be read. Public holidays are not taken into account.
         */
        NextChangeAt: string | null;
        /**
         * Format: date
         * @description Since when the station has charged this exact price for this fuel or product: the first date of the unbroken run of days, ending on the data's date, on which it showed this price. The days are those of the 90-day window that ends on the data's date for which the register published a list (the history files, the `daily-prices` download and the archive's `prices-YYYY-MM.parquet` hold one row per station, fuel and such day; the data's date is today's list). A day without any list is skipped: unknown, not a change. A day whose list shows no price of this fuel at this station (or does not list the station) ends the run, as a different price does. null when the run reaches back to the first day held in the window (the price may be older), and when the entry has no price.
         */
        PriceSince: string | null;
        /** @description The station's price of this fuel or product on the day held just before the run of `price_since` (the latest day with a list before it): what it charged before the current price. null when `price_since` is null, and when the station showed no price of it that day. */
        PreviousPrice: components["schemas"]["NullablePrice"];
        /** @description How many of the province's stations that sell this fuel or product today charge strictly more, as a share of all of them (this station included): 100 × (stations of the same province, public, with a price of it in today's list, whose price is higher) / (those with a price of it), rounded half away from zero to one decimal. 0 for the dearest, (n − 1) / n × 100 for the only cheapest; equal prices do not count as higher. null when the entry has no price. */
        CheaperThanPct: number | null;
        /** @description The station's own prices of this fuel or product over the days held in the 90-day window that ends on the data's date (days with a list, as for `price_since`), counting only the days on which it showed a price, today included. */
        Range90d: {
            /**
             * Format: int32
             * @description Days with a price.
             */
            days: number;
            min: components["schemas"]["Price"];
            max: components["schemas"]["Price"];
            /** @description The mean of those daily prices, rounded half away from zero to three decimals. */
            mean: components["schemas"]["Price"];
        };
        /** @description A station in a list. The optional fields appear where the endpoint computes them; `price_since`, `previous_price` and `cheaper_than_pct` put the entry's `price` in context (null when it is null), in every list of stations. The fields marked `x-station-static: true` are the same in every entry of one station and one fuel or product until the next refresh. */
        StationEntry: {
            /**
             * Format: int32
             * @description The ministry's station id (IDEESS).
             */
            id: number;
            name: string | null;
            brand: components["schemas"]["BrandRef"];
            address: string | null;
            postal_code: string | null;
            municipality: {
                /**
                 * Format: int32
                 * @description The ministry's municipality id; null if the register gives none.
                 */
                id: number | null;
                name: string | null;
            };
            province: {
                code: string;
                name: string | null;
            };
            community: {
                code: string;
                name: string | null;
            };
            lat: number;
            lng: number;
            is_24h: boolean;
            /** @description Opening hours as the register writes them. */
            hours: string | null;
            open_now: components["schemas"]["OpenNow"];
            next_change_at: components["schemas"]["NextChangeAt"];
            /** @description Canary Islands, Ceuta or Melilla (no hydrocarbon tax). */
            low_tax_area: boolean;
            price?: components["schemas"]["NullablePrice"];
            /** Format: date-time */
            price_updated_at?: string | null;
            price_since?: components["schemas"]["PriceSince"];
            previous_price?: components["schemas"]["PreviousPrice"];
            cheaper_than_pct?: components["schemas"]["CheaperThanPct"];
            /** @description Distance from the search centre. */
            distance_km?: number | null;
            distance_to_route_km?: number | null;
            /** @description Distance along the route to the point of the route nearest the station. */
            position_km?: number | null;
            total_cost?: components["schemas"]["TotalCost"];
            /** Format: uri */
            web_url: string;
        };
        /** @description The territory an answer is about. */
        Area: {
            level: components["schemas"]["Level"];
            /** @description INE code (es for Spain); ministry id for a municipality. */
            code: string;
            name: string;
            /** Format: uri */
            web_url: string;
        };
        TerritoryRef: {
            level: components["schemas"]["Level"];
            code: string;
            slug: string;
            name: string;
        };
        FuelItem: {
            fuel: components["schemas"]["Fuel"];
            /** @description Name of the fuel in Spanish. */
            label: string;
            unit: components["schemas"]["Unit"];
            average: components["schemas"]["Price"];
            median: components["schemas"]["NullablePrice"];
            minimum: components["schemas"]["Price"];
            maximum: components["schemas"]["Price"];
            /** Format: int32 */
            stations: number;
            /** @description Change of the area's mean against its mean on the latest earlier day with data within 7 days; null when there is none. */
            change_vs_previous_day_pct: components["schemas"]["Percent"];
            spain_average: components["schemas"]["NullablePrice"];
            vs_spain_pct: components["schemas"]["Percent"];
            /** Format: int32 */
            cheapest_station_id: number | null;
            /** Format: uri */
            fuel_page_url: string;
        };
        PriceStats: {
            average: components["schemas"]["Price"];
            median: components["schemas"]["Price"];
            minimum: components["schemas"]["Price"];
            maximum: components["schemas"]["Price"];
            /** Format: int32 */
            stations: number;
        };
        /** @description length_km × consumption_per_100km / 100 × price. */
        TripCostEstimate: {
            length_km: number;
            consumption_per_100km: number;
            /** @enum {string} */
            consumption_source: "caller" | "default";
            /** @description Litres (kg for cng). */
            quantity: number;
            price: components["schemas"]["NullablePrice"];
            /** @enum {string} */
            price_source: "corridor_average" | "spain_average" | "none";
            /** @description Euros; null when no price exists. */
            cost: number | null;
        };
        Faq: {
            question: string;
            answer: string;
        };
        Source: {
            title: string;
            /** Format: uri */
            url: string;
        };
        Photo: {
            caption: string;
            author: string;
            license: string;
            /**
             * Format: uri
             * @description The file page on Wikimedia Commons.
             */
            source_url: string;
            /**
             * Format: date
             * @description The day the author and licence above were last found equal to those of the file page on Wikimedia Commons (`npm run check:credits`). null when the credit was quoted from a third-party list and not checked against Commons: clients must not present it as verified.
             */
            credit_confirmed_at: string | null;
        };
        PathPoint: {
            name: string;
            lat: number;
            lng: number;
        };
        RelatedLink: {
            /** @enum {string} */
            kind: "guide" | "post" | "route" | "endpoint";
            title: string;
            /**
             * Format: uri
             * @description The API address of the item or endpoint.
             */
            url: string;
        };
        IndexResponse: {
            data: components["schemas"]["IndexData"];
            meta: components["schemas"]["Meta"];
        };
        IndexData: {
            name: string;
            /** @enum {string} */
            api_version: "v1";
            /** Format: uri */
            documentation_url: string;
            /** Format: uri */
            openapi_url: string;
            /** Format: uri */
            mcp_url: string;
            endpoints: {
                /** @enum {string} */
                method: "GET" | "POST";
                path: string;
                operation_id: string;
                summary: string;
                /** @enum {string} */
                rate_class: "normal" | "heavy";
                mcp_tool: string | null;
            }[];
            downloads: {
                /** @description The data it holds: stations, daily-prices, or datapackage (the data dictionary). */
                name: string;
                /** @enum {string} */
                format: "csv" | "json" | "geojson" | "parquet";
                /** Format: uri */
                url: string;
                description: string;
            }[];
            /** @description The full archive, oldest month first: for each month with data, its file of station-day prices, its file of territory daily aggregates and its station table (every station seen in the month, with its record as last seen, first_seen and last_seen: what places a station that has left the register) (Parquet, CC BY 4.0). Empty until a day of the register is loaded; the embedded sample is never archived. */
            archive: {
                /**
                 * @description prices: one row per station, fuel and day; aggregates: mean, median, minimum, maximum and station count per territory, fuel and day; stations: one row per station seen in the month, its record as last seen in it (name, brand, address, municipality and province codes, position, hours, sale type), first_seen and last_seen.
                 * @enum {string}
                 */
                name: "prices" | "aggregates" | "stations";
                /** @description The calendar month (Europe/Madrid days) the file holds. */
                month: string;
                /** @enum {string} */
                format: "parquet";
                /** Format: uri */
                url: string;
                /**
                 * Format: int64
                 * @description Size of the file.
                 */
                bytes: number;
                /** @description SHA-256 of the file (lowercase hex). */
                sha256: string;
                /**
                 * Format: int32
                 * @description Days the file holds; the data dictionary lists them.
                 */
                days: number;
            }[];
        };
        OpenApiDocument: {
            openapi: string;
            info: {
                title: string;
                version: string;
            };
            /** @description The paths of the API keyed by template. */
            paths: Record<string, never>;
        };
        StatusResponse: {
            data: components["schemas"]["StatusData"];
            meta: components["schemas"]["Meta"];
        };
        StatusData: {
            /** @enum {string} */
            api_version: "v1";
            /**
             * @description What the data answers are made from, as their meta.stale says it. ok: the register's data, the last refresh did not fail and the data is not overdue (before `overdue_at`); stale: the register's data, and the last refresh failed (the last good copy is served) or the data is overdue (from `overdue_at` on), whatever the cause; sample: the embedded sample (not real prices) is served because the ministry's register could not be loaded; no_data: nothing is served yet (data endpoints answer 503; `sample` says whether the embedded sample is on its way). Answers say meta.stale true exactly when status is stale or sample.
             * @enum {string}
             */
            status: "ok" | "stale" | "sample" | "no_data";
            /** @description true when the embedded sample (not real prices) is served; with status no_data, when it is being loaded to be served (a first start on an empty data folder: the sample the build published is served within seconds, while the register is fetched behind it). */
            sample: boolean;
            /** @description true when the ministry's register keeps answering but its own time of the data it answers (`last_refresh.source_data_time`) is more than 36 hours older than its answer: the register itself has stopped moving, whatever this service does. Prices then stay as the register last published them. */
            source_stalled: boolean;
            /**
             * Format: date
             * @description Date of the data (the register's own date, Europe/Madrid).
             */
            data_date: string | null;
            /** Format: date-time */
            last_updated: string | null;
            /**
             * Format: date-time
             * @description When the data served becomes overdue unless newer data replaces it: `last_updated` plus 14 hours (its expected update 12 hours after it, and a grace of 2 hours; see meta.stale). From then on answers say meta.stale true and status is stale. null without data.
             */
            overdue_at: string | null;
            /** Format: date-time */
            next_update: string;
            /**
             * Format: int32
             * @description Public stations in the current data.
             */
            stations: number | null;
            /** @description The last refresh from the register, as the process that refreshes the data folder recorded it (every server reading that folder shows the same), or what this server met loading what was published. */
            last_refresh: {
                /** Format: date-time */
                attempted_at: string | null;
                /**
                 * Format: date-time
                 * @description When the ministry's register last answered a refresh with a station list, whether that list was published or refused; null before any.
                 */
                source_answered_at: string | null;
                /**
                 * Format: date-time
                 * @description The register's own time of the data in that answer (its Fecha).
                 */
                source_data_time: string | null;
                succeeded: boolean | null;
                /** @description Why the last refresh failed, in a plain sentence (never a file path or an address); null when it succeeded. */
                error: string | null;
                /**
                 * @description What kind of failure, null when the last refresh succeeded. source_unreachable: the ministry's register did not answer (network, timeout, HTTP error); source_invalid: it answered data that could not be read (invalid JSON, a changed schema, a document past the bounds no real register reaches); source_outdated: it answered data older than the data served (an old copy: refused, nothing written); source_future_dated: it answered data dated more than 3 hours ahead of this service's clock (a wrong date at the source: refused, nothing written, so the next true register is published); guard_rejected: the data checks refused the new data (too few or too many stations against the data served, too many invalid records); storage_full: the data folder is out of space; storage_error: the data folder could not be written for another reason; snapshot_unloadable: this server could not load the data published last and serves what it loaded before; internal_error: anything else.
                 * @enum {string|null}
                 */
                error_category: "source_unreachable" | "source_invalid" | "source_outdated" | "source_future_dated" | "guard_rejected" | "storage_full" | "storage_error" | "snapshot_unloadable" | "internal_error" | null;
            };
            /** @description Where the per-client rate limits and the monthly budget are counted, and whether that store answers. */
            limits: {
                /** @description false when the server runs with `RATE_LIMITS=off` (local development only, never the default): no per-client rate limit is counted, no answer is refused for one, and no answer carries the RateLimit and RateLimit-Policy headers. The monthly budget, when set, still counts. */
                per_client: boolean;
                /**
                 * @description memory: this process alone; primary: shared by the workers of one machine through their primary process; redis: shared by every instance through Redis.
                 * @enum {string}
                 */
                store: "memory" | "primary" | "redis";
                /** @description false while the shared store cannot be reached: each process then counts on its own (the service fails open), so a client may get its quota once per process. */
                healthy: boolean;
            };
        };
        NearbyResponse: {
            data: components["schemas"]["NearbyData"];
            meta: components["schemas"]["Meta"];
        };
        NearbyData: {
            fuel: components["schemas"]["Fuel"];
            unit: components["schemas"]["Unit"];
            currency: components["schemas"]["Currency"];
            center: components["schemas"]["Point"];
            radius_km: number;
            /** @enum {string} */
            sort: "price" | "distance" | "total_cost";
            stations: components["schemas"]["StationEntry"][];
        };
        CheapestResponse: {
            data: components["schemas"]["CheapestData"];
            meta: components["schemas"]["Meta"];
        };
        CheapestData: {
            fuel: components["schemas"]["Fuel"];
            unit: components["schemas"]["Unit"];
            currency: components["schemas"]["Currency"];
            /** @enum {string} */
            scope: "spain" | "territory" | "point";
            /** @description The territory searched (Spain for the Spain and point scopes). */
            area: components["schemas"]["Area"];
            /** @description The centre of a point search. */
            center: components["schemas"]["Point"] | null;
            radius_km: number | null;
            /** @description Whether the Canary Islands, Ceuta and Melilla are ranked in `stations`: the parameter in the Spain scope; always true for a territory or a point, where nothing is set apart. */
            include_low_tax: boolean;
            stations: components["schemas"]["StationEntry"][];
            /** @description Spain scope without include_low_tax only; the Canary Islands, Ceuta and Melilla ranked on their own. */
            low_tax_stations: components["schemas"]["StationEntry"][] | null;
        };
        StationResponse: {
            data: components["schemas"]["StationDetail"];
            meta: components["schemas"]["Meta"];
        };
        StationDetail: {
            /** Format: int32 */
            id: number;
            name: string | null;
            brand: components["schemas"]["BrandRef"];
            address: string | null;
            locality: string | null;
            postal_code: string | null;
            municipality: components["schemas"]["TerritoryRef"];
            province: components["schemas"]["TerritoryRef"];
            community: components["schemas"]["TerritoryRef"];
            lat: number;
            lng: number;
            is_24h: boolean;
            hours: string | null;
            /** @description Opening intervals per weekday; null when the text could not be read. A 24-hour day is 00:00-24:00. */
            opening_hours: {
                /** @enum {string} */
                day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                open: string;
                close: string;
            }[] | null;
            open_now: components["schemas"]["OpenNow"];
            next_change_at: components["schemas"]["NextChangeAt"];
            low_tax_area: boolean;
            /**
             * @description Side of the road (D right, I left, N none) as the register gives it.
             * @enum {string|null}
             */
            margin: "D" | "I" | "N" | null;
            road: {
                ref: string;
                km: number | null;
            } | null;
            prices: {
                id: components["schemas"]["PriceKey"];
                /** @enum {string} */
                kind: "fuel" | "product";
                label: string;
                price: components["schemas"]["Price"];
                unit: components["schemas"]["Unit"];
                currency: components["schemas"]["Currency"];
                /** Format: date-time */
                updated_at: string;
                price_since?: components["schemas"]["PriceSince"];
                previous_price?: components["schemas"]["PreviousPrice"];
                cheaper_than_pct?: components["schemas"]["CheaperThanPct"];
                range_90d?: components["schemas"]["Range90d"];
            }[];
            /**
             * Format: date-time
             * @description When the register last gave these prices; null when the station has none.
             */
            price_updated_at: string | null;
            /** Format: uri */
            web_url: string;
        };
        StationsResponse: {
            data: components["schemas"]["StationsData"];
            meta: components["schemas"]["Meta"];
        };
        StationsData: {
            /** @description The stations found, in the order of `ids`. */
            stations: components["schemas"]["StationDetail"][];
            /** @description The ids asked for that name no station selling to the public today, in the order of `ids`. */
            not_found: number[];
            /** @description Of the ids in `not_found`, those of stations that were in the register's public list within the last 90 days (a station that closed, say), in the order of `ids`: the day each was last there and its history. The other ids of `not_found` were never seen, or sell but not to the public (Tipo Venta R: in today's register, or restricted in their last record), which is not leaving the register. */
            left_register: {
                /** Format: int32 */
                id: number;
                /**
                 * Format: date
                 * @description The last day (Madrid time) it was in the register's public list.
                 */
                last_seen: string;
                /**
                 * Format: uri
                 * @description Its daily prices while in the window (/v1/stations/{id}/history), with `days` set to the days from its last day to the data's date, both counted, when the default 30 do not reach it.
                 */
                history_url: string;
            }[];
        };
        StationHistoryResponse: {
            data: components["schemas"]["StationHistoryData"];
            meta: components["schemas"]["Meta"];
        };
        StationHistoryData: {
            /** Format: int32 */
            station_id: number;
            /** @description null for a station in the register's public list; for one that has left it, what it was. */
            left_register: components["schemas"]["LeftRegister"] | null;
            /** Format: int32 */
            days: number;
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            currency: components["schemas"]["Currency"];
            series: {
                fuel: components["schemas"]["Fuel"];
                unit: components["schemas"]["Unit"];
                points: {
                    /** Format: date */
                    date: string;
                    price: components["schemas"]["NullablePrice"];
                }[];
            }[];
        };
        /** @description A station that has left the register's public list: the days it was first and last there as far as the archive goes, and its record as last seen (read from the archive's month station tables; a field is null when the archive holds no record of it). */
        LeftRegister: {
            /**
             * Format: date
             * @description The last day (Madrid time) it was in the register.
             */
            last_seen: string;
            /**
             * Format: date
             * @description The first day it was in the service's data.
             */
            first_seen: string;
            record: {
                name: string | null;
                brand: components["schemas"]["BrandRef"];
                address: string | null;
                locality: string | null;
                postal_code: string | null;
                municipality: {
                    /** Format: int32 */
                    id: number;
                    name: string | null;
                } | null;
                province: {
                    code: string;
                    name: string | null;
                } | null;
                community: {
                    code: string;
                    name: string | null;
                } | null;
                lat: number | null;
                lng: number | null;
                is_24h: boolean | null;
                hours: string | null;
                /** @description Its sale type when last listed: true for public (P), false for restricted (R). */
                sells_to_public: boolean | null;
            };
        };
        PricesResponse: {
            data: components["schemas"]["PricesData"];
            meta: components["schemas"]["Meta"];
        };
        PricesData: {
            area: components["schemas"]["Area"];
            /**
             * Format: int32
             * @description Public stations of the area with at least one fuel price.
             */
            stations: number;
            currency: components["schemas"]["Currency"];
            fuels: components["schemas"]["FuelItem"][];
        };
        ProductResponse: {
            data: components["schemas"]["ProductData"];
            meta: components["schemas"]["Meta"];
        };
        ProductData: {
            product: components["schemas"]["Product"];
            label: string;
            unit: components["schemas"]["Unit"];
            currency: components["schemas"]["Currency"];
            area: components["schemas"]["Area"];
            /** @description null when no station reports the product. */
            statistics: components["schemas"]["PriceStats"] | null;
            stations: components["schemas"]["StationEntry"][];
        };
        TerritoriesResponse: {
            data: components["schemas"]["TerritoriesData"];
            meta: components["schemas"]["Meta"];
        };
        TerritoriesData: {
            /** @enum {string} */
            level: "community" | "province" | "municipality";
            parent: components["schemas"]["TerritoryRef"] | null;
            territories: {
                /** @enum {string} */
                level: "community" | "province" | "municipality";
                code: string;
                slug: string;
                name: string;
                parent: components["schemas"]["TerritoryRef"] | null;
                /** Format: int32 */
                stations: number;
                /** Format: uri */
                web_url: string;
            }[];
        };
        SearchResponse: {
            data: components["schemas"]["SearchData"];
            meta: components["schemas"]["Meta"];
        };
        SearchData: {
            query: string;
            results: {
                /** @enum {string} */
                kind: "community" | "province" | "municipality" | "postal_code" | "station";
                /**
                 * Format: int32
                 * @description Station or municipality id.
                 */
                id: number | null;
                /** @description Territory code (INE; ministry id for municipalities) or the postal code. */
                code: string | null;
                slug: string | null;
                name: string;
                parent: components["schemas"]["TerritoryRef"] | null;
                lat: number | null;
                lng: number | null;
                /** @enum {string} */
                match: "exact" | "prefix" | "fuzzy";
                /** Format: uri */
                web_url: string;
            }[];
        };
        BrandsResponse: {
            data: components["schemas"]["BrandsData"];
            meta: components["schemas"]["Meta"];
        };
        BrandPrice: {
            fuel: components["schemas"]["Fuel"];
            unit: components["schemas"]["Unit"];
            average: components["schemas"]["Price"];
            /** Format: int32 */
            stations: number;
            spain_average: components["schemas"]["Price"];
            vs_spain_pct: components["schemas"]["Percent"];
        };
        BrandsData: {
            currency: components["schemas"]["Currency"];
            brands: {
                slug: string;
                name: string;
                /** Format: int32 */
                stations: number;
                prices: components["schemas"]["BrandPrice"][];
                /** Format: uri */
                web_url: string;
            }[];
        };
        BrandResponse: {
            data: components["schemas"]["BrandData"];
            meta: components["schemas"]["Meta"];
        };
        BrandData: {
            slug: string;
            name: string;
            /** Format: int32 */
            stations: number;
            currency: components["schemas"]["Currency"];
            communities: {
                code: string;
                slug: string;
                name: string;
                /** Format: int32 */
                stations: number;
            }[];
            prices: (components["schemas"]["BrandPrice"] & {
                /**
                 * Format: int32
                 * @description Position among brands with at least 10 stations selling the fuel (1 = cheapest); null below 10 stations.
                 */
                rank: number | null;
                /** Format: int32 */
                ranked_brands: number;
            })[];
            fuel: components["schemas"]["Fuel"];
            cheapest_stations: components["schemas"]["StationEntry"][];
            /** Format: uri */
            web_url: string;
        };
        RankingResponse: {
            data: components["schemas"]["RankingData"];
            meta: components["schemas"]["Meta"];
        };
        RankingData: {
            /** @enum {string} */
            level: "community" | "province";
            fuel: components["schemas"]["Fuel"];
            unit: components["schemas"]["Unit"];
            currency: components["schemas"]["Currency"];
            spain_average: components["schemas"]["NullablePrice"];
            regions: {
                /** Format: int32 */
                rank: number;
                code: string;
                slug: string;
                name: string;
                average: components["schemas"]["Price"];
                /** Format: int32 */
                stations: number;
                vs_spain_pct: components["schemas"]["Percent"];
                /** Format: uri */
                web_url: string;
            }[];
        };
        ChangesResponse: {
            data: components["schemas"]["ChangesData"];
            meta: components["schemas"]["ChangesMeta"];
        };
        /** @description Meta, with how to go on. */
        ChangesMeta: components["schemas"]["Meta"] & {
            /**
             * Format: date-time
             * @description The instant of the data served (the snapshot's source time, as `last_updated`): the `since` of the next poll.
             */
            next_since: string;
            /** @description true when `limit` cut the price changes: more follow on `next_page`. */
            truncated: boolean;
            /**
             * Format: uri
             * @description The address of the next page (this one with `after` set to the key of its last change); null when nothing was cut.
             */
            next_page: string | null;
        };
        /** @description **The window** is the 90 calendar days that end on the data's date, as `/v1/history?days=90` lists them. **A day held** is a day of the window that has a history file of station prices (`DATA_DIR/history/days/ YYYY-MM-DD.parquet`, columns date, station_id, fuel, price, source_time: the prices of the last publication of that day the service loaded; the same rows as the archive's `prices-YYYY-MM.parquet`); the data's date is held by the snapshot being served. **A day's instant** is the `source_time` of its file's rows (the register's own time of that publication, UTC; for a day filled in from the ministry's historical list, that list's date, 00:00 in Madrid), and for the data's date `meta.last_updated`. **A change** is a day held on which a station's price of a fuel differs from its price on the day held before it (the previous day held in the window, however many days without a file lie between: a change over such a gap is dated on the day after it). Both prices must exist: a fuel a station starts or stops selling is not a change, and a station absent from either day has none that day. **`at`** is the instant of the day that first showed the new price: the data instant of the publication that first served it as far as the history records, which keeps one publication a day (a price that changed at the morning's publication and held at the evening's is dated at the evening's). **The window's first instant** is the instant of the first day held in the window: what changed on it is unknown (no day held before it), so `since` must not precede it. **Joined** and **left**: a station joins on a day held that lists a price of it when the day held before lists none, and leaves on a day held that lists no price of it when the day held before did; a station that left and is still out of the register is answered by `/v1/stations?ids=` under `left_register`. A day is listed when its instant is after `since`. A station is in a territory by today's record, or by its last record for one that left. */
        ChangesData: {
            area: components["schemas"]["Area"];
            /**
             * @description The fuel asked for; null for every fuel.
             * @enum {string|null}
             */
            fuel: "gasoline_95" | "gasoline_98" | "diesel" | "diesel_premium" | "lpg" | "cng" | null;
            /**
             * Format: date-time
             * @description `since` as given.
             */
            since: string;
            window: {
                /**
                 * Format: date
                 * @description The first day of the 90.
                 */
                from: string;
                /**
                 * Format: date
                 * @description The data's date.
                 */
                to: string;
                /**
                 * Format: date-time
                 * @description The instant of the first day held: the earliest `since` accepted.
                 */
                first_instant: string;
                /**
                 * Format: int32
                 * @description Days of the window held (a history file, or the data's date); the others are days without data.
                 */
                days_held: number;
            };
            /** @description The days held whose instant is after `since`, oldest first, each with the day it was compared with. */
            days: {
                /** Format: date */
                date: string;
                /** Format: date-time */
                at: string;
                /**
                 * Format: date
                 * @description The day held before it.
                 */
                compared_with: string;
            }[];
            /** @description The price changes of those days, by `at`, station id, then fuel; at most `limit`, from after `after`. */
            changes: components["schemas"]["StationPriceChange"][];
            /** @description Stations that joined the public list on those days, by `at` then id (on the first page only: empty with `after`). */
            joined: components["schemas"]["RegisterChange"][];
            /** @description Stations that left it, by `at` then id (on the first page only). */
            left: components["schemas"]["RegisterChange"][];
        };
        StationPriceChange: {
            /** Format: int32 */
            station_id: number;
            fuel: components["schemas"]["Fuel"];
            /** @description The price on the day held before, euros (per kg for cng). */
            old: number;
            /** @description The price from `at` on. */
            new: number;
            /**
             * Format: date-time
             * @description The instant of the day that first showed `new`.
             */
            at: string;
        };
        RegisterChange: {
            /** Format: int32 */
            station_id: number;
            /** Format: date-time */
            at: string;
        };
        WatchResponse: {
            data: components["schemas"]["WatchData"];
            meta: components["schemas"]["Meta"];
        };
        /** @description A watch (GET /v1/watch). The window, a day held, a change and its `at` are those of ChangesData. A watched station's event is a change of its price of `fuel` (both prices known, on a day held and the day held before it); with `below`, only a change from `old` > below to `new` <= below (`down`) or from `old` <= below to `new` > below (`up`) is an event. */
        WatchData: {
            /** @description The watch in a few words, in the language of the answer ("Alerta de precio: Gasóleo A a 1,550 o menos"): the feeds' title. */
            title: string;
            fuel: components["schemas"]["Fuel"];
            /** @enum {string} */
            unit: "L" | "kg";
            /** @description `below` as given; null without it. */
            below: number | null;
            /** @description The stations the query names. */
            watch: {
                center: components["schemas"]["Point"] | null;
                radius_km: number | null;
                ids: number[] | null;
            };
            /**
             * Format: date
             * @description The data's date.
             */
            date: string;
            window: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                /**
                 * Format: date-time
                 * @description Events are known after it (ChangesData).
                 */
                first_instant: string;
            };
            /**
             * Format: int32
             * @description Stations watched: those within the radius that sell the fuel (at most limit), or the ids that name a public station selling it today.
             */
            watched: number;
            /** @description The watched stations whose price today is at or under `below` (all of them without it), by price then id. */
            stations: components["schemas"]["WatchStation"][];
            /** @description Ids that name no public station selling `fuel` today (their events are still listed while in the window). */
            not_found: number[];
            /** @description The 100 newest events, by `at` newest first, then station id. */
            events: components["schemas"]["WatchEvent"][];
            /**
             * Format: int32
             * @description Events in the window, before the cut to 100.
             */
            events_total: number;
        };
        WatchStation: {
            /** Format: int32 */
            id: number;
            name: string | null;
            brand: components["schemas"]["BrandRef"];
            address: string | null;
            locality: string | null;
            /** @description Today's price of fuel. */
            price: number;
            price_since: components["schemas"]["PriceSince"];
            previous_price: components["schemas"]["PreviousPrice"];
            /** @description From the point, 3 decimals; null for a watch by ids. */
            distance_km: number | null;
            /** Format: uri */
            web_url: string;
        };
        WatchEvent: {
            /** @description `tag:<site's host>,2026:price/<station_id>/<fuel>/<date of the day held>`: the entry id in every form. */
            id: string;
            /** Format: int32 */
            station_id: number;
            /** @description The station's name and address (its last record for one that left). */
            station_name: string | null;
            fuel: components["schemas"]["Fuel"];
            old: number;
            new: number;
            /** Format: date-time */
            at: string;
            /**
             * @description down: new < old (with below: it went at or under below); up: the reverse.
             * @enum {string}
             */
            direction: "down" | "up";
            /** @description The entry title, in the language of the answer ("REPSOL, CALLE GOYA 1: Gasóleo A 1.639 → 1.599"). */
            title: string;
        };
        /** @description An Atom 1.0 feed (RFC 4287): feed id (the tag URI of the watch), title, updated (the data's instant), author, a self link and an alternate link to the JSON; one entry per event with id (WatchEvent.id), title, updated and published (`at`), a link to the station's record, and a summary. */
        AtomFeed: string;
        /** @description A JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/); one item per event, its id WatchEvent.id. */
        JsonFeed: {
            /** @enum {string} */
            version: "https://jsonfeed.org/version/1.1";
            title: string;
            home_page_url?: string;
            feed_url?: string;
            description?: string;
            /** @enum {string} */
            language?: "es" | "en";
            authors?: Record<string, never>[];
            items: {
                id: string;
                url?: string;
                title: string;
                content_text: string;
                /** Format: date-time */
                date_published: string;
                /** Format: date-time */
                date_modified?: string;
            }[];
        };
        InsightsResponse: {
            data: components["schemas"]["InsightsData"];
            meta: components["schemas"]["Meta"];
        };
        /** @description One fuel in Spain or a territory. **The window** is the 90 calendar days that end on the data's date (`date`), as `/v1/history?days=90` lists them. **A day's mean** in the area is the `average` of the area's row for that day and fuel in the daily aggregates (the history files; the archive's `aggregates-YYYY-MM.parquet`, columns date, level, code, fuel, average; Spain is level `spain`, code `es`; the days of `/v1/history`): the mean of the fuel's prices at the public stations the register listed in the area that day (in Spain, the Canary Islands, Ceuta and Melilla included), rounded to three decimals. A day without that row (no list published, or no station of the area selling the fuel) has no mean. Rounding is always half away from zero. */
        InsightsData: {
            area: components["schemas"]["Area"];
            fuel: components["schemas"]["Fuel"];
            unit: components["schemas"]["Unit"];
            currency: components["schemas"]["Currency"];
            /**
             * Format: date
             * @description The data's date (Madrid): the last day of the window, today's list.
             */
            date: string;
            window: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                /**
                 * Format: int32
                 * @description Days of the window with a mean in the area.
                 */
                days_with_mean: number;
            };
            weekday_effect: components["schemas"]["WeekdayEffect"];
            trend: components["schemas"]["PriceTrend"];
            spread: components["schemas"]["PriceSpread"];
            /** @description Each brand (the slug of /v1/brands; `independiente` gathers the stations without a known brand) with at least 5 of the stations counted in `spread`: how many, the mean of their prices (three decimals) and its `premium`, the brand's mean minus the mean of `spread`, computed from the two unrounded means and then rounded to three decimals. Cheapest premium first; ties by slug. */
            brands: components["schemas"]["BrandPremium"][];
            advice: components["schemas"]["FillAdvice"];
        };
        /** @enum {string} */
        Weekday: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
        /** @description A full week is a Monday-to-Sunday week inside the window whose seven days all have a mean. The last up to 12 full weeks are used (`weeks` of them, from the Monday `from` to the Sunday `to`). A week's mean is the mean of its seven daily means; a weekday's `effect` is the mean over those weeks of (that weekday's mean − its week's mean), in euros per unit rounded to four decimals. The daily means have three decimals, so the effect is exactly (Σ over the weeks of (7 × that day's mean − the week's sum)) / (7 × weeks) before rounding. Negative is cheaper than the week's mean. `cheapest_weekday` has the lowest rounded effect (on a tie the earliest from Monday). With no full week, `weeks` is 0 and every effect, `from`, `to` and `cheapest_weekday` are null. When prices climb (or fall) through the weeks measured, that drift shows as early weekdays cheaper (dearer): the effect describes those weeks, and the advice's backtest tells whether it held. */
        WeekdayEffect: {
            /** Format: int32 */
            weeks: number;
            /** Format: date */
            from: string | null;
            /** Format: date */
            to: string | null;
            /** @description Monday first. */
            days: {
                weekday: components["schemas"]["Weekday"];
                /** @description Euros per unit, four decimals. */
                effect: number | null;
            }[];
            cheapest_weekday: components["schemas"]["Weekday"] | null;
        };
        /** @description `mean` is the mean on the data's date (null when it has none). `change_7d` and `change_28d` compare it with the mean 7 and 28 days before, or, when that day has none, with the latest day that has one up to 3 days before it (`compared_with`); null when either mean is missing. */
        PriceTrend: {
            mean: components["schemas"]["NullablePrice"];
            change_7d: components["schemas"]["PriceChange"];
            change_28d: components["schemas"]["PriceChange"];
        };
        PriceChange: {
            /** Format: date */
            compared_with: string;
            /** @description The mean of the day compared with. */
            mean: components["schemas"]["Price"];
            /** @description Today's mean minus that day's, euros per unit (three decimals). */
            change: number;
            /** @description change / that day's mean × 100, two decimals. */
            change_pct: number;
        } | null;
        /** @description Today's prices of the fuel at the area's public stations (today's list; in Spain, the Canary Islands, Ceuta and Melilla included): how many, their mean (as /v1/prices `average`), and the 10th, 50th and 90th percentiles by linear interpolation between closest ranks, as numpy's default and DuckDB's `quantile_cont` compute them: with the n prices sorted, x[0] ≤ … ≤ x[n − 1], and h = (n − 1) × p, the percentile is x[⌊h⌋] + (h − ⌊h⌋) × (x[⌊h⌋ + 1] − x[⌊h⌋]), rounded to three decimals. null values when no station sells it. */
        PriceSpread: {
            /** Format: int32 */
            stations: number;
            mean: components["schemas"]["NullablePrice"];
            p10: components["schemas"]["NullablePrice"];
            p50: components["schemas"]["NullablePrice"];
            p90: components["schemas"]["NullablePrice"];
        };
        BrandPremium: {
            slug: string;
            name: string;
            /** Format: int32 */
            stations: number;
            mean: components["schemas"]["Price"];
            /** @description Euros per unit (three decimals); negative is cheaper than the area's mean. */
            premium: number;
        };
        /** @description **The rule**, on a day t of the window that has a mean, with only the means of days up to t: (1) the weekday effect as above, from the full weeks of the window that end on or before t (the latest 12 at most); with fewer than 4, fill now (`not_enough_weeks`). (2) For each of the next six days t + 1 … t + 6, waiting saves effect(t's weekday) − effect(that day's weekday), from the rounded effects; the best is the highest (the soonest on a tie), `expected_saving`. (3) At least 0.005 € per unit: wait until that day (`wait_until`); otherwise fill now (`today_cheapest` when the best is not positive, else `saving_too_small`). **The backtest** applies the rule on every day of the window that has a mean and 4 full weeks ending on or before it, and compares with filling up that day: a fill-now day saves 0, a wait saves (the mean on t − the mean on the day waited for). A wait whose day is after the data's date or has no mean is left out (its outcome is unknown). **Today's advice** is the rule on the data's date, except that a wait becomes fill now (`backtest_not_positive`) when the backtest counts no day or its mean saving is not positive; with no mean today it is fill now (`no_data`). The savings are of the area's mean price, not of one station's. */
        FillAdvice: {
            /** @enum {string} */
            action: "fill_now" | "wait_until";
            /** @enum {string} */
            reason: "wait_for_cheaper_day" | "today_cheapest" | "saving_too_small" | "backtest_not_positive" | "not_enough_weeks" | "no_data";
            /** @description The day to wait for (wait_until only). */
            weekday: components["schemas"]["Weekday"] | null;
            /**
             * Format: date
             * @description Its date (wait_until only).
             */
            date: string | null;
            /** @description The best saving of step (2), euros per unit (four decimals); null for not_enough_weeks and no_data. */
            expected_saving: number | null;
            /** @description Why, in one sentence with its figures, in the language of the answer. */
            evidence: string;
            backtest: components["schemas"]["AdviceBacktest"];
        };
        AdviceBacktest: {
            /**
             * Format: int32
             * @description Days counted.
             */
            days: number;
            /**
             * Format: int32
             * @description Of them, days the rule said to wait.
             */
            wait_days: number;
            /** @description Sum of the savings / days, euros per unit (four decimals; negative is a loss); null when days is 0. */
            mean_saving: number | null;
            /** @description Share of the days counted whose saving is not negative, percent (one decimal); null when days is 0. */
            not_worse_pct: number | null;
            /**
             * Format: date
             * @description The first day counted.
             */
            from: string | null;
            /**
             * Format: date
             * @description The last day counted.
             */
            to: string | null;
        };
        HistoryResponse: {
            data: components["schemas"]["HistoryData"];
            meta: components["schemas"]["Meta"];
        };
        HistoryData: {
            area: components["schemas"]["Area"];
            fuel: components["schemas"]["Fuel"];
            unit: components["schemas"]["Unit"];
            currency: components["schemas"]["Currency"];
            /** Format: int32 */
            days: number;
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            points: {
                /** Format: date */
                date: string;
                average: components["schemas"]["NullablePrice"];
                median: components["schemas"]["NullablePrice"];
                minimum: components["schemas"]["NullablePrice"];
                maximum: components["schemas"]["NullablePrice"];
                /** Format: int32 */
                stations: number;
            }[];
            /** @description Mean of the last day with data minus mean of the first day with data; null with fewer than two such days. */
            change: {
                /** Format: date */
                from_date: string;
                /** Format: date */
                to_date: string;
                absolute: number;
                pct: number;
            } | null;
        };
        MonthlyHistoryResponse: {
            data: components["schemas"]["MonthlyHistoryData"];
            meta: components["schemas"]["Meta"];
        };
        MonthlyHistoryData: {
            /** @description The Weekly Oil Bulletin (or the embedded sample series). */
            source: string;
            /** @description true when the embedded sample series is served instead of the bulletin. */
            sample: boolean;
            /** @enum {string} */
            unit: "L";
            currency: components["schemas"]["Currency"];
            /** @description How a monthly mean is computed. */
            rule: string;
            from: components["schemas"]["Month"];
            to: components["schemas"]["Month"];
            series: {
                /** @enum {string} */
                fuel: "gasoline_95" | "diesel";
                points: {
                    month: components["schemas"]["Month"];
                    with_taxes: components["schemas"]["NullablePrice"];
                    without_taxes: components["schemas"]["NullablePrice"];
                    taxes_share_pct: components["schemas"]["Percent"];
                    /**
                     * Format: int32
                     * @description Weekly prices averaged.
                     */
                    weeks: number;
                }[];
            }[];
        };
        ReportsResponse: {
            data: components["schemas"]["ReportsData"];
            meta: components["schemas"]["Meta"];
        };
        ReportsData: {
            reports: {
                month: components["schemas"]["Month"];
                /** Format: int32 */
                days_covered: number;
                /** Format: uri */
                url: string;
                /** Format: uri */
                web_url: string;
            }[];
        };
        RegionMean: {
            /** Format: int32 */
            rank: number;
            code: string;
            slug: string;
            name: string;
            average: components["schemas"]["Price"];
        };
        ReportResponse: {
            data: components["schemas"]["ReportData"];
            meta: components["schemas"]["Meta"];
        };
        ReportData: {
            month: components["schemas"]["Month"];
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            /** Format: int32 */
            days_covered: number;
            currency: components["schemas"]["Currency"];
            fuels: {
                fuel: components["schemas"]["Fuel"];
                unit: components["schemas"]["Unit"];
                /** @description Mean over the days of the month of the daily Spain mean. */
                average: components["schemas"]["Price"];
                /** @description Lowest station price seen in the month. */
                minimum: components["schemas"]["Price"];
                /** @description Highest station price seen in the month. */
                maximum: components["schemas"]["Price"];
                change_vs_previous_month_pct: components["schemas"]["Percent"];
                communities: components["schemas"]["RegionMean"][];
                provinces: components["schemas"]["RegionMean"][];
                cheapest_provinces: components["schemas"]["RegionMean"][];
                most_expensive_provinces: components["schemas"]["RegionMean"][];
                cheapest_brands: {
                    slug: string;
                    name: string;
                    average: components["schemas"]["Price"];
                    /** Format: int32 */
                    stations: number;
                }[];
            }[];
            /** Format: uri */
            web_url: string;
        };
        RouteFuelRequest: {
            points: components["schemas"]["RoutePoints"];
            fuel?: components["schemas"]["FuelDefault95"];
            corridor_km?: components["schemas"]["CorridorKmDefault3"];
            limit?: components["schemas"]["RouteLimitDefault10"];
            open_24h?: boolean;
            /** @description true keeps only the stations open at the time of the request (as the open_now query parameter of the searches). */
            open_now?: components["schemas"]["BooleanDefaultFalse"];
            consumption?: number;
        };
        /** @description [lat, lng] pairs (WGS84) in travel order. */
        RoutePoints: components["schemas"]["LatLngPair"][];
        LatLngPair: [
            components["schemas"]["Latitude"],
            components["schemas"]["Longitude"]
        ];
        /** @default 3 */
        CorridorKmDefault3: number;
        /** @default false */
        BooleanDefaultFalse: boolean;
        /**
         * Format: int32
         * @default 10
         */
        RouteLimitDefault10: number;
        RouteFuelResponse: {
            data: components["schemas"]["RouteFuelData"];
            meta: components["schemas"]["Meta"];
        };
        RouteFuelData: {
            fuel: components["schemas"]["Fuel"];
            unit: components["schemas"]["Unit"];
            currency: components["schemas"]["Currency"];
            corridor_km: number;
            route: {
                /** Format: int32 */
                points: number;
                length_km: number;
            };
            stations: components["schemas"]["StationEntry"][];
            trip_cost: components["schemas"]["TripCostEstimate"];
        };
        RoutePlanRequest: {
            points: components["schemas"]["RoutePoints"];
            fuel?: components["schemas"]["FuelDefault95"];
            corridor_km?: components["schemas"]["CorridorKmDefault3"];
            tank_l: components["schemas"]["PlanTankL"];
            start_l: components["schemas"]["PlanStartL"];
            consumption_l_100km?: components["schemas"]["PlanConsumption"];
            reserve_l?: components["schemas"]["PlanReserveDefault5"];
            departure?: components["schemas"]["PlanDeparture"];
            speed_kmh?: components["schemas"]["PlanSpeedDefault90"];
            discounts?: components["schemas"]["PlanDiscounts"];
            max_stops?: components["schemas"]["PlanMaxStops"];
            length_km?: number;
        };
        PlanTankL: number;
        PlanStartL: number;
        PlanConsumption: number;
        /** @default 5 */
        PlanReserveDefault5: number;
        /** Format: date-time */
        PlanDeparture: string;
        /** @default 90 */
        PlanSpeedDefault90: number;
        /** Format: int32 */
        PlanMaxStops: number;
        PlanDiscounts: {
            [key: string]: number;
        };
        RoutePlanResponse: {
            data: components["schemas"]["RoutePlanData"];
            meta: components["schemas"]["Meta"];
        };
        /** @description A refuelling plan and two baselines, by this model. **Candidates**: the stations within `corridor_km` of the route that report a price of `fuel`, as /v1/route/fuel finds them, each at its `position_km` along the route and its distance to it, both to 3 decimals (with `length_km`, and on a catalogue route, the position is scaled so that the end of the points falls at that length, the stated one). A candidate's `detour_km`, one way, is that distance × 1.3, rounded to 3 decimals: an estimate of the road distance, since no road graph is used. **Arrival**: `departure` + (position_km + detour_km) / speed_kmh hours, to the millisecond; no time is added for earlier stops. A candidate is a possible stop only if it is open at the minute of its arrival (seconds dropped) in Europe/Madrid, read from the same opening hours as `open_now` and `next_change_at` (public holidays are unknown); one whose hours cannot be read never is. **Tank**: counted in millilitres (tank_l, start_l and reserve_l rounded to the mL); reaching km x uses round(x × consumption_l_100km × 10) mL. The tank follows the route's kilometres alone: a detour's fuel is a cost but is not drawn from the tank (a simplification of a few tenths of a litre per stop). On arrival at every stop and at the end the tank holds at least reserve_l; after buying, at most tank_l. **Litres**: each stop buys a whole number of litres (kg for cng), at least 1; the plan is exact at that step. **Cost** of a stop: litres × price_after_discount + detour_cost, where price_after_discount is the price less the `discounts` of the station's brand (cents, read to a tenth of a cent), never below 0, and detour_cost = 2 × detour_km × consumption_l_100km / 100 × price (the pump price), rounded to 3 decimals. Every cost is euros to 3 decimals, computed exactly. **The plan** has the least total cost of all plans within these rules and at most `max_stops` stops; of plans of equal cost, the one with fewer stops, then fewer litres in all, then the one whose last stop comes first along the route (position, then id), then the one buying fewer litres before its last stop, then the one whose stop before the last comes first, and so on backwards. **The baselines** use the same candidates, arrivals and costs, and buy at each stop the whole litres that fit or, if fewer, the whole litres that reach the end with reserve_l: `reserve_fill` drives until the tank would reach reserve_l and stops at the first candidate at or after that km open at its arrival (it may use the reserve to get there, never more); `cheapest_in_range` stops at the candidate with the lowest price after discount (ties: the earlier, then the lower id) among those after its last stop that it reaches with reserve_l left and where at least 1 litre fits; each repeats until the end is reached. **Work**: O(n × w × s) for n candidates, w ≤ tank_l − reserve_l + 2 levels of the tank and s = 1, or max_stops + 1 when the cheapest plan has more stops than max_stops. */
        RoutePlanData: {
            fuel: components["schemas"]["Fuel"];
            unit: components["schemas"]["Unit"];
            currency: components["schemas"]["Currency"];
            route: {
                /** @description The catalogue route; null for the caller's own. */
                slug: string | null;
                title: string | null;
                /** Format: int32 */
                points: number;
                /** @description The distance the tank follows, km. */
                length_km: number;
                /**
                 * @description points: the length of the polyline; caller: the body's `length_km`; stated: the catalogue route's stated length.
                 * @enum {string}
                 */
                length_source: "points" | "caller" | "stated";
            };
            options: components["schemas"]["RoutePlanOptions"];
            /** @description The stations of the corridor reporting the fuel, and how many could be stops. */
            candidates: {
                /** Format: int32 */
                in_corridor: number;
                /** Format: int32 */
                open_at_arrival: number;
                /**
                 * Format: int32
                 * @description Never stops: their hours cannot be read.
                 */
                hours_unknown: number;
            };
            plan: components["schemas"]["PlanOutcome"];
            baselines: {
                reserve_fill: components["schemas"]["PlanBaseline"];
                cheapest_in_range: components["schemas"]["PlanBaseline"];
            };
        };
        /** @description The options as applied, defaults filled in. */
        RoutePlanOptions: {
            corridor_km: number;
            tank_l: number;
            start_l: number;
            consumption_l_100km: number;
            /** @enum {string} */
            consumption_source: "caller" | "default";
            reserve_l: number;
            /**
             * Format: date-time
             * @description In Europe/Madrid with its offset, to the second.
             */
            departure: string;
            /**
             * @description request: the minute of the request (no departure given).
             * @enum {string}
             */
            departure_source: "caller" | "request";
            speed_kmh: number;
            /** @enum {number} */
            detour_factor: 1.3;
            /**
             * Format: int32
             * @description Litres are bought in whole litres.
             */
            litre_step: number;
            /** Format: int32 */
            max_stops: number | null;
            /** @description Cents per litre off by brand slug, as read (to a tenth of a cent). */
            discounts: {
                [key: string]: number;
            };
        };
        PlanStop: {
            station: components["schemas"]["StationEntry"];
            /** @description Along the route, km. */
            position_km: number;
            /** @description One way: distance to the route × 1.3, an estimate. */
            detour_km: number;
            /**
             * Format: date-time
             * @description Estimated arrival in Europe/Madrid with its offset, to the second.
             */
            arrival_at: string;
            /**
             * Format: date-time
             * @description When the station closes after the arrival (Europe/Madrid); null when it never does.
             */
            open_until: string | null;
            /** @description In the tank on arrival, 3 decimals; below reserve_l only on a reserve_fill stop. */
            fuel_on_arrival_l: number;
            /** Format: int32 */
            litres: number;
            price: components["schemas"]["Price"];
            price_after_discount: components["schemas"]["Price"];
            /** @description There and back: 2 × detour_km × consumption / 100, 3 decimals. */
            detour_fuel_l: number;
            /** @description Euros: detour fuel at the pump price, 3 decimals. */
            detour_cost: number;
            /** @description Euros: litres × price_after_discount + detour_cost. */
            cost: number;
        };
        /** @description The optimal plan. */
        PlanOutcome: {
            stops: components["schemas"]["PlanStop"][];
            /**
             * Format: int32
             * @description Bought in all.
             */
            litres: number;
            /** @description Euros: the litres at their prices after discount. */
            fuel_cost: number;
            /** @description Euros. */
            detour_cost: number;
            /** @description Euros: fuel_cost + detour_cost. */
            total_cost: number;
            /** @description In the tank at the end, 3 decimals. */
            fuel_at_end_l: number;
        };
        /** @description A baseline (the rule is in RoutePlanData). One that runs dry before the end is `reachable: false`: its stops up to there, `runs_dry_at_km`, and null totals and saving. */
        PlanBaseline: {
            reachable: boolean;
            /** @description Where the tank runs empty, km; null when reachable. */
            runs_dry_at_km: number | null;
            stops: components["schemas"]["PlanStop"][];
            /** Format: int32 */
            litres: number;
            fuel_cost: number | null;
            detour_cost: number | null;
            total_cost: number | null;
            fuel_at_end_l: number | null;
            /** @description Euros: this baseline's total_cost − the plan's. Negative when the baseline is cheaper, which only reserve_fill (it uses the reserve the plan keeps), or a baseline with more stops than max_stops, can be. */
            saving: number | null;
        };
        /** @description On /v1/stations/nearby with sort=total_cost: litres × price_after_discount + detour_fuel_l × price, euros to 3 decimals (rounded once), where price_after_discount is the price less the brand's discount (never below 0), detour_km is distance_km × 1.3 (one way, an estimate of the road distance, 3 decimals) and detour_fuel_l = 2 × detour_km × consumption_l_100km / 100 (3 decimals shown). */
        TotalCost: {
            litres: number;
            price_after_discount: components["schemas"]["Price"];
            detour_km: number;
            detour_fuel_l: number;
            cost: number;
        };
        RoadSummary: {
            slug: string;
            ref: string;
            /** @enum {string} */
            type: "motorway" | "dual_carriageway" | "national_road" | "regional_dual_carriageway";
            name: string | null;
            /** Format: int32 */
            stations: number;
            communities: {
                code: string;
                slug: string;
                name: string;
            }[];
            cheapest: {
                gasoline_95: components["schemas"]["NullablePrice"];
                diesel: components["schemas"]["NullablePrice"];
            };
            /** Format: uri */
            web_url: string;
        };
        RoadsResponse: {
            data: components["schemas"]["RoadsData"];
            meta: components["schemas"]["Meta"];
        };
        RoadsData: {
            currency: components["schemas"]["Currency"];
            roads: components["schemas"]["RoadSummary"][];
        };
        RoadStationsResponse: {
            data: components["schemas"]["RoadStationsData"];
            meta: components["schemas"]["Meta"];
        };
        RoadStationsData: {
            road: components["schemas"]["RoadSummary"];
            fuel: components["schemas"]["Fuel"];
            unit: components["schemas"]["Unit"];
            currency: components["schemas"]["Currency"];
            stations: {
                /** @description Km point from the address. */
                km: number | null;
                /** @enum {string|null} */
                margin: "D" | "I" | "N" | null;
                station: components["schemas"]["StationEntry"];
            }[];
        };
        RouteSummary: {
            slug: string;
            title: string;
            type: components["schemas"]["RouteType"];
            community: {
                code: string;
                slug: string;
                name: string;
            };
            /** @description Slugs of every community crossed. */
            communities: string[];
            summary: string;
            direct_answer: string;
            length_km: number;
            duration_hours: number;
            best_season: ("primavera" | "verano" | "otono" | "invierno")[];
            highlights: string[];
            tags: string[];
            /** Format: uri */
            url: string;
            /** Format: uri */
            web_url: string;
        };
        RoutesResponse: {
            data: components["schemas"]["RoutesData"];
            meta: components["schemas"]["Meta"];
        };
        RoutesData: {
            /**
             * Format: int32
             * @description Matching routes before the limit.
             */
            total: number;
            routes: components["schemas"]["RouteSummary"][];
        };
        RouteResponse: {
            data: components["schemas"]["RouteData"];
            meta: components["schemas"]["Meta"];
        };
        RouteData: {
            route: components["schemas"]["RouteSummary"] & {
                path: components["schemas"]["PathPoint"][];
                photos: components["schemas"]["Photo"][];
                body_markdown: string;
                faq: components["schemas"]["Faq"][];
                sources: components["schemas"]["Source"][];
            };
            fuel: components["schemas"]["Fuel"];
            unit: components["schemas"]["Unit"];
            currency: components["schemas"]["Currency"];
            /** @enum {number} */
            corridor_km: 3;
            stations: components["schemas"]["StationEntry"][];
            trip_cost: components["schemas"]["TripCostEstimate"];
        };
        ContentSearchResponse: {
            data: components["schemas"]["ContentSearchData"];
            meta: components["schemas"]["Meta"];
        };
        ContentSearchData: {
            query: string | null;
            /** Format: int32 */
            total: number;
            results: {
                /** @enum {string} */
                type: "guide" | "post" | "route";
                slug: string;
                title: string;
                summary: string;
                direct_answer: string;
                tags: string[];
                /** Format: date */
                published: string;
                /** Format: date */
                updated: string;
                /**
                 * @description Best field where the query matched; null without q.
                 * @enum {string|null}
                 */
                matched_in: "title" | "direct_answer" | "body" | null;
                /** Format: uri */
                url: string;
                /** Format: uri */
                web_url: string;
            }[];
        };
        ContentItemResponse: {
            data: components["schemas"]["ContentItemData"];
            meta: components["schemas"]["Meta"];
        };
        ContentItemData: {
            /** @enum {string} */
            type: "guide" | "post" | "route";
            slug: string;
            title: string;
            summary: string;
            direct_answer: string;
            tags: string[];
            /** Format: date */
            published: string;
            /** Format: date */
            updated: string;
            body_markdown: string;
            faq: components["schemas"]["Faq"][];
            sources: components["schemas"]["Source"][];
            related: components["schemas"]["RelatedLink"][];
            /** Format: uri */
            web_url: string;
        };
        /**
         * @description Where the price used comes from.
         * @enum {string}
         */
        PriceSource: "caller" | "province_average" | "spain_average";
        TripCostResponse: {
            data: components["schemas"]["TripCostData"];
            meta: components["schemas"]["Meta"];
        };
        TripCostData: {
            fuel: components["schemas"]["Fuel"];
            unit: components["schemas"]["Unit"];
            currency: components["schemas"]["Currency"];
            /** @enum {string} */
            distance_source: "km" | "coordinates";
            straight_line_km: number | null;
            /** @enum {number|null} */
            road_factor: 1.25 | null;
            one_way_km: number;
            round_trip: boolean;
            total_km: number;
            consumption_per_100km: number;
            /** @enum {string} */
            consumption_source: "caller" | "default";
            /** @description Litres (kg for cng). */
            quantity: number;
            price: components["schemas"]["Price"];
            price_source: components["schemas"]["PriceSource"];
            province: components["schemas"]["TerritoryRef"] | null;
            cost: number;
            /** Format: int32 */
            people: number;
            cost_per_person: number;
            formula: string;
        };
        TankCostResponse: {
            data: components["schemas"]["TankCostData"];
            meta: components["schemas"]["Meta"];
        };
        TankCostData: {
            fuel: components["schemas"]["Fuel"];
            unit: components["schemas"]["Unit"];
            currency: components["schemas"]["Currency"];
            area: components["schemas"]["Area"];
            capacity: number;
            /** @enum {string} */
            level: "vacio" | "reserva" | "1-4" | "1-2" | "3-4";
            /** @description Fraction of the tank still full. */
            level_fraction: number;
            quantity_to_fill: number;
            average_price: components["schemas"]["Price"];
            average_price_source: components["schemas"]["PriceSource"];
            cheapest_price: components["schemas"]["Price"];
            /** Format: int32 */
            cheapest_station_id: number;
            cost_at_average: number;
            cost_at_cheapest: number;
            /** @description cost_at_average − cost_at_cheapest. */
            difference: number;
            formula: string;
        };
        VehicleCost: {
            /** @enum {string} */
            vehicle: "petrol" | "diesel" | "electric";
            consumption_per_100km: number;
            /** @enum {string} */
            consumption_unit: "L" | "kWh";
            /** @description EUR per litre or per kWh. */
            energy_price: number;
            /** @enum {string} */
            energy_price_source: "caller" | "spain_average" | "default";
            cost_per_km: number;
            /** @description Energy cost plus any extra yearly cost. */
            cost_per_year: number;
        };
        VehicleCostsResponse: {
            data: components["schemas"]["VehicleCostsData"];
            meta: components["schemas"]["Meta"];
        };
        VehicleCostsData: {
            /** @enum {string} */
            compare: "petrol_vs_diesel" | "ev_vs_fuel";
            km_per_year: number;
            currency: components["schemas"]["Currency"];
            vehicles: components["schemas"]["VehicleCost"][];
            /** @description Extra purchase price of the diesel or electric car. */
            extra_price: number;
            extra_yearly_cost: number;
            /** @description Yearly cost of the petrol car minus that of the other (negative when the other costs more). */
            yearly_saving: number;
            /** @description null when the other car never pays off. */
            payback_years: number | null;
            break_even_km_per_year: number | null;
            formula: string;
        };
        SavingsResponse: {
            data: components["schemas"]["SavingsData"];
            meta: components["schemas"]["Meta"];
        };
        SavingsData: {
            fuel: components["schemas"]["Fuel"];
            unit: components["schemas"]["Unit"];
            currency: components["schemas"]["Currency"];
            usual_price: number;
            cheap_price: number;
            quantity_per_refuel: number;
            refuels_per_month: number;
            saving_per_unit: number;
            saving_per_refuel: number;
            detour: {
                km: number;
                consumption_per_100km: number;
                /** @enum {string} */
                consumption_source: "caller" | "default";
                quantity: number;
                cost: number;
                worth_it: boolean;
            };
            net_saving_per_refuel: number;
            saving_per_month: number;
            saving_per_year: number;
            formula: string;
        };
        AdblueResponse: {
            data: components["schemas"]["AdblueData"];
            meta: components["schemas"]["Meta"];
        };
        AdblueData: {
            km_per_year: number;
            litres_per_1000km: number;
            litres_per_year: number;
            litres_per_month: number;
            price: number;
            /** @enum {string} */
            price_source: "caller" | "spain_average";
            currency: components["schemas"]["Currency"];
            cost_per_year: number;
            cost_per_month: number;
            tank_litres: number | null;
            refills_per_year: number | null;
            formula: string;
        };
        /** @enum {string} */
        TaxRegime: "peninsula_baleares" | "canarias" | "ceuta_melilla";
        PriceBreakdownResponse: {
            data: components["schemas"]["PriceBreakdownData"];
            meta: components["schemas"]["Meta"];
        };
        PriceBreakdownData: {
            /** @enum {string} */
            fuel: "gasoline_95" | "gasoline_98" | "diesel" | "diesel_premium";
            /** @enum {string} */
            unit: "L";
            currency: components["schemas"]["Currency"];
            /**
             * Format: date
             * @description Date whose tax rates apply (the date of the data).
             */
            date: string;
            regime: components["schemas"]["TaxRegime"];
            area: components["schemas"]["Area"];
            price: number;
            price_source: components["schemas"]["PriceSource"];
            components: {
                /** @enum {string} */
                component: "product" | "hydrocarbon_excise" | "vat" | "canary_fuel_tax" | "ipsi";
                label: string;
                /** @description EUR per litre. */
                amount: number;
                share_pct: number;
                /** @description The rate applied, e.g. "379 EUR/1000 L" or "21 %". */
                rate: string | null;
                verified: boolean;
            }[];
            taxes_total: number;
            taxes_share_pct: number;
            /** @description false when any rate used is not verified against the official gazette. */
            verified: boolean;
            notes: string[];
        };
        TaxRate: {
            /** @enum {string} */
            tax: "hydrocarbon_excise" | "vat" | "canary_fuel_tax" | "igic" | "ipsi";
            /** @description The fuel or product; null when the rate applies to all. */
            fuel: string | null;
            /** @description null when the project does not know the figure. */
            rate: number | null;
            /** @enum {string} */
            unit: "eur_per_1000_l" | "eur_per_tonne" | "eur_per_gj" | "percent";
            /** Format: date */
            effective_from: string | null;
            /** Format: date */
            effective_to: string | null;
            verified: boolean;
            source: components["schemas"]["Source"];
        };
        TaxesResponse: {
            data: components["schemas"]["TaxesData"];
            meta: components["schemas"]["Meta"];
        };
        TaxesData: {
            /**
             * Format: date
             * @description The date of the data; rates "in force" are those of this day.
             */
            date: string;
            regimes: {
                regime: components["schemas"]["TaxRegime"];
                name: string;
                in_force: components["schemas"]["TaxRate"][];
                /** @description Every known rate with its dates. */
                table: components["schemas"]["TaxRate"][];
            }[];
            current_reduction: {
                name: string;
                /** Format: date */
                effective_from: string;
                /** Format: date */
                effective_to: string | null;
                description: string;
                verified: boolean;
                source: components["schemas"]["Source"];
            } | null;
        };
    };
    responses: {
        /** @description INVALID_PARAMETER (or INVALID_JSON for a body): the request must change; do not retry. */
        BadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Content-Language": components["headers"]["ProblemContentLanguage"];
                Vary: components["headers"]["ProblemVary"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description INVALID_PARAMETER: a parameter is wrong, or the calculation needs a price of the day that no station reports (a fuel nobody sells today, or none in the province asked for). Then `detail` names the parameter that supplies the price (`price`, `petrol_price` or `diesel_price`; on /v1/calc/tank-cost, whose cheapest price can only come from the data, `fuel` or `province`) and the client gives it: waiting does not help until a station reports the fuel. Do not retry unchanged. */
        CalculatorBadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Content-Language": components["headers"]["ProblemContentLanguage"];
                Vary: components["headers"]["ProblemVary"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description COMMUNITY_NOT_FOUND, PROVINCE_NOT_FOUND or MUNICIPALITY_NOT_FOUND. */
        TerritoryNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Content-Language": components["headers"]["ProblemContentLanguage"];
                Vary: components["headers"]["ProblemVary"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description PRODUCT_NOT_FOUND or COMMUNITY_NOT_FOUND. */
        ProductOrTerritoryNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Content-Language": components["headers"]["ProblemContentLanguage"];
                Vary: components["headers"]["ProblemVary"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description STATION_NOT_FOUND (unknown, or does not sell to the public). For a station that has left the register's public list within the last 90 days, the problem says so and carries `last_seen` and `history_url` (never for a station with Tipo Venta R, which has not left the register). */
        StationNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Content-Language": components["headers"]["ProblemContentLanguage"];
                Vary: components["headers"]["ProblemVary"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description BRAND_NOT_FOUND. */
        BrandNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Content-Language": components["headers"]["ProblemContentLanguage"];
                Vary: components["headers"]["ProblemVary"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description ROAD_NOT_FOUND. */
        RoadNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Content-Language": components["headers"]["ProblemContentLanguage"];
                Vary: components["headers"]["ProblemVary"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description ROUTE_NOT_FOUND. */
        RouteNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Content-Language": components["headers"]["ProblemContentLanguage"];
                Vary: components["headers"]["ProblemVary"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description REPORT_NOT_FOUND (no data for that month). */
        ReportNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Content-Language": components["headers"]["ProblemContentLanguage"];
                Vary: components["headers"]["ProblemVary"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description GUIDE_NOT_FOUND, ARTICLE_NOT_FOUND or ROUTE_NOT_FOUND. */
        ContentNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Content-Language": components["headers"]["ProblemContentLanguage"];
                Vary: components["headers"]["ProblemVary"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description METHOD_NOT_ALLOWED; the Allow header lists the methods of the path. */
        MethodNotAllowed: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                Allow: components["headers"]["Allow"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Content-Language": components["headers"]["ProblemContentLanguage"];
                Vary: components["headers"]["ProblemVary"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description PAYLOAD_TOO_LARGE (body over 32 KB). */
        PayloadTooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Content-Language": components["headers"]["ProblemContentLanguage"];
                Vary: components["headers"]["ProblemVary"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description URI_TOO_LONG (URL over 2,048 characters). */
        UriTooLong: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Content-Language": components["headers"]["ProblemContentLanguage"];
                Vary: components["headers"]["ProblemVary"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description UNSUPPORTED_MEDIA_TYPE (the body must be application/json, in UTF-8; another charset is refused). */
        UnsupportedMediaType: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Content-Language": components["headers"]["ProblemContentLanguage"];
                Vary: components["headers"]["ProblemVary"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description PLAN_NOT_FEASIBLE: no plan reaches the end of the route within the rules (the tank, the reserve, the stations open at arrival, max_stops). The problem carries `dry_at_km`, `gap_km` and `gap_to`. A fuller start, a smaller reserve, a wider corridor, another departure or more stops may make one. */
        PlanNotFeasible: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Content-Language": components["headers"]["ProblemContentLanguage"];
                Vary: components["headers"]["ProblemVary"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description RATE_LIMITED; the same request passes every policy after Retry-After seconds (refused requests are not counted). */
        RateLimited: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Content-Language": components["headers"]["ProblemContentLanguage"];
                Vary: components["headers"]["ProblemVary"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description INTERNAL_ERROR; may be retried once after a few seconds. */
        InternalError: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Content-Language": components["headers"]["ProblemContentLanguage"];
                Vary: components["headers"]["ProblemVary"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description TEMPORARILY_UNAVAILABLE (no data to answer from, Retry-After 60; or the monthly query budget is spent and no earlier answer is kept, Retry-After the seconds to the month's end, at most 3600) or ENDPOINT_DISABLED (switched off by configuration; Retry-After 3600). */
        Unavailable: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Content-Language": components["headers"]["ProblemContentLanguage"];
                Vary: components["headers"]["ProblemVary"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
        AcceptLanguage: string;
        /** @description Latitude (WGS84) of the centre, rounded to 3 decimals. */
        LatRequired: components["schemas"]["Latitude"];
        /** @description Longitude (WGS84) of the centre, rounded to 3 decimals. */
        LngRequired: components["schemas"]["Longitude"];
        /** @description Latitude of the centre of a point search; requires lng. */
        LatOptional: components["schemas"]["Latitude"];
        /** @description Longitude of the centre of a point search; requires lat. */
        LngOptional: components["schemas"]["Longitude"];
        /** @description Latitude of the origin. */
        FromLat: components["schemas"]["Latitude"];
        /** @description Longitude of the origin. */
        FromLng: components["schemas"]["Longitude"];
        /** @description Latitude of the destination. */
        ToLat: components["schemas"]["Latitude"];
        /** @description Longitude of the destination. */
        ToLng: components["schemas"]["Longitude"];
        /** @description Search radius in km. */
        RadiusKm5: number;
        /** @description Search radius in km of a point search (only with lat and lng). */
        RadiusKm10: number;
        /** @description The fuel. */
        Fuel: components["schemas"]["FuelDefault95"];
        /** @description The fuel. */
        FuelRequired: components["schemas"]["Fuel"];
        /** @description One fuel; all fuels when omitted. */
        FuelOptional: components["schemas"]["Fuel"];
        /** @description A liquid road fuel sold by the litre. */
        BreakdownFuel: "gasoline_95" | "gasoline_98" | "diesel" | "diesel_premium";
        /** @description One of the two fuels of the series; both when omitted. */
        MonthlyFuel: "gasoline_95" | "diesel";
        /** @description price, distance or total_cost (`litres` bought + detour fuel there and back). */
        Sort: "price" | "distance" | "total_cost";
        /** @description RFC 3339 instant with seconds and an offset (`2026-08-21T18:00:00Z`; write a `+` offset as `%2B`): the answer lists what was served after it. Use the `meta.next_since` of your previous answer: every client polling after the same publication then asks the same address, which a shared cache answers. At least the window's first instant (ChangesData). */
        Since: string;
        /** @description Maximum number of price changes in the answer (the stations that joined or left are never cut). */
        ChangesLimit: number;
        /** @description The next page of a cut answer: the key `date:station_id:fuel` of the last change given (`meta.next_page` holds the address). The changes that follow it in the order of the answer. */
        ChangesAfter: string;
        /** @description Radius of the watch around the point, km (only with lat and lng). */
        WatchRadiusKm: number;
        /** @description How many of the stations nearest the point are watched (only with lat and lng). */
        WatchLimit: number;
        /** @description The stations watched instead of a point: 1 to 20 station ids (IDEESS), comma-separated, each a whole number without leading zeros, none repeated. */
        WatchIds: string;
        /** @description A price, euros (per kg for cng); a station matches at or under it, an event is a crossing of it. */
        Below: number;
        /** @description Maximum number of items. */
        Limit10: number;
        /** @description Maximum number of items. */
        Limit20: number;
        /** @description Maximum number of items. */
        Limit50: number;
        /** @description Maximum number of items. */
        Limit8Of20: number;
        /** @description Only stations open 24 hours (true) or only those that are not (false). */
        Open24h: boolean;
        /** @description true keeps only the stations open at the time of the request (Europe/Madrid, from their structured hours; stations whose hours cannot be read are left out; public holidays are unknown). false, the default, does not filter. */
        OpenNowFilter: boolean;
        /** @description 1 to 20 station ids (IDEESS), comma-separated, each a whole number without leading zeros, none repeated. */
        StationIds: string;
        /** @description Spain scope only: rank the Canary Islands, Ceuta and Melilla together with the rest of Spain instead of separately. */
        IncludeLowTax: boolean;
        /** @description Only stations of this brand (slug, see /v1/brands). */
        BrandFilter: components["schemas"]["Slug120"];
        /** @description Territorial level; spain when omitted. Any level other than spain needs code. */
        Level: "spain" | "community" | "province" | "municipality";
        /** @description Territory code or slug: INE code for community and province (community 08 is Castilla-La Mancha), ministry id for municipality. Needs a level other than spain. */
        Code: components["schemas"]["Slug60"];
        /** @description Which territories to list. */
        TerritoryLevel: "community" | "province" | "municipality";
        /** @description Rank communities or provinces. */
        RegionLevel: "community" | "province";
        /** @description Code or slug of the parent territory: a community for level=province (optional), a province for level=municipality (required). Not accepted with level=community. */
        Parent: components["schemas"]["Slug60"];
        /** @description A community (INE code or slug); Spain when omitted. */
        CommunityFilter: components["schemas"]["Slug60"];
        /** @description A province (INE code or slug) whose prices are used; Spain when omitted. */
        ProvinceFilter: components["schemas"]["Slug60"];
        /** @description The ministry's station id (IDEESS), a whole number written without leading zeros. */
        StationId: number;
        /** @description The product. Any other value of the same form gives 404 PRODUCT_NOT_FOUND. Products: adblue, diesel_b, hvo, lng, gasoline_95_e10, gasoline_98_e10. */
        ProductId: string;
        /** @description Brand slug. */
        BrandSlug: components["schemas"]["Slug120"];
        /** @description Road slug, e.g. a-2 or n-340. */
        RoadSlug: components["schemas"]["Slug120"];
        /** @description Route slug. */
        RouteSlug: components["schemas"]["Slug120"];
        /** @description Item slug. */
        ContentSlug: components["schemas"]["Slug120"];
        /** @description Kind of item. */
        ContentTypePath: "guide" | "post" | "route";
        /** @description Only items of this kind. */
        ContentTypeFilter: "guide" | "post" | "route";
        /** @description Only items with this tag. */
        Tag: string;
        /** @description Search text. */
        QueryRequired: string;
        /** @description Search text. */
        QueryOptional: string;
        /** @description Number of days ending on the date of the latest data. */
        Days30: number;
        /** @description First month (YYYY-MM); January 2005 when omitted. */
        FromMonth: components["schemas"]["Month"];
        /** @description Last month (YYYY-MM); the latest month with data when omitted. */
        ToMonth: components["schemas"]["Month"];
        /** @description The month (YYYY-MM). */
        ReportMonth: components["schemas"]["Month"];
        /** @description Kind of route. */
        RouteType: components["schemas"]["RouteType"];
        /** @description A community (slug or INE code) that the route crosses. */
        Region: string;
        /** @description Only stations at or after this km point. */
        KmFrom: number;
        /** @description Only stations at or before this km point; not below km_from. */
        KmTo: number;
        /** @description One-way distance in km (at most 1,500 km for a trip; see the description). */
        Km: number;
        /** @description Count the way back too. */
        RoundTrip: boolean;
        /** @description Consumption in L/100 km (kg/100 km for cng); the fuel's default when omitted. */
        Consumption: number;
        /** @description A price in EUR per litre (per kg for cng) given by the caller. */
        Price: number;
        /** @description People sharing the cost. */
        People: number;
        /** @description Tank capacity in litres. */
        Capacity: number;
        /** @description Current level of the tank. */
        TankLevel: "vacio" | "reserva" | "1-4" | "1-2" | "3-4";
        /** @description Which comparison. */
        Compare: "petrol_vs_diesel" | "ev_vs_fuel";
        /** @description Kilometres driven per year. */
        KmPerYear200k: number;
        /** @description Kilometres driven per year. */
        KmPerYear500k: number;
        /** @description Petrol car consumption in L/100 km (default 6.5). */
        PetrolConsumption: number;
        /** @description Diesel car consumption in L/100 km (default 5.5; petrol_vs_diesel only). */
        DieselConsumption: number;
        /** @description Petrol price in EUR/L (default today's Spain mean of gasoline_95). */
        PetrolPrice: number;
        /** @description Diesel price in EUR/L (default today's Spain mean; petrol_vs_diesel only). */
        DieselPrice: number;
        /** @description Extra purchase price of the diesel car in EUR (default 1500; petrol_vs_diesel only). */
        DieselExtraPrice: number;
        /** @description Extra yearly cost of the diesel car in EUR (default 0; petrol_vs_diesel only). */
        DieselExtraYearlyCost: number;
        /** @description Electric car consumption in kWh/100 km (default 17; ev_vs_fuel only). */
        EvConsumption: number;
        /** @description Electricity price in EUR/kWh (default 0.20; ev_vs_fuel only). */
        ElectricityPrice: number;
        /** @description Extra purchase price of the electric car in EUR (default 8000; ev_vs_fuel only). */
        EvExtraPrice: number;
        /** @description Price usually paid in EUR/L. */
        UsualPrice: number;
        /** @description Price at the cheaper station in EUR/L. */
        CheapPrice: number;
        /** @description Litres per refuel (default 40). */
        QuantityPerRefuel: number;
        /** @description Refuels per month (default 4). */
        RefuelsPerMonth: number;
        /** @description Extra km (round trip) to reach the cheaper station (default 0). */
        DetourKm: number;
        /** @description AdBlue dosing in L per 1,000 km (default 1.5). */
        LitresPer1000km: number;
        /** @description AdBlue tank size in litres. */
        TankLitres: number;
        /** @description Litres (kg for cng) to buy; required by sort=total_cost. */
        Litres: number;
        /** @description For sort=total_cost; per 100 km. */
        NearbyConsumption: number;
        /** @description Cents off per litre by brand slug: repsol:5,cepsa:3.5 */
        Discounts: string;
        /** @description The tank's capacity, litres (kg for cng). */
        PlanTankL: components["schemas"]["PlanTankL"];
        /** @description The fuel in the tank at the start, litres (kg for cng); at least `reserve_l`, at most `tank_l`. */
        PlanStartL: components["schemas"]["PlanStartL"];
        /** @description Consumption, L/100 km (kg/100 km for cng); the fuel's default when omitted. */
        PlanConsumption: components["schemas"]["PlanConsumption"];
        /** @description The tank never goes below this, litres (kg for cng); less than `tank_l`. */
        PlanReserveL: components["schemas"]["PlanReserveDefault5"];
        /** @description When the trip starts, RFC 3339 with seconds and an offset (`2026-08-22T10:00:00Z`; write a `+` offset as `%2B` in a query string): at most 1 day before and 7 days after the request. The minute of the request when omitted. */
        PlanDeparture: components["schemas"]["PlanDeparture"];
        /** @description Average speed that estimates each arrival, km/h. */
        PlanSpeedKmh: components["schemas"]["PlanSpeedDefault90"];
        /** @description Stations within this distance of the route are candidate stops, km. */
        PlanCorridorKm: components["schemas"]["CorridorKmDefault3"];
        /** @description At most this many stops; no limit when omitted. */
        PlanMaxStops: components["schemas"]["PlanMaxStops"];
    };
    requestBodies: never;
    headers: {
        /**
         * @description The rate-limit policies applied: `"rest";q=120;w=60`, plus `"heavy";q=30;w=60` on heavy endpoints, then the short burst `"burst";q=20;w=10`. Each is a sliding window: no span of w seconds holds more than q requests. Absent when the server runs with RATE_LIMITS=off (local development; /v1/status says limits.per_client false).
         * @example "rest";q=120;w=60, "burst";q=20;w=10
         */
        RateLimitPolicy: string;
        /**
         * @description The state of the tightest policy (draft-ietf-httpapi-ratelimit-headers): `"<policy>";r=<requests left>;t=<seconds until one more is admitted>`. On a 429, t equals Retry-After. Sent with every answer to a request counted against the limits, refusals included; not on 405 and 414, which are refused before counting, nor when the server runs with RATE_LIMITS=off.
         * @example "burst";r=19;t=10
         */
        RateLimit: string;
        /** @description Identifier of the request; equals meta.request_id or the problem's request_id. */
        XRequestId: string;
        /** @description The API's own cache, hit, miss or stale. */
        XCache: "hit" | "miss" | "stale";
        /** @description Caching rule of the response (see the x-cache extension of the operation); no-store for every answer made before the service had any data to serve (a start), whatever the family. */
        CacheControl: string;
        /** @description Entity tag of the body; send it in If-None-Match to get 304 Not Modified. */
        ETag: string;
        /** @description Seconds to wait before retrying. */
        RetryAfter: number;
        /** @description Methods allowed on this path. */
        Allow: string;
        /** @description Every origin may read every answer (CORS); the API is public and keyless. */
        "Access-Control-Allow-Origin": "*";
        /** @description The language of the answer's texts: `es` (the default) or `en` (when Accept-Language prefers English); `en, es` when an English answer quotes the project's Spanish editorial text (guides, posts, routes); always `en` on /v1/openapi, written in English. Not sent on 304 Not Modified. */
        ContentLanguage: "es" | "en" | "en, es";
        /** @description `Accept-Encoding, Accept-Language`: answers of 8 KiB or more are compressed when asked, and the texts follow Accept-Language (/v1/openapi, the same English document for everyone, varies on `Accept-Encoding` only; /v1/watch, whose form is negotiated, on `Accept` first). */
        Vary: "Accept-Encoding, Accept-Language" | "Accept-Encoding" | "Accept, Accept-Encoding, Accept-Language";
        /** @description The language of `title` and `detail`: `es` (the default) or `en` (when Accept-Language prefers English). */
        ProblemContentLanguage: "es" | "en";
        /** @description `Accept-Language` (with `Accept` first at `/`): `title` and `detail` follow Accept-Language. */
        ProblemVary: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getIndex: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The index (JSON), or the page for a browser (HTML). */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description The language of the JSON index's texts (summaries, descriptions, `meta`), as Accept-Language chooses; `es` on the page, which is written in Spanish. */
                    "Content-Language"?: "es" | "en";
                    /** @description `Accept, Accept-Encoding, Accept-Language` on the JSON index (`Accept` on the page): the JSON index and the HTML page share this address, answers of 8 KiB or more are compressed when asked, and the index's texts follow Accept-Language. */
                    Vary?: "Accept, Accept-Encoding, Accept-Language" | "Accept";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndexResponse"];
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getOpenApi: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document (not wrapped in the `{data, meta}` envelope). */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.oai.openapi+json": components["schemas"]["OpenApiDocument"];
                    "application/yaml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getStations: {
        parameters: {
            query: {
                /** @description 1 to 20 station ids (IDEESS), comma-separated, each a whole number without leading zeros, none repeated. */
                ids: components["parameters"]["StationIds"];
            };
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stations found and the ids not found. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    findStationsNearby: {
        parameters: {
            query: {
                /** @description Latitude (WGS84) of the centre, rounded to 3 decimals. */
                lat: components["parameters"]["LatRequired"];
                /** @description Longitude (WGS84) of the centre, rounded to 3 decimals. */
                lng: components["parameters"]["LngRequired"];
                /** @description Search radius in km. */
                radius_km?: components["parameters"]["RadiusKm5"];
                /** @description The fuel. */
                fuel?: components["parameters"]["Fuel"];
                /** @description price, distance or total_cost (`litres` bought + detour fuel there and back). */
                sort?: components["parameters"]["Sort"];
                /** @description Maximum number of items. */
                limit?: components["parameters"]["Limit10"];
                /** @description Only stations open 24 hours (true) or only those that are not (false). */
                open_24h?: components["parameters"]["Open24h"];
                /** @description Only stations of this brand (slug, see /v1/brands). */
                brand?: components["parameters"]["BrandFilter"];
                /** @description true keeps only the stations open at the time of the request (Europe/Madrid, from their structured hours; stations whose hours cannot be read are left out; public holidays are unknown). false, the default, does not filter. */
                open_now?: components["parameters"]["OpenNowFilter"];
                /** @description Litres (kg for cng) to buy; required by sort=total_cost. */
                litres?: components["parameters"]["Litres"];
                /** @description For sort=total_cost; per 100 km. */
                consumption_l_100km?: components["parameters"]["NearbyConsumption"];
                /** @description Cents off per litre by brand slug: repsol:5,cepsa:3.5 */
                discounts?: components["parameters"]["Discounts"];
            };
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Stations around the point. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NearbyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    findCheapestStations: {
        parameters: {
            query?: {
                /** @description The fuel. */
                fuel?: components["parameters"]["Fuel"];
                /** @description Territorial level; spain when omitted. Any level other than spain needs code. */
                level?: components["parameters"]["Level"];
                /** @description Territory code or slug: INE code for community and province (community 08 is Castilla-La Mancha), ministry id for municipality. Needs a level other than spain. */
                code?: components["parameters"]["Code"];
                /** @description Latitude of the centre of a point search; requires lng. */
                lat?: components["parameters"]["LatOptional"];
                /** @description Longitude of the centre of a point search; requires lat. */
                lng?: components["parameters"]["LngOptional"];
                /** @description Search radius in km of a point search (only with lat and lng). */
                radius_km?: components["parameters"]["RadiusKm10"];
                /** @description Maximum number of items. */
                limit?: components["parameters"]["Limit10"];
                /** @description Spain scope only: rank the Canary Islands, Ceuta and Melilla together with the rest of Spain instead of separately. */
                include_low_tax?: components["parameters"]["IncludeLowTax"];
                /** @description true keeps only the stations open at the time of the request (Europe/Madrid, from their structured hours; stations whose hours cannot be read are left out; public holidays are unknown). false, the default, does not filter. */
                open_now?: components["parameters"]["OpenNowFilter"];
            };
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cheapest stations of the scope. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheapestResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["TerritoryNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getStation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The ministry's station id (IDEESS), a whole number written without leading zeros. */
                id: components["parameters"]["StationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The station. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["StationNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getStationHistory: {
        parameters: {
            query?: {
                /** @description Number of days ending on the date of the latest data. */
                days?: components["parameters"]["Days30"];
                /** @description One fuel; all fuels when omitted. */
                fuel?: components["parameters"]["FuelOptional"];
            };
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The ministry's station id (IDEESS), a whole number written without leading zeros. */
                id: components["parameters"]["StationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The station's daily series. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationHistoryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["StationNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPrices: {
        parameters: {
            query?: {
                /** @description Territorial level; spain when omitted. Any level other than spain needs code. */
                level?: components["parameters"]["Level"];
                /** @description Territory code or slug: INE code for community and province (community 08 is Castilla-La Mancha), ministry id for municipality. Needs a level other than spain. */
                code?: components["parameters"]["Code"];
                /** @description One fuel; all fuels when omitted. */
                fuel?: components["parameters"]["FuelOptional"];
            };
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Statistics per fuel. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PricesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["TerritoryNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getProductPrices: {
        parameters: {
            query?: {
                /** @description A community (INE code or slug); Spain when omitted. */
                community?: components["parameters"]["CommunityFilter"];
                /** @description Maximum number of items. */
                limit?: components["parameters"]["Limit10"];
            };
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The product. Any other value of the same form gives 404 PRODUCT_NOT_FOUND. Products: adblue, diesel_b, hvo, lng, gasoline_95_e10, gasoline_98_e10. */
                id: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product's statistics and cheapest stations. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["ProductOrTerritoryNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    listTerritories: {
        parameters: {
            query?: {
                /** @description Which territories to list. */
                level?: components["parameters"]["TerritoryLevel"];
                /** @description Code or slug of the parent territory: a community for level=province (optional), a province for level=municipality (required). Not accepted with level=community. */
                parent?: components["parameters"]["Parent"];
            };
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The territories. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TerritoriesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["TerritoryNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    searchPlaces: {
        parameters: {
            query: {
                /** @description Search text. */
                q: components["parameters"]["QueryRequired"];
                /** @description Maximum number of items. */
                limit?: components["parameters"]["Limit8Of20"];
            };
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matches, best first. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    listBrands: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The brands. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getBrand: {
        parameters: {
            query?: {
                /** @description The fuel. */
                fuel?: components["parameters"]["Fuel"];
                /** @description Maximum number of items. */
                limit?: components["parameters"]["Limit10"];
            };
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Brand slug. */
                slug: components["parameters"]["BrandSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The brand. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["BrandNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    rankRegions: {
        parameters: {
            query?: {
                /** @description Rank communities or provinces. */
                level?: components["parameters"]["RegionLevel"];
                /** @description The fuel. */
                fuel?: components["parameters"]["Fuel"];
            };
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ranking. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RankingResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPriceInsights: {
        parameters: {
            query: {
                /** @description Territorial level; spain when omitted. Any level other than spain needs code. */
                level?: components["parameters"]["Level"];
                /** @description Territory code or slug: INE code for community and province (community 08 is Castilla-La Mancha), ministry id for municipality. Needs a level other than spain. */
                code?: components["parameters"]["Code"];
                /** @description The fuel. */
                fuel: components["parameters"]["FuelRequired"];
            };
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fuel's patterns in the area, and the advice. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsightsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["TerritoryNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPriceChanges: {
        parameters: {
            query: {
                /** @description RFC 3339 instant with seconds and an offset (`2026-08-21T18:00:00Z`; write a `+` offset as `%2B`): the answer lists what was served after it. Use the `meta.next_since` of your previous answer: every client polling after the same publication then asks the same address, which a shared cache answers. At least the window's first instant (ChangesData). */
                since: components["parameters"]["Since"];
                /** @description Territorial level; spain when omitted. Any level other than spain needs code. */
                level?: components["parameters"]["Level"];
                /** @description Territory code or slug: INE code for community and province (community 08 is Castilla-La Mancha), ministry id for municipality. Needs a level other than spain. */
                code?: components["parameters"]["Code"];
                /** @description One fuel; all fuels when omitted. */
                fuel?: components["parameters"]["FuelOptional"];
                /** @description Maximum number of price changes in the answer (the stations that joined or left are never cut). */
                limit?: components["parameters"]["ChangesLimit"];
                /** @description The next page of a cut answer: the key `date:station_id:fuel` of the last change given (`meta.next_page` holds the address). The changes that follow it in the order of the answer. */
                after?: components["parameters"]["ChangesAfter"];
            };
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The changes after `since`. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["TerritoryNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getWatch: {
        parameters: {
            query: {
                /** @description Latitude of the centre of a point search; requires lng. */
                lat?: components["parameters"]["LatOptional"];
                /** @description Longitude of the centre of a point search; requires lat. */
                lng?: components["parameters"]["LngOptional"];
                /** @description Radius of the watch around the point, km (only with lat and lng). */
                radius_km?: components["parameters"]["WatchRadiusKm"];
                /** @description How many of the stations nearest the point are watched (only with lat and lng). */
                limit?: components["parameters"]["WatchLimit"];
                /** @description The stations watched instead of a point: 1 to 20 station ids (IDEESS), comma-separated, each a whole number without leading zeros, none repeated. */
                ids?: components["parameters"]["WatchIds"];
                /** @description The fuel. */
                fuel: components["parameters"]["FuelRequired"];
                /** @description A price, euros (per kg for cng); a station matches at or under it, an event is a crossing of it. */
                below?: components["parameters"]["Below"];
            };
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The watch, in the form negotiated. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WatchResponse"];
                    "application/atom+xml": components["schemas"]["AtomFeed"];
                    "application/feed+json": components["schemas"]["JsonFeed"];
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getWatchAtom: {
        parameters: {
            query: {
                /** @description Latitude of the centre of a point search; requires lng. */
                lat?: components["parameters"]["LatOptional"];
                /** @description Longitude of the centre of a point search; requires lat. */
                lng?: components["parameters"]["LngOptional"];
                /** @description Radius of the watch around the point, km (only with lat and lng). */
                radius_km?: components["parameters"]["WatchRadiusKm"];
                /** @description How many of the stations nearest the point are watched (only with lat and lng). */
                limit?: components["parameters"]["WatchLimit"];
                /** @description The stations watched instead of a point: 1 to 20 station ids (IDEESS), comma-separated, each a whole number without leading zeros, none repeated. */
                ids?: components["parameters"]["WatchIds"];
                /** @description The fuel. */
                fuel: components["parameters"]["FuelRequired"];
                /** @description A price, euros (per kg for cng); a station matches at or under it, an event is a crossing of it. */
                below?: components["parameters"]["Below"];
            };
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/atom+xml": components["schemas"]["AtomFeed"];
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getWatchJsonFeed: {
        parameters: {
            query: {
                /** @description Latitude of the centre of a point search; requires lng. */
                lat?: components["parameters"]["LatOptional"];
                /** @description Longitude of the centre of a point search; requires lat. */
                lng?: components["parameters"]["LngOptional"];
                /** @description Radius of the watch around the point, km (only with lat and lng). */
                radius_km?: components["parameters"]["WatchRadiusKm"];
                /** @description How many of the stations nearest the point are watched (only with lat and lng). */
                limit?: components["parameters"]["WatchLimit"];
                /** @description The stations watched instead of a point: 1 to 20 station ids (IDEESS), comma-separated, each a whole number without leading zeros, none repeated. */
                ids?: components["parameters"]["WatchIds"];
                /** @description The fuel. */
                fuel: components["parameters"]["FuelRequired"];
                /** @description A price, euros (per kg for cng); a station matches at or under it, an event is a crossing of it. */
                below?: components["parameters"]["Below"];
            };
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/feed+json": components["schemas"]["JsonFeed"];
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPriceHistory: {
        parameters: {
            query?: {
                /** @description Territorial level; spain when omitted. Any level other than spain needs code. */
                level?: components["parameters"]["Level"];
                /** @description Territory code or slug: INE code for community and province (community 08 is Castilla-La Mancha), ministry id for municipality. Needs a level other than spain. */
                code?: components["parameters"]["Code"];
                /** @description The fuel. */
                fuel?: components["parameters"]["Fuel"];
                /** @description Number of days ending on the date of the latest data. */
                days?: components["parameters"]["Days30"];
            };
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The daily series. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["TerritoryNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getMonthlyHistory: {
        parameters: {
            query?: {
                /** @description One of the two fuels of the series; both when omitted. */
                fuel?: components["parameters"]["MonthlyFuel"];
                /** @description First month (YYYY-MM); January 2005 when omitted. */
                from?: components["parameters"]["FromMonth"];
                /** @description Last month (YYYY-MM); the latest month with data when omitted. */
                to?: components["parameters"]["ToMonth"];
            };
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The monthly series. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonthlyHistoryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    listReports: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The months with a report. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getReport: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The month (YYYY-MM). */
                month: components["parameters"]["ReportMonth"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["ReportNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    findFuelAlongRoute: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RouteFuelRequest"];
            };
        };
        responses: {
            /** @description Stations along the route and the trip cost. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RouteFuelResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    planRefuelStops: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoutePlanRequest"];
            };
        };
        responses: {
            /** @description The optimal plan, the two baselines and the savings. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoutePlanResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["PlanNotFeasible"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    listRoads: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The roads. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoadsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getRoadStations: {
        parameters: {
            query?: {
                /** @description The fuel. */
                fuel?: components["parameters"]["Fuel"];
                /** @description Only stations at or after this km point. */
                km_from?: components["parameters"]["KmFrom"];
                /** @description Only stations at or before this km point; not below km_from. */
                km_to?: components["parameters"]["KmTo"];
                /** @description Maximum number of items. */
                limit?: components["parameters"]["Limit50"];
                /** @description true keeps only the stations open at the time of the request (Europe/Madrid, from their structured hours; stations whose hours cannot be read are left out; public holidays are unknown). false, the default, does not filter. */
                open_now?: components["parameters"]["OpenNowFilter"];
            };
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Road slug, e.g. a-2 or n-340. */
                slug: components["parameters"]["RoadSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The road and its stations. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoadStationsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["RoadNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    listRoutes: {
        parameters: {
            query?: {
                /** @description Kind of route. */
                type?: components["parameters"]["RouteType"];
                /** @description A community (slug or INE code) that the route crosses. */
                region?: components["parameters"]["Region"];
                /** @description Search text. */
                q?: components["parameters"]["QueryOptional"];
                /** @description Maximum number of items. */
                limit?: components["parameters"]["Limit20"];
            };
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching routes. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoutesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getRoute: {
        parameters: {
            query?: {
                /** @description The fuel. */
                fuel?: components["parameters"]["Fuel"];
                /** @description Maximum number of items. */
                limit?: components["parameters"]["Limit10"];
                /** @description Consumption in L/100 km (kg/100 km for cng); the fuel's default when omitted. */
                consumption?: components["parameters"]["Consumption"];
                /** @description true keeps only the stations open at the time of the request (Europe/Madrid, from their structured hours; stations whose hours cannot be read are left out; public holidays are unknown). false, the default, does not filter. */
                open_now?: components["parameters"]["OpenNowFilter"];
            };
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Route slug. */
                slug: components["parameters"]["RouteSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The route. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RouteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["RouteNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getRoutePlan: {
        parameters: {
            query: {
                /** @description The fuel. */
                fuel?: components["parameters"]["Fuel"];
                /** @description The tank's capacity, litres (kg for cng). */
                tank_l: components["parameters"]["PlanTankL"];
                /** @description The fuel in the tank at the start, litres (kg for cng); at least `reserve_l`, at most `tank_l`. */
                start_l: components["parameters"]["PlanStartL"];
                /** @description Consumption, L/100 km (kg/100 km for cng); the fuel's default when omitted. */
                consumption_l_100km?: components["parameters"]["PlanConsumption"];
                /** @description The tank never goes below this, litres (kg for cng); less than `tank_l`. */
                reserve_l?: components["parameters"]["PlanReserveL"];
                /** @description When the trip starts, RFC 3339 with seconds and an offset (`2026-08-22T10:00:00Z`; write a `+` offset as `%2B` in a query string): at most 1 day before and 7 days after the request. The minute of the request when omitted. */
                departure?: components["parameters"]["PlanDeparture"];
                /** @description Average speed that estimates each arrival, km/h. */
                speed_kmh?: components["parameters"]["PlanSpeedKmh"];
                /** @description Stations within this distance of the route are candidate stops, km. */
                corridor_km?: components["parameters"]["PlanCorridorKm"];
                /** @description Cents off per litre by brand slug: repsol:5,cepsa:3.5 */
                discounts?: components["parameters"]["Discounts"];
                /** @description At most this many stops; no limit when omitted. */
                max_stops?: components["parameters"]["PlanMaxStops"];
            };
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Route slug. */
                slug: components["parameters"]["RouteSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The optimal plan, the two baselines and the savings. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoutePlanResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["RouteNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["PlanNotFeasible"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    searchContent: {
        parameters: {
            query?: {
                /** @description Search text. */
                q?: components["parameters"]["QueryOptional"];
                /** @description Only items of this kind. */
                type?: components["parameters"]["ContentTypeFilter"];
                /** @description Only items with this tag. */
                tag?: components["parameters"]["Tag"];
                /** @description Maximum number of items. */
                limit?: components["parameters"]["Limit10"];
            };
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching items with their direct answer. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentSearchResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getContentItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Kind of item. */
                type: components["parameters"]["ContentTypePath"];
                /** @description Item slug. */
                slug: components["parameters"]["ContentSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentItemResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["ContentNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    calculateTripCost: {
        parameters: {
            query?: {
                /** @description The fuel. */
                fuel?: components["parameters"]["Fuel"];
                /** @description One-way distance in km (at most 1,500 km for a trip; see the description). */
                km?: components["parameters"]["Km"];
                /** @description Latitude of the origin. */
                from_lat?: components["parameters"]["FromLat"];
                /** @description Longitude of the origin. */
                from_lng?: components["parameters"]["FromLng"];
                /** @description Latitude of the destination. */
                to_lat?: components["parameters"]["ToLat"];
                /** @description Longitude of the destination. */
                to_lng?: components["parameters"]["ToLng"];
                /** @description Count the way back too. */
                round_trip?: components["parameters"]["RoundTrip"];
                /** @description Consumption in L/100 km (kg/100 km for cng); the fuel's default when omitted. */
                consumption?: components["parameters"]["Consumption"];
                /** @description A price in EUR per litre (per kg for cng) given by the caller. */
                price?: components["parameters"]["Price"];
                /** @description A province (INE code or slug) whose prices are used; Spain when omitted. */
                province?: components["parameters"]["ProvinceFilter"];
                /** @description People sharing the cost. */
                people?: components["parameters"]["People"];
            };
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The trip cost and each intermediate figure. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TripCostResponse"];
                };
            };
            400: components["responses"]["CalculatorBadRequest"];
            404: components["responses"]["TerritoryNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    calculateTankCost: {
        parameters: {
            query: {
                /** @description The fuel. */
                fuel?: components["parameters"]["Fuel"];
                /** @description Tank capacity in litres. */
                capacity: components["parameters"]["Capacity"];
                /** @description Current level of the tank. */
                level?: components["parameters"]["TankLevel"];
                /** @description A price in EUR per litre (per kg for cng) given by the caller. */
                price?: components["parameters"]["Price"];
                /** @description A province (INE code or slug) whose prices are used; Spain when omitted. */
                province?: components["parameters"]["ProvinceFilter"];
            };
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The filling cost. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TankCostResponse"];
                };
            };
            400: components["responses"]["CalculatorBadRequest"];
            404: components["responses"]["TerritoryNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    compareVehicleCosts: {
        parameters: {
            query: {
                /** @description Which comparison. */
                compare: components["parameters"]["Compare"];
                /** @description Kilometres driven per year. */
                km_per_year: components["parameters"]["KmPerYear200k"];
                /** @description Petrol car consumption in L/100 km (default 6.5). */
                petrol_consumption?: components["parameters"]["PetrolConsumption"];
                /** @description Diesel car consumption in L/100 km (default 5.5; petrol_vs_diesel only). */
                diesel_consumption?: components["parameters"]["DieselConsumption"];
                /** @description Petrol price in EUR/L (default today's Spain mean of gasoline_95). */
                petrol_price?: components["parameters"]["PetrolPrice"];
                /** @description Diesel price in EUR/L (default today's Spain mean; petrol_vs_diesel only). */
                diesel_price?: components["parameters"]["DieselPrice"];
                /** @description Extra purchase price of the diesel car in EUR (default 1500; petrol_vs_diesel only). */
                diesel_extra_price?: components["parameters"]["DieselExtraPrice"];
                /** @description Extra yearly cost of the diesel car in EUR (default 0; petrol_vs_diesel only). */
                diesel_extra_yearly_cost?: components["parameters"]["DieselExtraYearlyCost"];
                /** @description Electric car consumption in kWh/100 km (default 17; ev_vs_fuel only). */
                ev_consumption?: components["parameters"]["EvConsumption"];
                /** @description Electricity price in EUR/kWh (default 0.20; ev_vs_fuel only). */
                electricity_price?: components["parameters"]["ElectricityPrice"];
                /** @description Extra purchase price of the electric car in EUR (default 8000; ev_vs_fuel only). */
                ev_extra_price?: components["parameters"]["EvExtraPrice"];
            };
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The comparison. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleCostsResponse"];
                };
            };
            400: components["responses"]["CalculatorBadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    calculateSavings: {
        parameters: {
            query: {
                /** @description The fuel. */
                fuel?: components["parameters"]["Fuel"];
                /** @description Price usually paid in EUR/L. */
                usual_price: components["parameters"]["UsualPrice"];
                /** @description Price at the cheaper station in EUR/L. */
                cheap_price: components["parameters"]["CheapPrice"];
                /** @description Litres per refuel (default 40). */
                quantity_per_refuel?: components["parameters"]["QuantityPerRefuel"];
                /** @description Refuels per month (default 4). */
                refuels_per_month?: components["parameters"]["RefuelsPerMonth"];
                /** @description Extra km (round trip) to reach the cheaper station (default 0). */
                detour_km?: components["parameters"]["DetourKm"];
                /** @description Consumption in L/100 km (kg/100 km for cng); the fuel's default when omitted. */
                consumption?: components["parameters"]["Consumption"];
            };
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The savings. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavingsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    calculateAdblue: {
        parameters: {
            query: {
                /** @description Kilometres driven per year. */
                km_per_year: components["parameters"]["KmPerYear500k"];
                /** @description AdBlue dosing in L per 1,000 km (default 1.5). */
                litres_per_1000km?: components["parameters"]["LitresPer1000km"];
                /** @description A price in EUR per litre (per kg for cng) given by the caller. */
                price?: components["parameters"]["Price"];
                /** @description AdBlue tank size in litres. */
                tank_litres?: components["parameters"]["TankLitres"];
            };
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The AdBlue figures. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdblueResponse"];
                };
            };
            400: components["responses"]["CalculatorBadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPriceBreakdown: {
        parameters: {
            query?: {
                /** @description A liquid road fuel sold by the litre. */
                fuel?: components["parameters"]["BreakdownFuel"];
                /** @description A province (INE code or slug) whose prices are used; Spain when omitted. */
                province?: components["parameters"]["ProvinceFilter"];
                /** @description A price in EUR per litre (per kg for cng) given by the caller. */
                price?: components["parameters"]["Price"];
            };
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The breakdown. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceBreakdownResponse"];
                };
            };
            400: components["responses"]["CalculatorBadRequest"];
            404: components["responses"]["TerritoryNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getTaxes: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer's texts (problem `title` and `detail`, `meta.source` and `meta.attribution`, labels and sentences in `data`): Spanish unless English is preferred, as RFC 9110 §12.5.4 weighs it (`en`, `en-GB`, `en;q=0.9, es;q=0.8` give English; `es`, `*`, `fr`, no header or one that cannot be read give Spanish). Codes, field names and enum values are the same in both. Never refused. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tax table. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Cache": components["headers"]["XCache"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
}
