// Generated from openapi.yaml by `npm run generate`. Do not edit.

import type { OperationId } from './operations.js';

/** A JSON Schema whose root is an object, as MCP requires of tool input and output schemas. */
export type ObjectSchema = { type: 'object'; [keyword: string]: unknown };

export interface McpToolOperation {
  /** Value of the tool's `kind` argument that selects this operation; null for a single-operation tool. */
  kind: string | null;
  operationId: OperationId;
  pathParams: readonly string[];
  queryParams: readonly string[];
  /** true when the arguments (all of them) are the operation's JSON body. */
  body: boolean;
  rateClass: 'normal' | 'heavy';
}

export interface McpToolDefinition {
  name: string;
  title: string;
  description: string;
  inputSchema: ObjectSchema;
  operations: readonly McpToolOperation[];
}

export const MCP_TOOLS: readonly McpToolDefinition[] = [
  {
    "name": "get_station",
    "title": "One station's record, or several stations' records in one call",
    "description": "Station records. Set `kind` (one when omitted) to one of several, one; each kind takes its own arguments:\n- kind=several: Several stations' records in one call. The full records of 1 to 20 stations named in `ids` (for an app or a sensor following its favourite stations: one request against the limits instead of one per station), each as /v1/stations/{id} gives it, with every price, `price_updated_at` and `open_now`, in the order of `ids`. Ids that name no station selling to the public are listed in `not_found` instead of failing the call; those of them that were in the register's public list within the last 90 days (a station that closed, say) are listed again in `left_register`, each with the day it was last there and its history, apart from ids never seen. More than 20 ids, a repeated id, or an id that is not a whole number without leading zeros gives 400 INVALID_PARAMETER naming `ids`.\n- kind=one: One station's record. The full record of one station: every fuel and product price with its unit and update time, opening hours as text and structured, road and km point where the address gives them. STATION_NOT_FOUND for unknown stations and for stations that do not sell to the public. A station that has left the register's public list within the last 90 days is still 404 STATION_NOT_FOUND, whose problem says so and carries the extension members `last_seen` and `history_url`. A station that sells, but not to the public (Tipo Venta R), has not left: one in today's register, or whose last record in it was restricted, gets the problem of any id that sells to no one.\nThe result is {data, meta}, the REST answer of the same operation (schema in /v1/openapi); show meta.attribution (the data licence, CC BY 4.0) next to the data.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "kind": {
          "type": "string",
          "enum": [
            "several",
            "one"
          ],
          "description": "The function to run.",
          "default": "one"
        }
      },
      "required": [],
      "oneOf": [
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "several"
            },
            "ids": {
              "type": "string",
              "minLength": 1,
              "maxLength": 219,
              "pattern": "^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,19}$",
              "description": "1 to 20 station ids (IDEESS), comma-separated, each a whole number without leading zeros, none repeated."
            }
          },
          "required": [
            "kind",
            "ids"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "one"
            },
            "id": {
              "type": "integer",
              "format": "int32",
              "minimum": 1,
              "maximum": 2147483647,
              "description": "The ministry's station id (IDEESS), a whole number written without leading zeros."
            }
          },
          "required": [
            "id"
          ],
          "additionalProperties": false
        }
      ]
    },
    "operations": [
      {
        "kind": "several",
        "operationId": "getStations",
        "pathParams": [],
        "queryParams": [
          "ids"
        ],
        "body": false,
        "rateClass": "normal"
      },
      {
        "kind": "one",
        "operationId": "getStation",
        "pathParams": [
          "id"
        ],
        "queryParams": [],
        "body": false,
        "rateClass": "normal"
      }
    ]
  },
  {
    "name": "find_fuel_near",
    "title": "Stations near a point",
    "description": "Stations with a price of the chosen fuel within `radius_km` (great-circle distance from the centre rounded to 3 decimals), sorted by price (ties by distance, then id), by distance (ties by price, then id) or by total_cost (ties by distance, then id; each entry carries it).\nThe result is {data, meta}, the REST answer of the same operation (schema in /v1/openapi); show meta.attribution (the data licence, CC BY 4.0) next to the data.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "lat": {
          "type": "number",
          "minimum": 27.4,
          "maximum": 44,
          "description": "Latitude (WGS84) of the centre, rounded to 3 decimals."
        },
        "lng": {
          "type": "number",
          "minimum": -18.4,
          "maximum": 4.6,
          "description": "Longitude (WGS84) of the centre, rounded to 3 decimals."
        },
        "radius_km": {
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 50,
          "default": 5,
          "description": "Search radius in km."
        },
        "fuel": {
          "type": "string",
          "enum": [
            "gasoline_95",
            "gasoline_98",
            "diesel",
            "diesel_premium",
            "lpg",
            "cng"
          ],
          "default": "gasoline_95",
          "description": "The fuel."
        },
        "sort": {
          "type": "string",
          "enum": [
            "price",
            "distance",
            "total_cost"
          ],
          "default": "price",
          "description": "price, distance or total_cost (`litres` bought + detour fuel there and back)."
        },
        "limit": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 50,
          "default": 10,
          "description": "Most items."
        },
        "open_24h": {
          "type": "boolean",
          "description": "Only stations open 24 hours (true) or only those that are not (false)."
        },
        "brand": {
          "type": "string",
          "minLength": 1,
          "maxLength": 120,
          "pattern": "^[a-z0-9-]+$",
          "description": "Only stations of this brand (slug, see /v1/brands)."
        },
        "open_now": {
          "type": "boolean",
          "default": false,
          "description": "true keeps only stations open now by their hours (holidays unknown)."
        },
        "litres": {
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 200,
          "description": "Litres (kg for cng) to buy; required by sort=total_cost."
        },
        "consumption_l_100km": {
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 40,
          "description": "For sort=total_cost; per 100 km."
        },
        "discounts": {
          "type": "string",
          "maxLength": 1300,
          "pattern": "^[a-z0-9-]{1,60}:\\d\\d?(\\.\\d)?(,[a-z0-9-]{1,60}:\\d\\d?(\\.\\d)?){0,19}$",
          "description": "Cents off per litre by brand slug: repsol:5,cepsa:3.5"
        }
      },
      "required": [
        "lat",
        "lng"
      ],
      "additionalProperties": false
    },
    "operations": [
      {
        "kind": null,
        "operationId": "findStationsNearby",
        "pathParams": [],
        "queryParams": [
          "lat",
          "lng",
          "radius_km",
          "fuel",
          "sort",
          "limit",
          "open_24h",
          "brand",
          "open_now",
          "litres",
          "consumption_l_100km",
          "discounts"
        ],
        "body": false,
        "rateClass": "heavy"
      }
    ]
  },
  {
    "name": "find_cheapest_fuel",
    "title": "Cheapest stations in Spain, a territory or around a point",
    "description": "Three scopes, chosen by the parameters:\n- **Spain** (no `level`, or `level=spain`, no `code`): the peninsula and the Balearic Islands\n  in `stations`; the Canary Islands, Ceuta and Melilla (no hydrocarbon tax) ranked separately in\n  `low_tax_stations`. With `include_low_tax=true` all of Spain is ranked together in `stations`\n  and `low_tax_stations` is null.\n- **A territory**: `level` (community, province or municipality) with `code` (INE code or slug;\n  a municipality by the ministry id or slug).\n- **Around a point**: `lat` and `lng`, with `radius_km` (default 10, at most 50).\n\nOther combinations give 400: `code` without `level` or with `level=spain`, `level` other than\nspain without `code`, `lat` without `lng` (or the reverse), a point together with `level`/`code`,\n`radius_km` without a point, `include_low_tax` outside the Spain scope. Ties in price are\nbroken by station id (every price of a snapshot has the same update time).\nThe result is {data, meta}, the REST answer of the same operation (schema in /v1/openapi); show meta.attribution (the data licence, CC BY 4.0) next to the data.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "fuel": {
          "type": "string",
          "enum": [
            "gasoline_95",
            "gasoline_98",
            "diesel",
            "diesel_premium",
            "lpg",
            "cng"
          ],
          "default": "gasoline_95",
          "description": "The fuel."
        },
        "level": {
          "type": "string",
          "enum": [
            "spain",
            "community",
            "province",
            "municipality"
          ],
          "description": "spain when omitted; others need code."
        },
        "code": {
          "type": "string",
          "minLength": 1,
          "maxLength": 60,
          "pattern": "^[a-z0-9-]+$",
          "description": "INE code (community 08 is Castilla-La Mancha), municipality id, or slug."
        },
        "lat": {
          "type": "number",
          "minimum": 27.4,
          "maximum": 44,
          "description": "Latitude of the centre of a point search; requires lng."
        },
        "lng": {
          "type": "number",
          "minimum": -18.4,
          "maximum": 4.6,
          "description": "Longitude of the centre of a point search; requires lat."
        },
        "radius_km": {
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 50,
          "default": 10,
          "description": "Search radius in km of a point search (only with lat and lng)."
        },
        "limit": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 50,
          "default": 10,
          "description": "Most items."
        },
        "include_low_tax": {
          "type": "boolean",
          "default": false,
          "description": "Spain scope only: rank the Canary Islands, Ceuta and Melilla together with the rest of Spain instead of separately."
        },
        "open_now": {
          "type": "boolean",
          "default": false,
          "description": "true keeps only stations open now by their hours (holidays unknown)."
        }
      },
      "required": [],
      "additionalProperties": false
    },
    "operations": [
      {
        "kind": null,
        "operationId": "findCheapestStations",
        "pathParams": [],
        "queryParams": [
          "fuel",
          "level",
          "code",
          "lat",
          "lng",
          "radius_km",
          "limit",
          "include_low_tax",
          "open_now"
        ],
        "body": false,
        "rateClass": "normal"
      }
    ]
  },
  {
    "name": "get_price_history",
    "title": "Price history of a station, a territory or Spain by month",
    "description": "Daily or monthly fuel price series. Set `kind` (required) to one of station, territory, monthly; each kind takes its own arguments:\n- kind=station: Daily prices of one station. The daily price of each fuel the station sold in the window (or of one `fuel`), for the `days` days that end on the date of the latest data. A day without a price is listed with `price: null`. A station that has left the register's public list is answered while any of its days are inside the window, with `left_register` (its last record and the day it was last there); `left_register` is null for a station in the register. STATION_NOT_FOUND for unknown or non-public stations (Tipo Venta R, in today's register or restricted in its last record: the problem of any id that sells to no one), and for one that left before the window (its problem then carries `last_seen` and `history_url`, whose `days` reaches its last day).\n- kind=territory: Daily price series of Spain or a territory. Daily mean, median, minimum and maximum of `fuel` (default gasoline_95) in Spain (`level` defaults to spain) or a territory (`level` + `code`), for the `days` days (default 30) ending on the date of the latest data, with the change of the mean over the period (absolute and %). A day without data is listed with null values.\n- kind=monthly: Monthly Spain prices since 2005. Monthly means of petrol 95 and diesel in Spain, with and without taxes, from the European Commission's Weekly Oil Bulletin, since January 2005. The monthly mean is the mean of the weekly prices whose bulletin date (a Monday) falls in that month. Both fuels unless `fuel` is given; `from` and `to` (YYYY-MM) bound the months; `from` after `to` gives 400.\nThe result is {data, meta}, the REST answer of the same operation (schema in /v1/openapi); show meta.attribution (the data licence, CC BY 4.0) next to the data.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "kind": {
          "type": "string",
          "enum": [
            "station",
            "territory",
            "monthly"
          ],
          "description": "The function to run."
        }
      },
      "required": [
        "kind"
      ],
      "oneOf": [
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "station"
            },
            "id": {
              "type": "integer",
              "format": "int32",
              "minimum": 1,
              "maximum": 2147483647,
              "description": "The ministry's station id (IDEESS), a whole number written without leading zeros."
            },
            "days": {
              "type": "integer",
              "format": "int32",
              "minimum": 1,
              "maximum": 90,
              "default": 30,
              "description": "Number of days ending on the date of the latest data."
            },
            "fuel": {
              "type": "string",
              "enum": [
                "gasoline_95",
                "gasoline_98",
                "diesel",
                "diesel_premium",
                "lpg",
                "cng"
              ],
              "description": "One fuel; all fuels when omitted."
            }
          },
          "required": [
            "kind",
            "id"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "territory"
            },
            "level": {
              "type": "string",
              "enum": [
                "spain",
                "community",
                "province",
                "municipality"
              ],
              "description": "spain when omitted; others need code."
            },
            "code": {
              "type": "string",
              "minLength": 1,
              "maxLength": 60,
              "pattern": "^[a-z0-9-]+$",
              "description": "INE code (community 08 is Castilla-La Mancha), municipality id, or slug."
            },
            "fuel": {
              "type": "string",
              "enum": [
                "gasoline_95",
                "gasoline_98",
                "diesel",
                "diesel_premium",
                "lpg",
                "cng"
              ],
              "default": "gasoline_95",
              "description": "The fuel."
            },
            "days": {
              "type": "integer",
              "format": "int32",
              "minimum": 1,
              "maximum": 90,
              "default": 30,
              "description": "Number of days ending on the date of the latest data."
            }
          },
          "required": [
            "kind"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "monthly"
            },
            "fuel": {
              "type": "string",
              "enum": [
                "gasoline_95",
                "diesel"
              ],
              "description": "One of the two fuels of the series; both when omitted."
            },
            "from": {
              "type": "string",
              "maxLength": 7,
              "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
              "description": "First month (YYYY-MM); January 2005 when omitted."
            },
            "to": {
              "type": "string",
              "maxLength": 7,
              "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
              "description": "Last month (YYYY-MM); the latest month with data when omitted."
            }
          },
          "required": [
            "kind"
          ],
          "additionalProperties": false
        }
      ]
    },
    "operations": [
      {
        "kind": "station",
        "operationId": "getStationHistory",
        "pathParams": [
          "id"
        ],
        "queryParams": [
          "days",
          "fuel"
        ],
        "body": false,
        "rateClass": "heavy"
      },
      {
        "kind": "territory",
        "operationId": "getPriceHistory",
        "pathParams": [],
        "queryParams": [
          "level",
          "code",
          "fuel",
          "days"
        ],
        "body": false,
        "rateClass": "normal"
      },
      {
        "kind": "monthly",
        "operationId": "getMonthlyHistory",
        "pathParams": [],
        "queryParams": [
          "fuel",
          "from",
          "to"
        ],
        "body": false,
        "rateClass": "normal"
      }
    ]
  },
  {
    "name": "get_fuel_prices",
    "title": "Price statistics of Spain or a territory",
    "description": "Per fuel: mean, median, minimum and maximum price, number of stations, change of the mean against the previous day, the Spain mean and the difference to it in %, the cheapest station and the fuel page. `level` defaults to spain; any other level needs `code` (INE code or slug; municipality id or slug). All fuels unless `fuel` is given.\nThe result is {data, meta}, the REST answer of the same operation (schema in /v1/openapi); show meta.attribution (the data licence, CC BY 4.0) next to the data.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "level": {
          "type": "string",
          "enum": [
            "spain",
            "community",
            "province",
            "municipality"
          ],
          "description": "spain when omitted; others need code."
        },
        "code": {
          "type": "string",
          "minLength": 1,
          "maxLength": 60,
          "pattern": "^[a-z0-9-]+$",
          "description": "INE code (community 08 is Castilla-La Mancha), municipality id, or slug."
        },
        "fuel": {
          "type": "string",
          "enum": [
            "gasoline_95",
            "gasoline_98",
            "diesel",
            "diesel_premium",
            "lpg",
            "cng"
          ],
          "description": "One fuel; all fuels when omitted."
        }
      },
      "required": [],
      "additionalProperties": false
    },
    "operations": [
      {
        "kind": null,
        "operationId": "getPrices",
        "pathParams": [],
        "queryParams": [
          "level",
          "code",
          "fuel"
        ],
        "body": false,
        "rateClass": "normal"
      }
    ]
  },
  {
    "name": "get_product_prices",
    "title": "Prices of one product",
    "description": "Today's mean, median and extremes of a product (AdBlue, gas oil B, HVO, LNG, E10 petrols) and the cheapest stations that report it, in Spain or in one community. An unknown product gives 404 PRODUCT_NOT_FOUND.\nThe result is {data, meta}, the REST answer of the same operation (schema in /v1/openapi); show meta.attribution (the data licence, CC BY 4.0) next to the data.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "maxLength": 60,
          "pattern": "^[a-z0-9_]{1,60}$",
          "description": "The product. Any other value of the same form gives 404 PRODUCT_NOT_FOUND. Products: adblue, diesel_b, hvo, lng, gasoline_95_e10, gasoline_98_e10."
        },
        "community": {
          "type": "string",
          "minLength": 1,
          "maxLength": 60,
          "pattern": "^[a-z0-9-]+$",
          "description": "A community (INE code or slug); Spain when omitted."
        },
        "limit": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 50,
          "default": 10,
          "description": "Most items."
        }
      },
      "required": [
        "id"
      ],
      "additionalProperties": false
    },
    "operations": [
      {
        "kind": null,
        "operationId": "getProductPrices",
        "pathParams": [
          "id"
        ],
        "queryParams": [
          "community",
          "limit"
        ],
        "body": false,
        "rateClass": "normal"
      }
    ]
  },
  {
    "name": "search_places",
    "title": "Find places, postal codes and stations",
    "description": "Turns a place name, a postal code or a station name into identifiers usable elsewhere in the API. Case- and accent-insensitive; ranked exact match, then prefix, then fuzzy; ties by kind (community, province, municipality, postal code, station) and name.\nThe result is {data, meta}, the REST answer of the same operation (schema in /v1/openapi); show meta.attribution (the data licence, CC BY 4.0) next to the data.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "q": {
          "type": "string",
          "minLength": 2,
          "maxLength": 100,
          "description": "Search text."
        },
        "limit": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 20,
          "default": 8,
          "description": "Maximum number of items."
        }
      },
      "required": [
        "q"
      ],
      "additionalProperties": false
    },
    "operations": [
      {
        "kind": null,
        "operationId": "searchPlaces",
        "pathParams": [],
        "queryParams": [
          "q",
          "limit"
        ],
        "body": false,
        "rateClass": "normal"
      }
    ]
  },
  {
    "name": "compare_brands",
    "title": "Station brands and how their prices compare",
    "description": "Brands of fuel stations and their prices. Set `kind` (required) to one of list, brand; each kind takes its own arguments:\n- kind=list: Station brands and their prices. Every brand with its number of public stations and, per fuel it sells, its mean price against the Spain mean. Unbranded stations are grouped under `independiente`. Sorted by number of stations, then slug. Takes no parameters.\n- kind=brand: One brand's record. One brand: its stations by community, its price position per fuel (mean, difference to the Spain mean, rank among brands with at least 10 stations selling that fuel, 1 = cheapest) and its cheapest stations for `fuel`. BRAND_NOT_FOUND for an unknown slug.\nThe result is {data, meta}, the REST answer of the same operation (schema in /v1/openapi); show meta.attribution (the data licence, CC BY 4.0) next to the data.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "kind": {
          "type": "string",
          "enum": [
            "list",
            "brand"
          ],
          "description": "The function to run."
        }
      },
      "required": [
        "kind"
      ],
      "oneOf": [
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "list"
            }
          },
          "required": [
            "kind"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "brand"
            },
            "slug": {
              "type": "string",
              "minLength": 1,
              "maxLength": 120,
              "pattern": "^[a-z0-9-]+$",
              "description": "Brand slug."
            },
            "fuel": {
              "type": "string",
              "enum": [
                "gasoline_95",
                "gasoline_98",
                "diesel",
                "diesel_premium",
                "lpg",
                "cng"
              ],
              "default": "gasoline_95",
              "description": "The fuel."
            },
            "limit": {
              "type": "integer",
              "format": "int32",
              "minimum": 1,
              "maximum": 50,
              "default": 10,
              "description": "Most items."
            }
          },
          "required": [
            "kind",
            "slug"
          ],
          "additionalProperties": false
        }
      ]
    },
    "operations": [
      {
        "kind": "list",
        "operationId": "listBrands",
        "pathParams": [],
        "queryParams": [],
        "body": false,
        "rateClass": "normal"
      },
      {
        "kind": "brand",
        "operationId": "getBrand",
        "pathParams": [
          "slug"
        ],
        "queryParams": [
          "fuel",
          "limit"
        ],
        "body": false,
        "rateClass": "normal"
      }
    ]
  },
  {
    "name": "compare_regions",
    "title": "Communities or provinces ordered by price",
    "description": "Communities (`level=community`, the default) or provinces ordered by the mean price of `fuel`, cheapest first (ties by code), with rank, mean, number of stations and the difference to the Spain mean in %.\nThe result is {data, meta}, the REST answer of the same operation (schema in /v1/openapi); show meta.attribution (the data licence, CC BY 4.0) next to the data.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "level": {
          "type": "string",
          "enum": [
            "community",
            "province"
          ],
          "default": "community",
          "description": "Rank communities or provinces."
        },
        "fuel": {
          "type": "string",
          "enum": [
            "gasoline_95",
            "gasoline_98",
            "diesel",
            "diesel_premium",
            "lpg",
            "cng"
          ],
          "default": "gasoline_95",
          "description": "The fuel."
        }
      },
      "required": [],
      "additionalProperties": false
    },
    "operations": [
      {
        "kind": null,
        "operationId": "rankRegions",
        "pathParams": [],
        "queryParams": [
          "level",
          "fuel"
        ],
        "body": false,
        "rateClass": "normal"
      }
    ]
  },
  {
    "name": "get_price_insights",
    "title": "Is it a good price? Patterns and when to fill up",
    "description": "One `fuel` in Spain or a territory (`level`, `code`): weekday effect of the last full weeks (up to 12), trend against 7 and 28 days ago, spread of today's prices, brand premiums, and whether to fill up now or wait for a cheaper weekday, with the rule's backtest. Each figure's definition is in the schema.\nThe result is {data, meta}, the REST answer of the same operation (schema in /v1/openapi); show meta.attribution (the data licence, CC BY 4.0) next to the data.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "level": {
          "type": "string",
          "enum": [
            "spain",
            "community",
            "province",
            "municipality"
          ],
          "description": "spain when omitted; others need code."
        },
        "code": {
          "type": "string",
          "minLength": 1,
          "maxLength": 60,
          "pattern": "^[a-z0-9-]+$",
          "description": "INE code (community 08 is Castilla-La Mancha), municipality id, or slug."
        },
        "fuel": {
          "type": "string",
          "enum": [
            "gasoline_95",
            "gasoline_98",
            "diesel",
            "diesel_premium",
            "lpg",
            "cng"
          ],
          "description": "The fuel."
        }
      },
      "required": [
        "fuel"
      ],
      "additionalProperties": false
    },
    "operations": [
      {
        "kind": null,
        "operationId": "getPriceInsights",
        "pathParams": [],
        "queryParams": [
          "level",
          "code",
          "fuel"
        ],
        "body": false,
        "rateClass": "heavy"
      }
    ]
  },
  {
    "name": "watch_prices",
    "title": "Price changes and watches",
    "description": "Price alerts. Set `kind` (required) to one of changes, watch; each kind takes its own arguments:\n- kind=changes: What changed since an instant. With stations that joined or left.\n- kind=watch: A watch on stations' prices. Stations at or under below now, and when they crossed it.\nThe result is {data, meta}, the REST answer of the same operation (schema in /v1/openapi); show meta.attribution (the data licence, CC BY 4.0) next to the data.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "kind": {
          "type": "string",
          "enum": [
            "changes",
            "watch"
          ],
          "description": "The function to run."
        }
      },
      "required": [
        "kind"
      ],
      "oneOf": [
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "changes"
            },
            "since": {
              "type": "string",
              "format": "date-time",
              "maxLength": 35,
              "description": "Your last meta.next_since."
            },
            "level": {
              "type": "string",
              "enum": [
                "spain",
                "community",
                "province",
                "municipality"
              ],
              "description": "spain when omitted; others need code."
            },
            "code": {
              "type": "string",
              "minLength": 1,
              "maxLength": 60,
              "pattern": "^[a-z0-9-]+$",
              "description": "INE code (community 08 is Castilla-La Mancha), municipality id, or slug."
            },
            "fuel": {
              "type": "string",
              "enum": [
                "gasoline_95",
                "gasoline_98",
                "diesel",
                "diesel_premium",
                "lpg",
                "cng"
              ],
              "description": "One fuel; all fuels when omitted."
            },
            "limit": {
              "type": "integer",
              "format": "int32",
              "minimum": 1,
              "maximum": 5000,
              "default": 1000,
              "description": "Most changes."
            },
            "after": {
              "type": "string",
              "maxLength": 50,
              "pattern": "^[0-9-]{10}:[1-9][0-9]{0,9}:[a-z0-9_]{1,20}$",
              "description": "From meta.next_page."
            }
          },
          "required": [
            "kind",
            "since"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "watch"
            },
            "lat": {
              "type": "number",
              "minimum": 27.4,
              "maximum": 44,
              "description": "Latitude of the centre of a point search; requires lng."
            },
            "lng": {
              "type": "number",
              "minimum": -18.4,
              "maximum": 4.6,
              "description": "Longitude of the centre of a point search; requires lat."
            },
            "radius_km": {
              "type": "number",
              "exclusiveMinimum": 0,
              "maximum": 50,
              "default": 5,
              "description": "With lat/lng."
            },
            "limit": {
              "type": "integer",
              "format": "int32",
              "minimum": 1,
              "maximum": 50,
              "default": 20,
              "description": "With lat/lng."
            },
            "ids": {
              "type": "string",
              "minLength": 1,
              "maxLength": 219,
              "pattern": "^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,19}$",
              "description": "Or 1-20 station ids."
            },
            "fuel": {
              "type": "string",
              "enum": [
                "gasoline_95",
                "gasoline_98",
                "diesel",
                "diesel_premium",
                "lpg",
                "cng"
              ],
              "description": "The fuel."
            },
            "below": {
              "type": "number",
              "minimum": 0.1,
              "maximum": 5,
              "description": "Alert price, euros."
            }
          },
          "required": [
            "kind",
            "fuel"
          ],
          "additionalProperties": false
        }
      ]
    },
    "operations": [
      {
        "kind": "changes",
        "operationId": "getPriceChanges",
        "pathParams": [],
        "queryParams": [
          "since",
          "level",
          "code",
          "fuel",
          "limit",
          "after"
        ],
        "body": false,
        "rateClass": "heavy"
      },
      {
        "kind": "watch",
        "operationId": "getWatch",
        "pathParams": [],
        "queryParams": [
          "lat",
          "lng",
          "radius_km",
          "limit",
          "ids",
          "fuel",
          "below"
        ],
        "body": false,
        "rateClass": "heavy"
      }
    ]
  },
  {
    "name": "get_monthly_report",
    "title": "Monthly price reports",
    "description": "Reports of finished months. Set `kind` (required) to one of list, report; each kind takes its own arguments:\n- kind=list: Available monthly reports. The finished months that have daily data, newest first. Takes no parameters.\n- kind=report: Report of one month. For a finished month with data: per fuel the Spain mean, minimum, maximum and change against the previous month; mean and rank by community and by province; the cheapest and the most expensive provinces; the brands with the lowest means; the days covered. A month not yet finished (Europe/Madrid) gives 400 INVALID_PARAMETER; a month without data gives 404 REPORT_NOT_FOUND.\nThe result is {data, meta}, the REST answer of the same operation (schema in /v1/openapi); show meta.attribution (the data licence, CC BY 4.0) next to the data.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "kind": {
          "type": "string",
          "enum": [
            "list",
            "report"
          ],
          "description": "The function to run."
        }
      },
      "required": [
        "kind"
      ],
      "oneOf": [
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "list"
            }
          },
          "required": [
            "kind"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "report"
            },
            "month": {
              "type": "string",
              "maxLength": 7,
              "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
              "description": "The month (YYYY-MM)."
            }
          },
          "required": [
            "kind",
            "month"
          ],
          "additionalProperties": false
        }
      ]
    },
    "operations": [
      {
        "kind": "list",
        "operationId": "listReports",
        "pathParams": [],
        "queryParams": [],
        "body": false,
        "rateClass": "normal"
      },
      {
        "kind": "report",
        "operationId": "getReport",
        "pathParams": [
          "month"
        ],
        "queryParams": [],
        "body": false,
        "rateClass": "normal"
      }
    ]
  },
  {
    "name": "find_fuel_along_route",
    "title": "Fuel and refuel stops along a route",
    "description": "Fuel along your route. Set `kind` (stations when omitted) to one of stations, plan; each kind takes its own arguments:\n- kind=stations: Cheapest fuel along a route. Stations within corridor_km of the route (up to 1,500 km) by price (ties by position, then id), with distance to and position along it, and the trip's cost (length × consumption × mean price).\n- kind=plan: Plan where to refuel on a route. Cheapest stops (whole litres; kg for cng): price less discounts (slug: cents) + detour fuel, tank kept from reserve_l (≤ start_l) to tank_l, open on arrival (departure RFC 3339, default now); length_km: the road's, if points only outline it. With two baselines and savings; PLAN_NOT_FEASIBLE if none.\nThe result is {data, meta}, the REST answer of the same operation (schema in /v1/openapi); show meta.attribution (the data licence, CC BY 4.0) next to the data.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "kind": {
          "type": "string",
          "enum": [
            "stations",
            "plan"
          ],
          "description": "The function to run.",
          "default": "stations"
        }
      },
      "required": [],
      "oneOf": [
        {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "points"
          ],
          "properties": {
            "kind": {
              "const": "stations"
            },
            "points": {
              "type": "array",
              "minItems": 2,
              "maxItems": 200,
              "description": "[lat, lng] pairs (WGS84) in travel order.",
              "items": {
                "type": "array",
                "minItems": 2,
                "maxItems": 2,
                "prefixItems": [
                  {
                    "type": "number",
                    "minimum": 27.4,
                    "maximum": 44
                  },
                  {
                    "type": "number",
                    "minimum": -18.4,
                    "maximum": 4.6
                  }
                ]
              }
            },
            "fuel": {
              "type": "string",
              "enum": [
                "gasoline_95",
                "gasoline_98",
                "diesel",
                "diesel_premium",
                "lpg",
                "cng"
              ],
              "default": "gasoline_95"
            },
            "corridor_km": {
              "type": "number",
              "exclusiveMinimum": 0,
              "maximum": 10,
              "default": 3
            },
            "limit": {
              "type": "integer",
              "format": "int32",
              "minimum": 1,
              "maximum": 50,
              "default": 10
            },
            "open_24h": {
              "type": "boolean"
            },
            "open_now": {
              "type": "boolean",
              "default": false,
              "description": "true keeps only the stations open at the time of the request (as the open_now query parameter of the searches)."
            },
            "consumption": {
              "type": "number",
              "exclusiveMinimum": 0,
              "maximum": 40
            }
          }
        },
        {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "kind",
            "points",
            "tank_l",
            "start_l"
          ],
          "properties": {
            "kind": {
              "const": "plan"
            },
            "points": {
              "type": "array",
              "minItems": 2,
              "maxItems": 200,
              "description": "[lat, lng] pairs (WGS84) in travel order.",
              "items": {
                "type": "array",
                "minItems": 2,
                "maxItems": 2,
                "prefixItems": [
                  {
                    "type": "number",
                    "minimum": 27.4,
                    "maximum": 44
                  },
                  {
                    "type": "number",
                    "minimum": -18.4,
                    "maximum": 4.6
                  }
                ]
              }
            },
            "fuel": {
              "type": "string",
              "enum": [
                "gasoline_95",
                "gasoline_98",
                "diesel",
                "diesel_premium",
                "lpg",
                "cng"
              ],
              "default": "gasoline_95"
            },
            "corridor_km": {
              "type": "number",
              "exclusiveMinimum": 0,
              "maximum": 10,
              "default": 3
            },
            "tank_l": {
              "type": "number",
              "exclusiveMinimum": 0,
              "maximum": 200
            },
            "start_l": {
              "type": "number",
              "minimum": 0,
              "maximum": 200
            },
            "consumption_l_100km": {
              "type": "number",
              "exclusiveMinimum": 0,
              "maximum": 40
            },
            "reserve_l": {
              "type": "number",
              "minimum": 0,
              "exclusiveMaximum": 200,
              "default": 5
            },
            "departure": {
              "type": "string",
              "format": "date-time",
              "maxLength": 35
            },
            "speed_kmh": {
              "type": "number",
              "minimum": 10,
              "maximum": 150,
              "default": 90
            },
            "discounts": {
              "type": "object",
              "maxProperties": 20,
              "propertyNames": {
                "pattern": "^[a-z0-9-]{1,60}$"
              },
              "additionalProperties": {
                "type": "number",
                "minimum": 0,
                "maximum": 50
              }
            },
            "max_stops": {
              "type": "integer",
              "format": "int32",
              "minimum": 0,
              "maximum": 10
            },
            "length_km": {
              "type": "number",
              "exclusiveMinimum": 0,
              "maximum": 1500
            }
          }
        }
      ]
    },
    "operations": [
      {
        "kind": "stations",
        "operationId": "findFuelAlongRoute",
        "pathParams": [],
        "queryParams": [],
        "body": true,
        "rateClass": "heavy"
      },
      {
        "kind": "plan",
        "operationId": "planRefuelStops",
        "pathParams": [],
        "queryParams": [],
        "body": true,
        "rateClass": "heavy"
      }
    ]
  },
  {
    "name": "find_fuel_on_road",
    "title": "Roads and the stations along one road",
    "description": "Fuel on motorways, dual carriageways and national roads. Set `kind` (required) to one of list, road; each kind takes its own arguments:\n- kind=list: Roads with their stations. Motorways (AP-), dual carriageways (A- and regional autovías) and national roads (N-) with at least 8 located stations, derived from the road references in station addresses, with the communities crossed and the cheapest price of the main fuels. Sorted by number of stations. Takes no parameters.\n- kind=road: Stations of one road. The road's stations ordered along the road by km point (ties by id), with the price of `fuel` (null where the station does not sell it), optionally between `km_from` and `km_to`. `limit` (default 50) keeps the first stations in km order. ROAD_NOT_FOUND for an unknown road.\nThe result is {data, meta}, the REST answer of the same operation (schema in /v1/openapi); show meta.attribution (the data licence, CC BY 4.0) next to the data.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "kind": {
          "type": "string",
          "enum": [
            "list",
            "road"
          ],
          "description": "The function to run."
        }
      },
      "required": [
        "kind"
      ],
      "oneOf": [
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "list"
            }
          },
          "required": [
            "kind"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "road"
            },
            "slug": {
              "type": "string",
              "minLength": 1,
              "maxLength": 120,
              "pattern": "^[a-z0-9-]+$",
              "description": "Road slug, e.g. a-2 or n-340."
            },
            "fuel": {
              "type": "string",
              "enum": [
                "gasoline_95",
                "gasoline_98",
                "diesel",
                "diesel_premium",
                "lpg",
                "cng"
              ],
              "default": "gasoline_95",
              "description": "The fuel."
            },
            "km_from": {
              "type": "number",
              "minimum": 0,
              "maximum": 2000,
              "description": "Only stations at or after this km point."
            },
            "km_to": {
              "type": "number",
              "minimum": 0,
              "maximum": 2000,
              "description": "Only stations at or before this km point; not below km_from."
            },
            "limit": {
              "type": "integer",
              "format": "int32",
              "minimum": 1,
              "maximum": 50,
              "default": 50,
              "description": "Most items."
            },
            "open_now": {
              "type": "boolean",
              "default": false,
              "description": "true keeps only stations open now by their hours (holidays unknown)."
            }
          },
          "required": [
            "kind",
            "slug"
          ],
          "additionalProperties": false
        }
      ]
    },
    "operations": [
      {
        "kind": "list",
        "operationId": "listRoads",
        "pathParams": [],
        "queryParams": [],
        "body": false,
        "rateClass": "normal"
      },
      {
        "kind": "road",
        "operationId": "getRoadStations",
        "pathParams": [
          "slug"
        ],
        "queryParams": [
          "fuel",
          "km_from",
          "km_to",
          "limit",
          "open_now"
        ],
        "body": false,
        "rateClass": "normal"
      }
    ]
  },
  {
    "name": "find_routes",
    "title": "Catalogue of car and motorbike routes",
    "description": "Scenic routes written by the project, filterable by `type`, `region` (a community slug or INE code the route crosses) and `q` (case- and accent-insensitive text in title, summary and highlights). Sorted by title.\nThe result is {data, meta}, the REST answer of the same operation (schema in /v1/openapi); show meta.attribution (the data licence, CC BY 4.0) next to the data.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "type": {
          "type": "string",
          "enum": [
            "moto",
            "rurales",
            "costa",
            "montana",
            "clasicas"
          ],
          "description": "Kind of route."
        },
        "region": {
          "type": "string",
          "minLength": 1,
          "maxLength": 60,
          "description": "A community (slug or INE code) that the route crosses."
        },
        "q": {
          "type": "string",
          "minLength": 2,
          "maxLength": 100,
          "description": "Search text."
        },
        "limit": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 50,
          "default": 20,
          "description": "Most items."
        }
      },
      "required": [],
      "additionalProperties": false
    },
    "operations": [
      {
        "kind": null,
        "operationId": "listRoutes",
        "pathParams": [],
        "queryParams": [
          "type",
          "region",
          "q",
          "limit"
        ],
        "body": false,
        "rateClass": "normal"
      }
    ]
  },
  {
    "name": "get_route",
    "title": "One route with the cheapest fuel along it",
    "description": "One route: its path, season, highlights, photos with credit, text, the cheapest stations of `fuel` within 3 km of its path and the estimated fuel cost of driving it (length × consumption × the mean price in the corridor, else the Spain mean; with neither, `price` and `cost` are null and `price_source` is `none`). ROUTE_NOT_FOUND for an unknown route.\nThe result is {data, meta}, the REST answer of the same operation (schema in /v1/openapi); show meta.attribution (the data licence, CC BY 4.0) next to the data.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "slug": {
          "type": "string",
          "minLength": 1,
          "maxLength": 120,
          "pattern": "^[a-z0-9-]+$",
          "description": "Route slug."
        },
        "fuel": {
          "type": "string",
          "enum": [
            "gasoline_95",
            "gasoline_98",
            "diesel",
            "diesel_premium",
            "lpg",
            "cng"
          ],
          "default": "gasoline_95",
          "description": "The fuel."
        },
        "limit": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 50,
          "default": 10,
          "description": "Most items."
        },
        "consumption": {
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 40,
          "description": "Consumption in L/100 km (kg/100 km for cng); the fuel's default when omitted."
        },
        "open_now": {
          "type": "boolean",
          "default": false,
          "description": "true keeps only stations open now by their hours (holidays unknown)."
        }
      },
      "required": [
        "slug"
      ],
      "additionalProperties": false
    },
    "operations": [
      {
        "kind": null,
        "operationId": "getRoute",
        "pathParams": [
          "slug"
        ],
        "queryParams": [
          "fuel",
          "limit",
          "consumption",
          "open_now"
        ],
        "body": false,
        "rateClass": "heavy"
      }
    ]
  },
  {
    "name": "search_content",
    "title": "Search guides, posts and routes",
    "description": "Case- and accent-insensitive full-text search across guides, posts and routes, ranked by where the words match (title above direct answer above body), then by date. Without `q`, the newest items. Filters `type` and `tag`.\nThe result is {data, meta}, the REST answer of the same operation (schema in /v1/openapi); show meta.attribution (the data licence, CC BY 4.0) next to the data.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "q": {
          "type": "string",
          "minLength": 2,
          "maxLength": 100,
          "description": "Search text."
        },
        "type": {
          "type": "string",
          "enum": [
            "guide",
            "post",
            "route"
          ],
          "description": "Only items of this kind."
        },
        "tag": {
          "type": "string",
          "minLength": 1,
          "maxLength": 60,
          "description": "Only items with this tag."
        },
        "limit": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 50,
          "default": 10,
          "description": "Most items."
        }
      },
      "required": [],
      "additionalProperties": false
    },
    "operations": [
      {
        "kind": null,
        "operationId": "searchContent",
        "pathParams": [],
        "queryParams": [
          "q",
          "type",
          "tag",
          "limit"
        ],
        "body": false,
        "rateClass": "normal"
      }
    ]
  },
  {
    "name": "get_article",
    "title": "One guide, post or route",
    "description": "The full markdown text of one item with its FAQ, sources and related links. 404 GUIDE_NOT_FOUND, ARTICLE_NOT_FOUND (posts) or ROUTE_NOT_FOUND for an unknown slug.\nThe result is {data, meta}, the REST answer of the same operation (schema in /v1/openapi); show meta.attribution (the data licence, CC BY 4.0) next to the data.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "type": {
          "type": "string",
          "enum": [
            "guide",
            "post",
            "route"
          ],
          "description": "Kind of item."
        },
        "slug": {
          "type": "string",
          "minLength": 1,
          "maxLength": 120,
          "pattern": "^[a-z0-9-]+$",
          "description": "Item slug."
        }
      },
      "required": [
        "type",
        "slug"
      ],
      "additionalProperties": false
    },
    "operations": [
      {
        "kind": null,
        "operationId": "getContentItem",
        "pathParams": [
          "type",
          "slug"
        ],
        "queryParams": [],
        "body": false,
        "rateClass": "normal"
      }
    ]
  },
  {
    "name": "calculate_trip_cost",
    "title": "Cost of a trip or of filling the tank",
    "description": "Fuel cost calculators. Set `kind` (required) to one of trip, tank; each kind takes its own arguments:\n- kind=trip: Fuel cost of a trip. Fuel cost of a trip. The distance comes from `km`, or from `from_lat`, `from_lng`, `to_lat` and `to_lng` (straight line × 1.25). Exactly one of the two forms is required: giving both, or an incomplete set of coordinates, gives 400. A one-way route over 1,500 km gives 400. Formula: `total_km = one_way_km × (2 if round_trip else 1)`; `litres = total_km × consumption / 100`; `cost = litres × price`; `cost_per_person = cost / people`. Defaults: `consumption` per fuel (gasoline_95 and gasoline_98 6.5 L/100 km, diesel and diesel_premium 5.5 L/100 km, lpg 8.5 L/100 km, cng 4.5 kg/100 km); `people` 1; `round_trip` false. The price is the caller's `price`, else the mean of `province`, else the Spain mean; `price` and `province` together give 400. The answer says which (`price_source`). When no station (of `province`, or of Spain) reports a price of `fuel` today, the answer is 400 INVALID_PARAMETER naming `price`: give it (waiting does not help). The same rule holds for every calculator.\n- kind=tank: Cost of filling the tank. Cost of filling a tank of `capacity` litres from its current `level`, at today's mean price and at today's cheapest price (Spain, or `province`), and the difference. Levels as the fraction of the tank still full: `vacio` 0, `reserva` 0.1 (the reserve light typically comes on with about a tenth left), `1-4` 0.25, `1-2` 0.5, `3-4` 0.75. Formula: `litres_to_fill = capacity × (1 − fraction)`; `cost = litres_to_fill × price`. With `price`, the caller's price replaces the mean; the cheapest price still comes from the data, so when no station reports `fuel` today the answer is 400 INVALID_PARAMETER naming `fuel` (or `province` when only that province lacks it), with or without `price`; /v1/calc/trip-cost takes a price of the caller's instead.\nThe result is {data, meta}, the REST answer of the same operation (schema in /v1/openapi); show meta.attribution (the data licence, CC BY 4.0) next to the data.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "kind": {
          "type": "string",
          "enum": [
            "trip",
            "tank"
          ],
          "description": "The function to run."
        }
      },
      "required": [
        "kind"
      ],
      "oneOf": [
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "trip"
            },
            "fuel": {
              "type": "string",
              "enum": [
                "gasoline_95",
                "gasoline_98",
                "diesel",
                "diesel_premium",
                "lpg",
                "cng"
              ],
              "default": "gasoline_95",
              "description": "The fuel."
            },
            "km": {
              "type": "number",
              "exclusiveMinimum": 0,
              "maximum": 20000,
              "description": "One-way distance in km (at most 1,500 km for a trip; see the description)."
            },
            "from_lat": {
              "type": "number",
              "minimum": 27.4,
              "maximum": 44,
              "description": "Latitude of the origin."
            },
            "from_lng": {
              "type": "number",
              "minimum": -18.4,
              "maximum": 4.6,
              "description": "Longitude of the origin."
            },
            "to_lat": {
              "type": "number",
              "minimum": 27.4,
              "maximum": 44,
              "description": "Latitude of the destination."
            },
            "to_lng": {
              "type": "number",
              "minimum": -18.4,
              "maximum": 4.6,
              "description": "Longitude of the destination."
            },
            "round_trip": {
              "type": "boolean",
              "default": false,
              "description": "Count the way back too."
            },
            "consumption": {
              "type": "number",
              "exclusiveMinimum": 0,
              "maximum": 40,
              "description": "Consumption in L/100 km (kg/100 km for cng); the fuel's default when omitted."
            },
            "price": {
              "type": "number",
              "exclusiveMinimum": 0,
              "maximum": 5,
              "description": "A price in EUR per litre (per kg for cng) given by the caller."
            },
            "province": {
              "type": "string",
              "minLength": 1,
              "maxLength": 60,
              "pattern": "^[a-z0-9-]+$",
              "description": "A province (INE code or slug) whose prices are used; Spain when omitted."
            },
            "people": {
              "type": "integer",
              "format": "int32",
              "minimum": 1,
              "maximum": 9,
              "default": 1,
              "description": "People sharing the cost."
            }
          },
          "required": [
            "kind"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "tank"
            },
            "fuel": {
              "type": "string",
              "enum": [
                "gasoline_95",
                "gasoline_98",
                "diesel",
                "diesel_premium",
                "lpg",
                "cng"
              ],
              "default": "gasoline_95",
              "description": "The fuel."
            },
            "capacity": {
              "type": "number",
              "exclusiveMinimum": 0,
              "maximum": 200,
              "description": "Tank capacity in litres."
            },
            "level": {
              "type": "string",
              "enum": [
                "vacio",
                "reserva",
                "1-4",
                "1-2",
                "3-4"
              ],
              "default": "reserva",
              "description": "Current level of the tank."
            },
            "price": {
              "type": "number",
              "exclusiveMinimum": 0,
              "maximum": 5,
              "description": "A price in EUR per litre (per kg for cng) given by the caller."
            },
            "province": {
              "type": "string",
              "minLength": 1,
              "maxLength": 60,
              "pattern": "^[a-z0-9-]+$",
              "description": "A province (INE code or slug) whose prices are used; Spain when omitted."
            }
          },
          "required": [
            "kind",
            "capacity"
          ],
          "additionalProperties": false
        }
      ]
    },
    "operations": [
      {
        "kind": "trip",
        "operationId": "calculateTripCost",
        "pathParams": [],
        "queryParams": [
          "fuel",
          "km",
          "from_lat",
          "from_lng",
          "to_lat",
          "to_lng",
          "round_trip",
          "consumption",
          "price",
          "province",
          "people"
        ],
        "body": false,
        "rateClass": "normal"
      },
      {
        "kind": "tank",
        "operationId": "calculateTankCost",
        "pathParams": [],
        "queryParams": [
          "fuel",
          "capacity",
          "level",
          "price",
          "province"
        ],
        "body": false,
        "rateClass": "normal"
      }
    ]
  },
  {
    "name": "compare_vehicle_costs",
    "title": "Petrol against diesel, or electric against fuel",
    "description": "Cost per km and per year of two vehicles, the yearly saving of the cheaper-to-run one, the\npayback in years of its extra purchase price, and the km per year from which it pays off within\nits extra price over one year of use (`break_even_km_per_year`).\n\n`compare=petrol_vs_diesel` accepts `petrol_consumption` (default 6.5 L/100 km), `diesel_consumption`\n(5.5), `petrol_price` and `diesel_price` (default today's Spain means of gasoline_95 and diesel),\n`diesel_extra_price` (default 1,500 EUR) and `diesel_extra_yearly_cost` (default 0 EUR).\n`compare=ev_vs_fuel` accepts `petrol_consumption`, `petrol_price` (the combustion car, petrol),\n`ev_consumption` (default 17 kWh/100 km), `electricity_price` (default 0.20 EUR/kWh, an assumption\nfor home charging) and `ev_extra_price` (default 8,000 EUR). A parameter of the other comparison\ngives 400. When no station reports gasoline_95 (or diesel) today and the caller gives no\n`petrol_price` (`diesel_price`), the answer is 400 INVALID_PARAMETER naming that parameter.\n\nFormula: `cost_per_km = consumption / 100 × price`; `cost_per_year = cost_per_km × km_per_year\n(+ extra yearly cost)`; `yearly_saving = dearer_to_run − cheaper_to_run`;\n`payback_years = extra_price / yearly_saving`; `break_even_km_per_year = (extra_price +\nextra_yearly_cost) / (per-km saving)`, null when the dearer vehicle never pays off.\nThe result is {data, meta}, the REST answer of the same operation (schema in /v1/openapi); show meta.attribution (the data licence, CC BY 4.0) next to the data.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "compare": {
          "type": "string",
          "enum": [
            "petrol_vs_diesel",
            "ev_vs_fuel"
          ],
          "description": "Which comparison."
        },
        "km_per_year": {
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 200000,
          "description": "Kilometres driven per year."
        },
        "petrol_consumption": {
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 40,
          "description": "Petrol car consumption in L/100 km (default 6.5)."
        },
        "diesel_consumption": {
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 40,
          "description": "Diesel car consumption in L/100 km (default 5.5; petrol_vs_diesel only)."
        },
        "petrol_price": {
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 5,
          "description": "Petrol price in EUR/L (default today's Spain mean of gasoline_95)."
        },
        "diesel_price": {
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 5,
          "description": "Diesel price in EUR/L (default today's Spain mean; petrol_vs_diesel only)."
        },
        "diesel_extra_price": {
          "type": "number",
          "minimum": 0,
          "maximum": 100000,
          "description": "Extra purchase price of the diesel car in EUR (default 1500; petrol_vs_diesel only)."
        },
        "diesel_extra_yearly_cost": {
          "type": "number",
          "minimum": 0,
          "maximum": 10000,
          "description": "Extra yearly cost of the diesel car in EUR (default 0; petrol_vs_diesel only)."
        },
        "ev_consumption": {
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 60,
          "description": "Electric car consumption in kWh/100 km (default 17; ev_vs_fuel only)."
        },
        "electricity_price": {
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 2,
          "description": "Electricity price in EUR/kWh (default 0.20; ev_vs_fuel only)."
        },
        "ev_extra_price": {
          "type": "number",
          "minimum": 0,
          "maximum": 200000,
          "description": "Extra purchase price of the electric car in EUR (default 8000; ev_vs_fuel only)."
        }
      },
      "required": [
        "compare",
        "km_per_year"
      ],
      "additionalProperties": false
    },
    "operations": [
      {
        "kind": null,
        "operationId": "compareVehicleCosts",
        "pathParams": [],
        "queryParams": [
          "compare",
          "km_per_year",
          "petrol_consumption",
          "diesel_consumption",
          "petrol_price",
          "diesel_price",
          "diesel_extra_price",
          "diesel_extra_yearly_cost",
          "ev_consumption",
          "electricity_price",
          "ev_extra_price"
        ],
        "body": false,
        "rateClass": "normal"
      }
    ]
  },
  {
    "name": "calculate_savings",
    "title": "Saving from refuelling at a cheaper station",
    "description": "Saving per refuel, per month and per year of paying `cheap_price` instead of `usual_price`, and\nwhether a detour of `detour_km` (round trip) to the cheaper station pays off.\n\nDefaults: `quantity_per_refuel` 40 L, `refuels_per_month` 4, `detour_km` 0, `consumption` per\nfuel as in /v1/calc/trip-cost. Formula: `saving_per_refuel = (usual_price − cheap_price) ×\nquantity_per_refuel`; `detour_cost = detour_km × consumption / 100 × cheap_price`;\n`net_saving_per_refuel = saving_per_refuel − detour_cost`; per month × `refuels_per_month`; per\nyear × 12. The detour pays off when `net_saving_per_refuel > 0`. Both prices are the caller's:\nthis calculator never needs the day's data.\nThe result is {data, meta}, the REST answer of the same operation (schema in /v1/openapi); show meta.attribution (the data licence, CC BY 4.0) next to the data.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "fuel": {
          "type": "string",
          "enum": [
            "gasoline_95",
            "gasoline_98",
            "diesel",
            "diesel_premium",
            "lpg",
            "cng"
          ],
          "default": "gasoline_95",
          "description": "The fuel."
        },
        "usual_price": {
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 5,
          "description": "Price usually paid in EUR/L."
        },
        "cheap_price": {
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 5,
          "description": "Price at the cheaper station in EUR/L."
        },
        "quantity_per_refuel": {
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 200,
          "description": "Litres per refuel (default 40)."
        },
        "refuels_per_month": {
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 60,
          "description": "Refuels per month (default 4)."
        },
        "detour_km": {
          "type": "number",
          "minimum": 0,
          "maximum": 200,
          "description": "Extra km (round trip) to reach the cheaper station (default 0)."
        },
        "consumption": {
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 40,
          "description": "Consumption in L/100 km (kg/100 km for cng); the fuel's default when omitted."
        }
      },
      "required": [
        "usual_price",
        "cheap_price"
      ],
      "additionalProperties": false
    },
    "operations": [
      {
        "kind": null,
        "operationId": "calculateSavings",
        "pathParams": [],
        "queryParams": [
          "fuel",
          "usual_price",
          "cheap_price",
          "quantity_per_refuel",
          "refuels_per_month",
          "detour_km",
          "consumption"
        ],
        "body": false,
        "rateClass": "normal"
      }
    ]
  },
  {
    "name": "calculate_adblue",
    "title": "AdBlue consumption and cost",
    "description": "Litres and euros of AdBlue per month and per year and, with `tank_litres`, refills per year.\nDefaults: `litres_per_1000km` 1.5 (a typical passenger-car dosing; vans and lorries use more),\n`price` today's Spain mean of AdBlue at the pump (when no station reports AdBlue today and no `price`\nis given, 400 INVALID_PARAMETER naming `price`). Formula: `litres_per_year = km_per_year / 1000 ×\nlitres_per_1000km`; per month / 12; `cost = litres × price`; `refills_per_year = litres_per_year /\ntank_litres`.\nThe result is {data, meta}, the REST answer of the same operation (schema in /v1/openapi); show meta.attribution (the data licence, CC BY 4.0) next to the data.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "km_per_year": {
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 500000,
          "description": "Kilometres driven per year."
        },
        "litres_per_1000km": {
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 20,
          "description": "AdBlue dosing in L per 1,000 km (default 1.5)."
        },
        "price": {
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 5,
          "description": "A price in EUR per litre (per kg for cng) given by the caller."
        },
        "tank_litres": {
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 200,
          "description": "AdBlue tank size in litres."
        }
      },
      "required": [
        "km_per_year"
      ],
      "additionalProperties": false
    },
    "operations": [
      {
        "kind": null,
        "operationId": "calculateAdblue",
        "pathParams": [],
        "queryParams": [
          "km_per_year",
          "litres_per_1000km",
          "price",
          "tank_litres"
        ],
        "body": false,
        "rateClass": "normal"
      }
    ]
  },
  {
    "name": "explain_fuel_price",
    "title": "Fuel taxes and the breakdown of a price",
    "description": "What a fuel price is made of. Set `kind` (required) to one of breakdown, taxes; each kind takes its own arguments:\n- kind=breakdown: A fuel price split into product and taxes. A price of `fuel` (the Spain mean, the mean of `province`, or the caller's `price`) split into the product (before taxes), the hydrocarbon excise and VAT, or the taxes of the regime that applies (the Canary Islands, Ceuta and Melilla follow from `province`), with shares in %. Rates are those in force on the date of the data (see /v1/taxes). Only liquid road fuels sold by the litre are broken down (gasoline_95, gasoline_98, diesel, diesel_premium); other fuels give 400. Peninsula and Balearics: `vat = price × rate / (1 + rate)`; `product = price − vat − excise`. When no station (of `province`, or of the peninsula and the Balearic Islands) reports `fuel` today, the answer is 400 INVALID_PARAMETER naming `price`.\n- kind=taxes: Fuel taxes and the current reduction. The fuel tax table per territorial regime (peninsula and Balearic Islands; Canary Islands; Ceuta and Melilla) and fuel, with effective dates and legal sources, the rates in force on the date of the data, and the temporary reduction in force that day, if any. Figures that the project has not verified against the official gazette are marked `verified: false`. Takes no parameters.\nThe result is {data, meta}, the REST answer of the same operation (schema in /v1/openapi); show meta.attribution (the data licence, CC BY 4.0) next to the data.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "kind": {
          "type": "string",
          "enum": [
            "breakdown",
            "taxes"
          ],
          "description": "The function to run."
        }
      },
      "required": [
        "kind"
      ],
      "oneOf": [
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "breakdown"
            },
            "fuel": {
              "type": "string",
              "enum": [
                "gasoline_95",
                "gasoline_98",
                "diesel",
                "diesel_premium"
              ],
              "default": "gasoline_95",
              "description": "A liquid road fuel sold by the litre."
            },
            "province": {
              "type": "string",
              "minLength": 1,
              "maxLength": 60,
              "pattern": "^[a-z0-9-]+$",
              "description": "A province (INE code or slug) whose prices are used; Spain when omitted."
            },
            "price": {
              "type": "number",
              "exclusiveMinimum": 0,
              "maximum": 5,
              "description": "A price in EUR per litre (per kg for cng) given by the caller."
            }
          },
          "required": [
            "kind"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "taxes"
            }
          },
          "required": [
            "kind"
          ],
          "additionalProperties": false
        }
      ]
    },
    "operations": [
      {
        "kind": "breakdown",
        "operationId": "getPriceBreakdown",
        "pathParams": [],
        "queryParams": [
          "fuel",
          "province",
          "price"
        ],
        "body": false,
        "rateClass": "normal"
      },
      {
        "kind": "taxes",
        "operationId": "getTaxes",
        "pathParams": [],
        "queryParams": [],
        "body": false,
        "rateClass": "normal"
      }
    ]
  }
];
