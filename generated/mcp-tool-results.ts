// Generated from openapi.yaml by `npm run generate`. Do not edit.

import type { ObjectSchema } from './mcp-tools.js';

/** Each tool's result schema ({data, meta}), by tool name. For tests: the running service never loads this module. */
export const MCP_TOOL_RESULT_SCHEMAS: Readonly<Record<string, ObjectSchema>> = {
  "get_station": {
    "type": "object",
    "required": [
      "data",
      "meta"
    ],
    "properties": {
      "data": {
        "oneOf": [
          {
            "type": "object",
            "required": [
              "stations",
              "not_found",
              "left_register"
            ],
            "properties": {
              "stations": {
                "type": "array",
                "maxItems": 20,
                "description": "The stations found, in the order of `ids`.",
                "items": {
                  "type": "object",
                  "required": [
                    "id",
                    "name",
                    "brand",
                    "address",
                    "locality",
                    "postal_code",
                    "municipality",
                    "province",
                    "community",
                    "lat",
                    "lng",
                    "is_24h",
                    "hours",
                    "opening_hours",
                    "open_now",
                    "next_change_at",
                    "low_tax_area",
                    "margin",
                    "road",
                    "prices",
                    "price_updated_at",
                    "web_url"
                  ],
                  "properties": {
                    "id": {
                      "type": "integer",
                      "format": "int32",
                      "minimum": 1,
                      "maximum": 2147483647
                    },
                    "name": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 200
                    },
                    "brand": {
                      "type": [
                        "object",
                        "null"
                      ],
                      "description": "The station's brand; null only if the register gives no sign at all (unbranded stations use slug independiente).",
                      "required": [
                        "slug",
                        "name"
                      ],
                      "properties": {
                        "slug": {
                          "type": "string",
                          "maxLength": 120
                        },
                        "name": {
                          "type": [
                            "string",
                            "null"
                          ],
                          "maxLength": 200
                        }
                      }
                    },
                    "address": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 300
                    },
                    "locality": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 200
                    },
                    "postal_code": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 10
                    },
                    "municipality": {
                      "type": "object",
                      "required": [
                        "level",
                        "code",
                        "slug",
                        "name"
                      ],
                      "properties": {
                        "level": {
                          "type": "string",
                          "enum": [
                            "spain",
                            "community",
                            "province",
                            "municipality"
                          ]
                        },
                        "code": {
                          "type": "string",
                          "maxLength": 20
                        },
                        "slug": {
                          "type": "string",
                          "maxLength": 120
                        },
                        "name": {
                          "type": "string",
                          "maxLength": 200
                        }
                      }
                    },
                    "province": {
                      "type": "object",
                      "required": [
                        "level",
                        "code",
                        "slug",
                        "name"
                      ],
                      "properties": {
                        "level": {
                          "type": "string",
                          "enum": [
                            "spain",
                            "community",
                            "province",
                            "municipality"
                          ]
                        },
                        "code": {
                          "type": "string",
                          "maxLength": 20
                        },
                        "slug": {
                          "type": "string",
                          "maxLength": 120
                        },
                        "name": {
                          "type": "string",
                          "maxLength": 200
                        }
                      }
                    },
                    "community": {
                      "type": "object",
                      "required": [
                        "level",
                        "code",
                        "slug",
                        "name"
                      ],
                      "properties": {
                        "level": {
                          "type": "string",
                          "enum": [
                            "spain",
                            "community",
                            "province",
                            "municipality"
                          ]
                        },
                        "code": {
                          "type": "string",
                          "maxLength": 20
                        },
                        "slug": {
                          "type": "string",
                          "maxLength": 120
                        },
                        "name": {
                          "type": "string",
                          "maxLength": 200
                        }
                      }
                    },
                    "lat": {
                      "type": "number"
                    },
                    "lng": {
                      "type": "number"
                    },
                    "is_24h": {
                      "type": "boolean"
                    },
                    "hours": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 300
                    },
                    "opening_hours": {
                      "type": [
                        "array",
                        "null"
                      ],
                      "maxItems": 50,
                      "description": "Opening intervals per weekday; null when the text could not be read. A 24-hour day is 00:00-24:00.",
                      "items": {
                        "type": "object",
                        "required": [
                          "day",
                          "open",
                          "close"
                        ],
                        "properties": {
                          "day": {
                            "type": "string",
                            "enum": [
                              "mon",
                              "tue",
                              "wed",
                              "thu",
                              "fri",
                              "sat",
                              "sun"
                            ]
                          },
                          "open": {
                            "type": "string",
                            "maxLength": 5,
                            "pattern": "^[0-2][0-9]:[0-5][0-9]$"
                          },
                          "close": {
                            "type": "string",
                            "maxLength": 5,
                            "pattern": "^[0-2][0-9]:[0-5][0-9]$"
                          }
                        }
                      }
                    },
                    "open_now": {
                      "type": [
                        "boolean",
                        "null"
                      ],
                      "description": "Open at the time of the request in Europe/Madrid, from the structured opening hours; null when the register's hours cannot be read. Public holidays are unknown to the register's hours and are not taken into account: a station may be closed on a holiday while open_now says true. An answer holding open_now is cached, by the API and through Cache-Control max-age, only until the first station it read opens or closes."
                    },
                    "next_change_at": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 25,
                      "format": "date-time",
                      "description": "The instant the station next opens or closes (whichever open_now says it does next), in Europe/Madrid with its offset, to the minute (`2026-08-22T22:00:00+02:00`), read from the same opening hours as open_now; null for a station open all week (24 hours) and when the register's hours cannot be read. Public holidays are not taken into account."
                    },
                    "low_tax_area": {
                      "type": "boolean"
                    },
                    "margin": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "enum": [
                        "D",
                        "I",
                        "N",
                        null
                      ],
                      "description": "Side of the road (D right, I left, N none) as the register gives it."
                    },
                    "road": {
                      "type": [
                        "object",
                        "null"
                      ],
                      "required": [
                        "ref",
                        "km"
                      ],
                      "properties": {
                        "ref": {
                          "type": "string",
                          "maxLength": 20
                        },
                        "km": {
                          "type": [
                            "number",
                            "null"
                          ]
                        }
                      }
                    },
                    "prices": {
                      "type": "array",
                      "maxItems": 50,
                      "items": {
                        "type": "object",
                        "required": [
                          "id",
                          "kind",
                          "label",
                          "price",
                          "unit",
                          "currency",
                          "updated_at"
                        ],
                        "properties": {
                          "id": {
                            "description": "A fuel or a product.",
                            "anyOf": [
                              {
                                "type": "string",
                                "enum": [
                                  "gasoline_95",
                                  "gasoline_98",
                                  "diesel",
                                  "diesel_premium",
                                  "lpg",
                                  "cng"
                                ],
                                "description": "gasoline_95 Gasolina 95 E5, gasoline_98 Gasolina 98 E5, diesel Gasóleo A, diesel_premium Gasóleo Premium, lpg autogas (GLP), cng compressed natural gas (EUR/kg)."
                              },
                              {
                                "type": "string",
                                "enum": [
                                  "adblue",
                                  "diesel_b",
                                  "hvo",
                                  "lng",
                                  "gasoline_95_e10",
                                  "gasoline_98_e10"
                                ],
                                "description": "adblue, diesel_b Gasóleo B, hvo renewable diesel, lng liquefied natural gas (EUR/kg), E10 petrols."
                              }
                            ]
                          },
                          "kind": {
                            "type": "string",
                            "enum": [
                              "fuel",
                              "product"
                            ]
                          },
                          "label": {
                            "type": "string",
                            "maxLength": 100
                          },
                          "price": {
                            "type": "number",
                            "minimum": 0,
                            "description": "Euros per unit, three decimals."
                          },
                          "unit": {
                            "type": "string",
                            "enum": [
                              "L",
                              "kg"
                            ],
                            "description": "Litres or kilograms (natural gas)."
                          },
                          "currency": {
                            "type": "string",
                            "enum": [
                              "EUR"
                            ]
                          },
                          "updated_at": {
                            "type": "string",
                            "maxLength": 30,
                            "format": "date-time"
                          },
                          "price_since": {
                            "type": [
                              "string",
                              "null"
                            ],
                            "maxLength": 10,
                            "format": "date",
                            "description": "Since when the station has charged this exact price for this fuel or product: the first date of the unbroken run of days, ending on the data's date, on which it showed this price. The days are those of the 90-day window that ends on the data's date for which the register published a list (the history files, the `daily-prices` download and the archive's `prices-YYYY-MM.parquet` hold one row per station, fuel and such day; the data's date is today's list). A day without any list is skipped: unknown, not a change. A day whose list shows no price of this fuel at this station (or does not list the station) ends the run, as a different price does. null when the run reaches back to the first day held in the window (the price may be older), and when the entry has no price."
                          },
                          "previous_price": {
                            "type": [
                              "number",
                              "null"
                            ],
                            "minimum": 0,
                            "description": "The station's price of this fuel or product on the day held just before the run of `price_since` (the latest day with a list before it): what it charged before the current price. null when `price_since` is null, and when the station showed no price of it that day."
                          },
                          "cheaper_than_pct": {
                            "type": [
                              "number",
                              "null"
                            ],
                            "minimum": 0,
                            "maximum": 100,
                            "description": "How many of the province's stations that sell this fuel or product today charge strictly more, as a share of all of them (this station included): 100 × (stations of the same province, public, with a price of it in today's list, whose price is higher) / (those with a price of it), rounded half away from zero to one decimal. 0 for the dearest, (n − 1) / n × 100 for the only cheapest; equal prices do not count as higher. null when the entry has no price."
                          },
                          "range_90d": {
                            "type": "object",
                            "description": "The station's own prices of this fuel or product over the days held in the 90-day window that ends on the data's date (days with a list, as for `price_since`), counting only the days on which it showed a price, today included.",
                            "required": [
                              "days",
                              "min",
                              "max",
                              "mean"
                            ],
                            "properties": {
                              "days": {
                                "type": "integer",
                                "format": "int32",
                                "minimum": 1,
                                "maximum": 90,
                                "description": "Days with a price."
                              },
                              "min": {
                                "type": "number",
                                "minimum": 0,
                                "description": "Euros per unit, three decimals."
                              },
                              "max": {
                                "type": "number",
                                "minimum": 0,
                                "description": "Euros per unit, three decimals."
                              },
                              "mean": {
                                "type": "number",
                                "minimum": 0,
                                "description": "The mean of those daily prices, rounded half away from zero to three decimals."
                              }
                            }
                          }
                        }
                      }
                    },
                    "price_updated_at": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 30,
                      "format": "date-time",
                      "description": "When the register last gave these prices; null when the station has none."
                    },
                    "web_url": {
                      "type": "string",
                      "maxLength": 2048,
                      "format": "uri"
                    }
                  }
                }
              },
              "not_found": {
                "type": "array",
                "maxItems": 20,
                "description": "The ids asked for that name no station selling to the public today, in the order of `ids`.",
                "items": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 1,
                  "maximum": 2147483647
                }
              },
              "left_register": {
                "type": "array",
                "maxItems": 20,
                "description": "Of the ids in `not_found`, those of stations that were in the register's public list within the last 90 days (a station that closed, say), in the order of `ids`: the day each was last there and its history. The other ids of `not_found` were never seen, or sell but not to the public (Tipo Venta R: in today's register, or restricted in their last record), which is not leaving the register.",
                "items": {
                  "type": "object",
                  "required": [
                    "id",
                    "last_seen",
                    "history_url"
                  ],
                  "properties": {
                    "id": {
                      "type": "integer",
                      "format": "int32",
                      "minimum": 1,
                      "maximum": 2147483647
                    },
                    "last_seen": {
                      "type": "string",
                      "maxLength": 10,
                      "format": "date",
                      "description": "The last day (Madrid time) it was in the register's public list."
                    },
                    "history_url": {
                      "type": "string",
                      "maxLength": 2048,
                      "format": "uri",
                      "description": "Its daily prices while in the window (/v1/stations/{id}/history), with `days` set to the days from its last day to the data's date, both counted, when the default 30 do not reach it."
                    }
                  }
                }
              }
            }
          },
          {
            "type": "object",
            "required": [
              "id",
              "name",
              "brand",
              "address",
              "locality",
              "postal_code",
              "municipality",
              "province",
              "community",
              "lat",
              "lng",
              "is_24h",
              "hours",
              "opening_hours",
              "open_now",
              "next_change_at",
              "low_tax_area",
              "margin",
              "road",
              "prices",
              "price_updated_at",
              "web_url"
            ],
            "properties": {
              "id": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 2147483647
              },
              "name": {
                "type": [
                  "string",
                  "null"
                ],
                "maxLength": 200
              },
              "brand": {
                "type": [
                  "object",
                  "null"
                ],
                "description": "The station's brand; null only if the register gives no sign at all (unbranded stations use slug independiente).",
                "required": [
                  "slug",
                  "name"
                ],
                "properties": {
                  "slug": {
                    "type": "string",
                    "maxLength": 120
                  },
                  "name": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 200
                  }
                }
              },
              "address": {
                "type": [
                  "string",
                  "null"
                ],
                "maxLength": 300
              },
              "locality": {
                "type": [
                  "string",
                  "null"
                ],
                "maxLength": 200
              },
              "postal_code": {
                "type": [
                  "string",
                  "null"
                ],
                "maxLength": 10
              },
              "municipality": {
                "type": "object",
                "required": [
                  "level",
                  "code",
                  "slug",
                  "name"
                ],
                "properties": {
                  "level": {
                    "type": "string",
                    "enum": [
                      "spain",
                      "community",
                      "province",
                      "municipality"
                    ]
                  },
                  "code": {
                    "type": "string",
                    "maxLength": 20
                  },
                  "slug": {
                    "type": "string",
                    "maxLength": 120
                  },
                  "name": {
                    "type": "string",
                    "maxLength": 200
                  }
                }
              },
              "province": {
                "type": "object",
                "required": [
                  "level",
                  "code",
                  "slug",
                  "name"
                ],
                "properties": {
                  "level": {
                    "type": "string",
                    "enum": [
                      "spain",
                      "community",
                      "province",
                      "municipality"
                    ]
                  },
                  "code": {
                    "type": "string",
                    "maxLength": 20
                  },
                  "slug": {
                    "type": "string",
                    "maxLength": 120
                  },
                  "name": {
                    "type": "string",
                    "maxLength": 200
                  }
                }
              },
              "community": {
                "type": "object",
                "required": [
                  "level",
                  "code",
                  "slug",
                  "name"
                ],
                "properties": {
                  "level": {
                    "type": "string",
                    "enum": [
                      "spain",
                      "community",
                      "province",
                      "municipality"
                    ]
                  },
                  "code": {
                    "type": "string",
                    "maxLength": 20
                  },
                  "slug": {
                    "type": "string",
                    "maxLength": 120
                  },
                  "name": {
                    "type": "string",
                    "maxLength": 200
                  }
                }
              },
              "lat": {
                "type": "number"
              },
              "lng": {
                "type": "number"
              },
              "is_24h": {
                "type": "boolean"
              },
              "hours": {
                "type": [
                  "string",
                  "null"
                ],
                "maxLength": 300
              },
              "opening_hours": {
                "type": [
                  "array",
                  "null"
                ],
                "maxItems": 50,
                "description": "Opening intervals per weekday; null when the text could not be read. A 24-hour day is 00:00-24:00.",
                "items": {
                  "type": "object",
                  "required": [
                    "day",
                    "open",
                    "close"
                  ],
                  "properties": {
                    "day": {
                      "type": "string",
                      "enum": [
                        "mon",
                        "tue",
                        "wed",
                        "thu",
                        "fri",
                        "sat",
                        "sun"
                      ]
                    },
                    "open": {
                      "type": "string",
                      "maxLength": 5,
                      "pattern": "^[0-2][0-9]:[0-5][0-9]$"
                    },
                    "close": {
                      "type": "string",
                      "maxLength": 5,
                      "pattern": "^[0-2][0-9]:[0-5][0-9]$"
                    }
                  }
                }
              },
              "open_now": {
                "type": [
                  "boolean",
                  "null"
                ],
                "description": "Open at the time of the request in Europe/Madrid, from the structured opening hours; null when the register's hours cannot be read. Public holidays are unknown to the register's hours and are not taken into account: a station may be closed on a holiday while open_now says true. An answer holding open_now is cached, by the API and through Cache-Control max-age, only until the first station it read opens or closes."
              },
              "next_change_at": {
                "type": [
                  "string",
                  "null"
                ],
                "maxLength": 25,
                "format": "date-time",
                "description": "The instant the station next opens or closes (whichever open_now says it does next), in Europe/Madrid with its offset, to the minute (`2026-08-22T22:00:00+02:00`), read from the same opening hours as open_now; null for a station open all week (24 hours) and when the register's hours cannot be read. Public holidays are not taken into account."
              },
              "low_tax_area": {
                "type": "boolean"
              },
              "margin": {
                "type": [
                  "string",
                  "null"
                ],
                "enum": [
                  "D",
                  "I",
                  "N",
                  null
                ],
                "description": "Side of the road (D right, I left, N none) as the register gives it."
              },
              "road": {
                "type": [
                  "object",
                  "null"
                ],
                "required": [
                  "ref",
                  "km"
                ],
                "properties": {
                  "ref": {
                    "type": "string",
                    "maxLength": 20
                  },
                  "km": {
                    "type": [
                      "number",
                      "null"
                    ]
                  }
                }
              },
              "prices": {
                "type": "array",
                "maxItems": 50,
                "items": {
                  "type": "object",
                  "required": [
                    "id",
                    "kind",
                    "label",
                    "price",
                    "unit",
                    "currency",
                    "updated_at"
                  ],
                  "properties": {
                    "id": {
                      "description": "A fuel or a product.",
                      "anyOf": [
                        {
                          "type": "string",
                          "enum": [
                            "gasoline_95",
                            "gasoline_98",
                            "diesel",
                            "diesel_premium",
                            "lpg",
                            "cng"
                          ],
                          "description": "gasoline_95 Gasolina 95 E5, gasoline_98 Gasolina 98 E5, diesel Gasóleo A, diesel_premium Gasóleo Premium, lpg autogas (GLP), cng compressed natural gas (EUR/kg)."
                        },
                        {
                          "type": "string",
                          "enum": [
                            "adblue",
                            "diesel_b",
                            "hvo",
                            "lng",
                            "gasoline_95_e10",
                            "gasoline_98_e10"
                          ],
                          "description": "adblue, diesel_b Gasóleo B, hvo renewable diesel, lng liquefied natural gas (EUR/kg), E10 petrols."
                        }
                      ]
                    },
                    "kind": {
                      "type": "string",
                      "enum": [
                        "fuel",
                        "product"
                      ]
                    },
                    "label": {
                      "type": "string",
                      "maxLength": 100
                    },
                    "price": {
                      "type": "number",
                      "minimum": 0,
                      "description": "Euros per unit, three decimals."
                    },
                    "unit": {
                      "type": "string",
                      "enum": [
                        "L",
                        "kg"
                      ],
                      "description": "Litres or kilograms (natural gas)."
                    },
                    "currency": {
                      "type": "string",
                      "enum": [
                        "EUR"
                      ]
                    },
                    "updated_at": {
                      "type": "string",
                      "maxLength": 30,
                      "format": "date-time"
                    },
                    "price_since": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 10,
                      "format": "date",
                      "description": "Since when the station has charged this exact price for this fuel or product: the first date of the unbroken run of days, ending on the data's date, on which it showed this price. The days are those of the 90-day window that ends on the data's date for which the register published a list (the history files, the `daily-prices` download and the archive's `prices-YYYY-MM.parquet` hold one row per station, fuel and such day; the data's date is today's list). A day without any list is skipped: unknown, not a change. A day whose list shows no price of this fuel at this station (or does not list the station) ends the run, as a different price does. null when the run reaches back to the first day held in the window (the price may be older), and when the entry has no price."
                    },
                    "previous_price": {
                      "type": [
                        "number",
                        "null"
                      ],
                      "minimum": 0,
                      "description": "The station's price of this fuel or product on the day held just before the run of `price_since` (the latest day with a list before it): what it charged before the current price. null when `price_since` is null, and when the station showed no price of it that day."
                    },
                    "cheaper_than_pct": {
                      "type": [
                        "number",
                        "null"
                      ],
                      "minimum": 0,
                      "maximum": 100,
                      "description": "How many of the province's stations that sell this fuel or product today charge strictly more, as a share of all of them (this station included): 100 × (stations of the same province, public, with a price of it in today's list, whose price is higher) / (those with a price of it), rounded half away from zero to one decimal. 0 for the dearest, (n − 1) / n × 100 for the only cheapest; equal prices do not count as higher. null when the entry has no price."
                    },
                    "range_90d": {
                      "type": "object",
                      "description": "The station's own prices of this fuel or product over the days held in the 90-day window that ends on the data's date (days with a list, as for `price_since`), counting only the days on which it showed a price, today included.",
                      "required": [
                        "days",
                        "min",
                        "max",
                        "mean"
                      ],
                      "properties": {
                        "days": {
                          "type": "integer",
                          "format": "int32",
                          "minimum": 1,
                          "maximum": 90,
                          "description": "Days with a price."
                        },
                        "min": {
                          "type": "number",
                          "minimum": 0,
                          "description": "Euros per unit, three decimals."
                        },
                        "max": {
                          "type": "number",
                          "minimum": 0,
                          "description": "Euros per unit, three decimals."
                        },
                        "mean": {
                          "type": "number",
                          "minimum": 0,
                          "description": "The mean of those daily prices, rounded half away from zero to three decimals."
                        }
                      }
                    }
                  }
                }
              },
              "price_updated_at": {
                "type": [
                  "string",
                  "null"
                ],
                "maxLength": 30,
                "format": "date-time",
                "description": "When the register last gave these prices; null when the station has none."
              },
              "web_url": {
                "type": "string",
                "maxLength": 2048,
                "format": "uri"
              }
            }
          }
        ]
      },
      "meta": {
        "type": "object",
        "description": "Identical on every success (`/v1/changes` adds how to go on, ChangesMeta).",
        "required": [
          "api_version",
          "request_id",
          "last_updated",
          "next_update",
          "data_age_seconds",
          "stale",
          "source",
          "attribution",
          "license",
          "web_url"
        ],
        "properties": {
          "api_version": {
            "type": "string",
            "enum": [
              "v1"
            ]
          },
          "request_id": {
            "type": "string",
            "maxLength": 36,
            "description": "Equals the X-Request-Id header."
          },
          "last_updated": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 30,
            "format": "date-time",
            "description": "Time of the last data update (UTC)."
          },
          "next_update": {
            "type": "string",
            "maxLength": 30,
            "format": "date-time",
            "description": "Expected time of the next update (about 08:00 or 20:00 Europe/Madrid)."
          },
          "data_age_seconds": {
            "type": [
              "integer",
              "null"
            ],
            "format": "int32",
            "minimum": 0,
            "maximum": 2147483647
          },
          "stale": {
            "type": "boolean",
            "description": "true when the data served may not be the latest the service should serve, and the answer is then cached 60 seconds (`Cache-Control: public, max-age=60`): the last refresh failed and the last good copy is served; the embedded sample is served because the ministry's register could not be loaded; or the data is overdue, whatever the cause (the register down or answering old data, the refresher stopped, a reader whose writer no longer publishes). The data is overdue when it is past its expected update, 12 hours after its time (`last_updated`: the register is read twice a day, 12 hours apart), by more than a grace of 2 hours (the retries of a failed refresh every 5 minutes, the 13-hour night when the clocks go back), that is when `data_age_seconds` is 50400 or more."
          },
          "source": {
            "type": "string",
            "maxLength": 500,
            "description": "Name of the price source, in the language of the answer (the ministry's own English name in English); says \"sample\" (MUESTRA in Spanish) when the embedded sample is served."
          },
          "attribution": {
            "type": "string",
            "maxLength": 500,
            "description": "Text to display next to the data, in the language of the answer."
          },
          "license": {
            "type": "string",
            "format": "uri",
            "enum": [
              "https://creativecommons.org/licenses/by/4.0/"
            ]
          },
          "web_url": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 2048,
            "format": "uri",
            "description": "Equivalent page on the public website."
          }
        }
      }
    },
    "additionalProperties": false
  },
  "find_fuel_near": {
    "type": "object",
    "required": [
      "data",
      "meta"
    ],
    "properties": {
      "data": {
        "type": "object",
        "required": [
          "fuel",
          "unit",
          "currency",
          "center",
          "radius_km",
          "sort",
          "stations"
        ],
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
            "description": "gasoline_95 Gasolina 95 E5, gasoline_98 Gasolina 98 E5, diesel Gasóleo A, diesel_premium Gasóleo Premium, lpg autogas (GLP), cng compressed natural gas (EUR/kg)."
          },
          "unit": {
            "type": "string",
            "enum": [
              "L",
              "kg"
            ],
            "description": "Litres or kilograms (natural gas)."
          },
          "currency": {
            "type": "string",
            "enum": [
              "EUR"
            ]
          },
          "center": {
            "type": "object",
            "required": [
              "lat",
              "lng"
            ],
            "properties": {
              "lat": {
                "type": "number"
              },
              "lng": {
                "type": "number"
              }
            }
          },
          "radius_km": {
            "type": "number"
          },
          "sort": {
            "type": "string",
            "enum": [
              "price",
              "distance",
              "total_cost"
            ]
          },
          "stations": {
            "type": "array",
            "maxItems": 50,
            "items": {
              "type": "object",
              "description": "A station in a list. The optional fields appear where the endpoint computes them; `price_since`, `previous_price` and `cheaper_than_pct` put the entry's `price` in context (null when it is null), in every list of stations. The fields marked `x-station-static: true` are the same in every entry of one station and one fuel or product until the next refresh.",
              "required": [
                "id",
                "name",
                "brand",
                "address",
                "postal_code",
                "municipality",
                "province",
                "community",
                "lat",
                "lng",
                "is_24h",
                "hours",
                "open_now",
                "next_change_at",
                "low_tax_area",
                "web_url"
              ],
              "properties": {
                "id": {
                  "x-station-static": true,
                  "type": "integer",
                  "format": "int32",
                  "minimum": 1,
                  "maximum": 2147483647,
                  "description": "The ministry's station id (IDEESS)."
                },
                "name": {
                  "x-station-static": true,
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 200
                },
                "brand": {
                  "type": [
                    "object",
                    "null"
                  ],
                  "description": "The station's brand; null only if the register gives no sign at all (unbranded stations use slug independiente).",
                  "required": [
                    "slug",
                    "name"
                  ],
                  "properties": {
                    "slug": {
                      "type": "string",
                      "maxLength": 120
                    },
                    "name": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 200
                    }
                  },
                  "x-station-static": true
                },
                "address": {
                  "x-station-static": true,
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 300
                },
                "postal_code": {
                  "x-station-static": true,
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 10
                },
                "municipality": {
                  "x-station-static": true,
                  "type": "object",
                  "required": [
                    "id",
                    "name"
                  ],
                  "properties": {
                    "id": {
                      "type": [
                        "integer",
                        "null"
                      ],
                      "format": "int32",
                      "minimum": 1,
                      "maximum": 2147483647,
                      "description": "The ministry's municipality id; null if the register gives none."
                    },
                    "name": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 200
                    }
                  }
                },
                "province": {
                  "x-station-static": true,
                  "type": "object",
                  "required": [
                    "code",
                    "name"
                  ],
                  "properties": {
                    "code": {
                      "type": "string",
                      "maxLength": 20
                    },
                    "name": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 200
                    }
                  }
                },
                "community": {
                  "x-station-static": true,
                  "type": "object",
                  "required": [
                    "code",
                    "name"
                  ],
                  "properties": {
                    "code": {
                      "type": "string",
                      "maxLength": 20
                    },
                    "name": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 200
                    }
                  }
                },
                "lat": {
                  "x-station-static": true,
                  "type": "number"
                },
                "lng": {
                  "x-station-static": true,
                  "type": "number"
                },
                "is_24h": {
                  "x-station-static": true,
                  "type": "boolean"
                },
                "hours": {
                  "x-station-static": true,
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 300,
                  "description": "Opening hours as the register writes them."
                },
                "open_now": {
                  "type": [
                    "boolean",
                    "null"
                  ],
                  "description": "Open at the time of the request in Europe/Madrid, from the structured opening hours; null when the register's hours cannot be read. Public holidays are unknown to the register's hours and are not taken into account: a station may be closed on a holiday while open_now says true. An answer holding open_now is cached, by the API and through Cache-Control max-age, only until the first station it read opens or closes."
                },
                "next_change_at": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 25,
                  "format": "date-time",
                  "description": "The instant the station next opens or closes (whichever open_now says it does next), in Europe/Madrid with its offset, to the minute (`2026-08-22T22:00:00+02:00`), read from the same opening hours as open_now; null for a station open all week (24 hours) and when the register's hours cannot be read. Public holidays are not taken into account."
                },
                "low_tax_area": {
                  "x-station-static": true,
                  "type": "boolean",
                  "description": "Canary Islands, Ceuta or Melilla (no hydrocarbon tax)."
                },
                "price": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "minimum": 0,
                  "description": "Euros per unit, three decimals; null when there is none.",
                  "x-station-static": true
                },
                "price_updated_at": {
                  "x-station-static": true,
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 30,
                  "format": "date-time"
                },
                "price_since": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 10,
                  "format": "date",
                  "description": "Since when the station has charged this exact price for this fuel or product: the first date of the unbroken run of days, ending on the data's date, on which it showed this price. The days are those of the 90-day window that ends on the data's date for which the register published a list (the history files, the `daily-prices` download and the archive's `prices-YYYY-MM.parquet` hold one row per station, fuel and such day; the data's date is today's list). A day without any list is skipped: unknown, not a change. A day whose list shows no price of this fuel at this station (or does not list the station) ends the run, as a different price does. null when the run reaches back to the first day held in the window (the price may be older), and when the entry has no price.",
                  "x-station-static": true
                },
                "previous_price": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "minimum": 0,
                  "description": "The station's price of this fuel or product on the day held just before the run of `price_since` (the latest day with a list before it): what it charged before the current price. null when `price_since` is null, and when the station showed no price of it that day.",
                  "x-station-static": true
                },
                "cheaper_than_pct": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "minimum": 0,
                  "maximum": 100,
                  "description": "How many of the province's stations that sell this fuel or product today charge strictly more, as a share of all of them (this station included): 100 × (stations of the same province, public, with a price of it in today's list, whose price is higher) / (those with a price of it), rounded half away from zero to one decimal. 0 for the dearest, (n − 1) / n × 100 for the only cheapest; equal prices do not count as higher. null when the entry has no price.",
                  "x-station-static": true
                },
                "distance_km": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "description": "Distance from the search centre."
                },
                "distance_to_route_km": {
                  "type": [
                    "number",
                    "null"
                  ]
                },
                "position_km": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "description": "Distance along the route to the point of the route nearest the station."
                },
                "total_cost": {
                  "type": "object",
                  "description": "On /v1/stations/nearby with sort=total_cost: litres × price_after_discount + detour_fuel_l × price, euros to 3 decimals (rounded once), where price_after_discount is the price less the brand's discount (never below 0), detour_km is distance_km × 1.3 (one way, an estimate of the road distance, 3 decimals) and detour_fuel_l = 2 × detour_km × consumption_l_100km / 100 (3 decimals shown).",
                  "required": [
                    "litres",
                    "price_after_discount",
                    "detour_km",
                    "detour_fuel_l",
                    "cost"
                  ],
                  "properties": {
                    "litres": {
                      "type": "number"
                    },
                    "price_after_discount": {
                      "type": "number",
                      "minimum": 0,
                      "description": "Euros per unit, three decimals."
                    },
                    "detour_km": {
                      "type": "number"
                    },
                    "detour_fuel_l": {
                      "type": "number"
                    },
                    "cost": {
                      "type": "number"
                    }
                  }
                },
                "web_url": {
                  "type": "string",
                  "maxLength": 2048,
                  "format": "uri"
                }
              }
            }
          }
        }
      },
      "meta": {
        "type": "object",
        "description": "Identical on every success (`/v1/changes` adds how to go on, ChangesMeta).",
        "required": [
          "api_version",
          "request_id",
          "last_updated",
          "next_update",
          "data_age_seconds",
          "stale",
          "source",
          "attribution",
          "license",
          "web_url"
        ],
        "properties": {
          "api_version": {
            "type": "string",
            "enum": [
              "v1"
            ]
          },
          "request_id": {
            "type": "string",
            "maxLength": 36,
            "description": "Equals the X-Request-Id header."
          },
          "last_updated": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 30,
            "format": "date-time",
            "description": "Time of the last data update (UTC)."
          },
          "next_update": {
            "type": "string",
            "maxLength": 30,
            "format": "date-time",
            "description": "Expected time of the next update (about 08:00 or 20:00 Europe/Madrid)."
          },
          "data_age_seconds": {
            "type": [
              "integer",
              "null"
            ],
            "format": "int32",
            "minimum": 0,
            "maximum": 2147483647
          },
          "stale": {
            "type": "boolean",
            "description": "true when the data served may not be the latest the service should serve, and the answer is then cached 60 seconds (`Cache-Control: public, max-age=60`): the last refresh failed and the last good copy is served; the embedded sample is served because the ministry's register could not be loaded; or the data is overdue, whatever the cause (the register down or answering old data, the refresher stopped, a reader whose writer no longer publishes). The data is overdue when it is past its expected update, 12 hours after its time (`last_updated`: the register is read twice a day, 12 hours apart), by more than a grace of 2 hours (the retries of a failed refresh every 5 minutes, the 13-hour night when the clocks go back), that is when `data_age_seconds` is 50400 or more."
          },
          "source": {
            "type": "string",
            "maxLength": 500,
            "description": "Name of the price source, in the language of the answer (the ministry's own English name in English); says \"sample\" (MUESTRA in Spanish) when the embedded sample is served."
          },
          "attribution": {
            "type": "string",
            "maxLength": 500,
            "description": "Text to display next to the data, in the language of the answer."
          },
          "license": {
            "type": "string",
            "format": "uri",
            "enum": [
              "https://creativecommons.org/licenses/by/4.0/"
            ]
          },
          "web_url": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 2048,
            "format": "uri",
            "description": "Equivalent page on the public website."
          }
        }
      }
    },
    "additionalProperties": false
  },
  "find_cheapest_fuel": {
    "type": "object",
    "required": [
      "data",
      "meta"
    ],
    "properties": {
      "data": {
        "type": "object",
        "required": [
          "fuel",
          "unit",
          "currency",
          "scope",
          "area",
          "center",
          "radius_km",
          "include_low_tax",
          "stations",
          "low_tax_stations"
        ],
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
            "description": "gasoline_95 Gasolina 95 E5, gasoline_98 Gasolina 98 E5, diesel Gasóleo A, diesel_premium Gasóleo Premium, lpg autogas (GLP), cng compressed natural gas (EUR/kg)."
          },
          "unit": {
            "type": "string",
            "enum": [
              "L",
              "kg"
            ],
            "description": "Litres or kilograms (natural gas)."
          },
          "currency": {
            "type": "string",
            "enum": [
              "EUR"
            ]
          },
          "scope": {
            "type": "string",
            "enum": [
              "spain",
              "territory",
              "point"
            ]
          },
          "area": {
            "type": "object",
            "description": "The territory searched (Spain for the Spain and point scopes).",
            "required": [
              "level",
              "code",
              "name",
              "web_url"
            ],
            "properties": {
              "level": {
                "type": "string",
                "enum": [
                  "spain",
                  "community",
                  "province",
                  "municipality"
                ]
              },
              "code": {
                "type": "string",
                "maxLength": 20,
                "description": "INE code (es for Spain); ministry id for a municipality."
              },
              "name": {
                "type": "string",
                "maxLength": 200
              },
              "web_url": {
                "type": "string",
                "maxLength": 2048,
                "format": "uri"
              }
            }
          },
          "center": {
            "oneOf": [
              {
                "type": "object",
                "required": [
                  "lat",
                  "lng"
                ],
                "properties": {
                  "lat": {
                    "type": "number"
                  },
                  "lng": {
                    "type": "number"
                  }
                }
              },
              {
                "type": "null"
              }
            ],
            "description": "The centre of a point search."
          },
          "radius_km": {
            "type": [
              "number",
              "null"
            ]
          },
          "include_low_tax": {
            "type": "boolean",
            "description": "Whether the Canary Islands, Ceuta and Melilla are ranked in `stations`: the parameter in the Spain scope; always true for a territory or a point, where nothing is set apart."
          },
          "stations": {
            "type": "array",
            "maxItems": 50,
            "items": {
              "type": "object",
              "description": "A station in a list. The optional fields appear where the endpoint computes them; `price_since`, `previous_price` and `cheaper_than_pct` put the entry's `price` in context (null when it is null), in every list of stations. The fields marked `x-station-static: true` are the same in every entry of one station and one fuel or product until the next refresh.",
              "required": [
                "id",
                "name",
                "brand",
                "address",
                "postal_code",
                "municipality",
                "province",
                "community",
                "lat",
                "lng",
                "is_24h",
                "hours",
                "open_now",
                "next_change_at",
                "low_tax_area",
                "web_url"
              ],
              "properties": {
                "id": {
                  "x-station-static": true,
                  "type": "integer",
                  "format": "int32",
                  "minimum": 1,
                  "maximum": 2147483647,
                  "description": "The ministry's station id (IDEESS)."
                },
                "name": {
                  "x-station-static": true,
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 200
                },
                "brand": {
                  "type": [
                    "object",
                    "null"
                  ],
                  "description": "The station's brand; null only if the register gives no sign at all (unbranded stations use slug independiente).",
                  "required": [
                    "slug",
                    "name"
                  ],
                  "properties": {
                    "slug": {
                      "type": "string",
                      "maxLength": 120
                    },
                    "name": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 200
                    }
                  },
                  "x-station-static": true
                },
                "address": {
                  "x-station-static": true,
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 300
                },
                "postal_code": {
                  "x-station-static": true,
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 10
                },
                "municipality": {
                  "x-station-static": true,
                  "type": "object",
                  "required": [
                    "id",
                    "name"
                  ],
                  "properties": {
                    "id": {
                      "type": [
                        "integer",
                        "null"
                      ],
                      "format": "int32",
                      "minimum": 1,
                      "maximum": 2147483647,
                      "description": "The ministry's municipality id; null if the register gives none."
                    },
                    "name": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 200
                    }
                  }
                },
                "province": {
                  "x-station-static": true,
                  "type": "object",
                  "required": [
                    "code",
                    "name"
                  ],
                  "properties": {
                    "code": {
                      "type": "string",
                      "maxLength": 20
                    },
                    "name": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 200
                    }
                  }
                },
                "community": {
                  "x-station-static": true,
                  "type": "object",
                  "required": [
                    "code",
                    "name"
                  ],
                  "properties": {
                    "code": {
                      "type": "string",
                      "maxLength": 20
                    },
                    "name": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 200
                    }
                  }
                },
                "lat": {
                  "x-station-static": true,
                  "type": "number"
                },
                "lng": {
                  "x-station-static": true,
                  "type": "number"
                },
                "is_24h": {
                  "x-station-static": true,
                  "type": "boolean"
                },
                "hours": {
                  "x-station-static": true,
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 300,
                  "description": "Opening hours as the register writes them."
                },
                "open_now": {
                  "type": [
                    "boolean",
                    "null"
                  ],
                  "description": "Open at the time of the request in Europe/Madrid, from the structured opening hours; null when the register's hours cannot be read. Public holidays are unknown to the register's hours and are not taken into account: a station may be closed on a holiday while open_now says true. An answer holding open_now is cached, by the API and through Cache-Control max-age, only until the first station it read opens or closes."
                },
                "next_change_at": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 25,
                  "format": "date-time",
                  "description": "The instant the station next opens or closes (whichever open_now says it does next), in Europe/Madrid with its offset, to the minute (`2026-08-22T22:00:00+02:00`), read from the same opening hours as open_now; null for a station open all week (24 hours) and when the register's hours cannot be read. Public holidays are not taken into account."
                },
                "low_tax_area": {
                  "x-station-static": true,
                  "type": "boolean",
                  "description": "Canary Islands, Ceuta or Melilla (no hydrocarbon tax)."
                },
                "price": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "minimum": 0,
                  "description": "Euros per unit, three decimals; null when there is none.",
                  "x-station-static": true
                },
                "price_updated_at": {
                  "x-station-static": true,
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 30,
                  "format": "date-time"
                },
                "price_since": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 10,
                  "format": "date",
                  "description": "Since when the station has charged this exact price for this fuel or product: the first date of the unbroken run of days, ending on the data's date, on which it showed this price. The days are those of the 90-day window that ends on the data's date for which the register published a list (the history files, the `daily-prices` download and the archive's `prices-YYYY-MM.parquet` hold one row per station, fuel and such day; the data's date is today's list). A day without any list is skipped: unknown, not a change. A day whose list shows no price of this fuel at this station (or does not list the station) ends the run, as a different price does. null when the run reaches back to the first day held in the window (the price may be older), and when the entry has no price.",
                  "x-station-static": true
                },
                "previous_price": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "minimum": 0,
                  "description": "The station's price of this fuel or product on the day held just before the run of `price_since` (the latest day with a list before it): what it charged before the current price. null when `price_since` is null, and when the station showed no price of it that day.",
                  "x-station-static": true
                },
                "cheaper_than_pct": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "minimum": 0,
                  "maximum": 100,
                  "description": "How many of the province's stations that sell this fuel or product today charge strictly more, as a share of all of them (this station included): 100 × (stations of the same province, public, with a price of it in today's list, whose price is higher) / (those with a price of it), rounded half away from zero to one decimal. 0 for the dearest, (n − 1) / n × 100 for the only cheapest; equal prices do not count as higher. null when the entry has no price.",
                  "x-station-static": true
                },
                "distance_km": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "description": "Distance from the search centre."
                },
                "distance_to_route_km": {
                  "type": [
                    "number",
                    "null"
                  ]
                },
                "position_km": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "description": "Distance along the route to the point of the route nearest the station."
                },
                "total_cost": {
                  "type": "object",
                  "description": "On /v1/stations/nearby with sort=total_cost: litres × price_after_discount + detour_fuel_l × price, euros to 3 decimals (rounded once), where price_after_discount is the price less the brand's discount (never below 0), detour_km is distance_km × 1.3 (one way, an estimate of the road distance, 3 decimals) and detour_fuel_l = 2 × detour_km × consumption_l_100km / 100 (3 decimals shown).",
                  "required": [
                    "litres",
                    "price_after_discount",
                    "detour_km",
                    "detour_fuel_l",
                    "cost"
                  ],
                  "properties": {
                    "litres": {
                      "type": "number"
                    },
                    "price_after_discount": {
                      "type": "number",
                      "minimum": 0,
                      "description": "Euros per unit, three decimals."
                    },
                    "detour_km": {
                      "type": "number"
                    },
                    "detour_fuel_l": {
                      "type": "number"
                    },
                    "cost": {
                      "type": "number"
                    }
                  }
                },
                "web_url": {
                  "type": "string",
                  "maxLength": 2048,
                  "format": "uri"
                }
              }
            }
          },
          "low_tax_stations": {
            "type": [
              "array",
              "null"
            ],
            "maxItems": 50,
            "description": "Spain scope without include_low_tax only; the Canary Islands, Ceuta and Melilla ranked on their own.",
            "items": {
              "type": "object",
              "description": "A station in a list. The optional fields appear where the endpoint computes them; `price_since`, `previous_price` and `cheaper_than_pct` put the entry's `price` in context (null when it is null), in every list of stations. The fields marked `x-station-static: true` are the same in every entry of one station and one fuel or product until the next refresh.",
              "required": [
                "id",
                "name",
                "brand",
                "address",
                "postal_code",
                "municipality",
                "province",
                "community",
                "lat",
                "lng",
                "is_24h",
                "hours",
                "open_now",
                "next_change_at",
                "low_tax_area",
                "web_url"
              ],
              "properties": {
                "id": {
                  "x-station-static": true,
                  "type": "integer",
                  "format": "int32",
                  "minimum": 1,
                  "maximum": 2147483647,
                  "description": "The ministry's station id (IDEESS)."
                },
                "name": {
                  "x-station-static": true,
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 200
                },
                "brand": {
                  "type": [
                    "object",
                    "null"
                  ],
                  "description": "The station's brand; null only if the register gives no sign at all (unbranded stations use slug independiente).",
                  "required": [
                    "slug",
                    "name"
                  ],
                  "properties": {
                    "slug": {
                      "type": "string",
                      "maxLength": 120
                    },
                    "name": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 200
                    }
                  },
                  "x-station-static": true
                },
                "address": {
                  "x-station-static": true,
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 300
                },
                "postal_code": {
                  "x-station-static": true,
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 10
                },
                "municipality": {
                  "x-station-static": true,
                  "type": "object",
                  "required": [
                    "id",
                    "name"
                  ],
                  "properties": {
                    "id": {
                      "type": [
                        "integer",
                        "null"
                      ],
                      "format": "int32",
                      "minimum": 1,
                      "maximum": 2147483647,
                      "description": "The ministry's municipality id; null if the register gives none."
                    },
                    "name": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 200
                    }
                  }
                },
                "province": {
                  "x-station-static": true,
                  "type": "object",
                  "required": [
                    "code",
                    "name"
                  ],
                  "properties": {
                    "code": {
                      "type": "string",
                      "maxLength": 20
                    },
                    "name": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 200
                    }
                  }
                },
                "community": {
                  "x-station-static": true,
                  "type": "object",
                  "required": [
                    "code",
                    "name"
                  ],
                  "properties": {
                    "code": {
                      "type": "string",
                      "maxLength": 20
                    },
                    "name": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 200
                    }
                  }
                },
                "lat": {
                  "x-station-static": true,
                  "type": "number"
                },
                "lng": {
                  "x-station-static": true,
                  "type": "number"
                },
                "is_24h": {
                  "x-station-static": true,
                  "type": "boolean"
                },
                "hours": {
                  "x-station-static": true,
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 300,
                  "description": "Opening hours as the register writes them."
                },
                "open_now": {
                  "type": [
                    "boolean",
                    "null"
                  ],
                  "description": "Open at the time of the request in Europe/Madrid, from the structured opening hours; null when the register's hours cannot be read. Public holidays are unknown to the register's hours and are not taken into account: a station may be closed on a holiday while open_now says true. An answer holding open_now is cached, by the API and through Cache-Control max-age, only until the first station it read opens or closes."
                },
                "next_change_at": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 25,
                  "format": "date-time",
                  "description": "The instant the station next opens or closes (whichever open_now says it does next), in Europe/Madrid with its offset, to the minute (`2026-08-22T22:00:00+02:00`), read from the same opening hours as open_now; null for a station open all week (24 hours) and when the register's hours cannot be read. Public holidays are not taken into account."
                },
                "low_tax_area": {
                  "x-station-static": true,
                  "type": "boolean",
                  "description": "Canary Islands, Ceuta or Melilla (no hydrocarbon tax)."
                },
                "price": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "minimum": 0,
                  "description": "Euros per unit, three decimals; null when there is none.",
                  "x-station-static": true
                },
                "price_updated_at": {
                  "x-station-static": true,
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 30,
                  "format": "date-time"
                },
                "price_since": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 10,
                  "format": "date",
                  "description": "Since when the station has charged this exact price for this fuel or product: the first date of the unbroken run of days, ending on the data's date, on which it showed this price. The days are those of the 90-day window that ends on the data's date for which the register published a list (the history files, the `daily-prices` download and the archive's `prices-YYYY-MM.parquet` hold one row per station, fuel and such day; the data's date is today's list). A day without any list is skipped: unknown, not a change. A day whose list shows no price of this fuel at this station (or does not list the station) ends the run, as a different price does. null when the run reaches back to the first day held in the window (the price may be older), and when the entry has no price.",
                  "x-station-static": true
                },
                "previous_price": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "minimum": 0,
                  "description": "The station's price of this fuel or product on the day held just before the run of `price_since` (the latest day with a list before it): what it charged before the current price. null when `price_since` is null, and when the station showed no price of it that day.",
                  "x-station-static": true
                },
                "cheaper_than_pct": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "minimum": 0,
                  "maximum": 100,
                  "description": "How many of the province's stations that sell this fuel or product today charge strictly more, as a share of all of them (this station included): 100 × (stations of the same province, public, with a price of it in today's list, whose price is higher) / (those with a price of it), rounded half away from zero to one decimal. 0 for the dearest, (n − 1) / n × 100 for the only cheapest; equal prices do not count as higher. null when the entry has no price.",
                  "x-station-static": true
                },
                "distance_km": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "description": "Distance from the search centre."
                },
                "distance_to_route_km": {
                  "type": [
                    "number",
                    "null"
                  ]
                },
                "position_km": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "description": "Distance along the route to the point of the route nearest the station."
                },
                "total_cost": {
                  "type": "object",
                  "description": "On /v1/stations/nearby with sort=total_cost: litres × price_after_discount + detour_fuel_l × price, euros to 3 decimals (rounded once), where price_after_discount is the price less the brand's discount (never below 0), detour_km is distance_km × 1.3 (one way, an estimate of the road distance, 3 decimals) and detour_fuel_l = 2 × detour_km × consumption_l_100km / 100 (3 decimals shown).",
                  "required": [
                    "litres",
                    "price_after_discount",
                    "detour_km",
                    "detour_fuel_l",
                    "cost"
                  ],
                  "properties": {
                    "litres": {
                      "type": "number"
                    },
                    "price_after_discount": {
                      "type": "number",
                      "minimum": 0,
                      "description": "Euros per unit, three decimals."
                    },
                    "detour_km": {
                      "type": "number"
                    },
                    "detour_fuel_l": {
                      "type": "number"
                    },
                    "cost": {
                      "type": "number"
                    }
                  }
                },
                "web_url": {
                  "type": "string",
                  "maxLength": 2048,
                  "format": "uri"
                }
              }
            }
          }
        }
      },
      "meta": {
        "type": "object",
        "description": "Identical on every success (`/v1/changes` adds how to go on, ChangesMeta).",
        "required": [
          "api_version",
          "request_id",
          "last_updated",
          "next_update",
          "data_age_seconds",
          "stale",
          "source",
          "attribution",
          "license",
          "web_url"
        ],
        "properties": {
          "api_version": {
            "type": "string",
            "enum": [
              "v1"
            ]
          },
          "request_id": {
            "type": "string",
            "maxLength": 36,
            "description": "Equals the X-Request-Id header."
          },
          "last_updated": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 30,
            "format": "date-time",
            "description": "Time of the last data update (UTC)."
          },
          "next_update": {
            "type": "string",
            "maxLength": 30,
            "format": "date-time",
            "description": "Expected time of the next update (about 08:00 or 20:00 Europe/Madrid)."
          },
          "data_age_seconds": {
            "type": [
              "integer",
              "null"
            ],
            "format": "int32",
            "minimum": 0,
            "maximum": 2147483647
          },
          "stale": {
            "type": "boolean",
            "description": "true when the data served may not be the latest the service should serve, and the answer is then cached 60 seconds (`Cache-Control: public, max-age=60`): the last refresh failed and the last good copy is served; the embedded sample is served because the ministry's register could not be loaded; or the data is overdue, whatever the cause (the register down or answering old data, the refresher stopped, a reader whose writer no longer publishes). The data is overdue when it is past its expected update, 12 hours after its time (`last_updated`: the register is read twice a day, 12 hours apart), by more than a grace of 2 hours (the retries of a failed refresh every 5 minutes, the 13-hour night when the clocks go back), that is when `data_age_seconds` is 50400 or more."
          },
          "source": {
            "type": "string",
            "maxLength": 500,
            "description": "Name of the price source, in the language of the answer (the ministry's own English name in English); says \"sample\" (MUESTRA in Spanish) when the embedded sample is served."
          },
          "attribution": {
            "type": "string",
            "maxLength": 500,
            "description": "Text to display next to the data, in the language of the answer."
          },
          "license": {
            "type": "string",
            "format": "uri",
            "enum": [
              "https://creativecommons.org/licenses/by/4.0/"
            ]
          },
          "web_url": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 2048,
            "format": "uri",
            "description": "Equivalent page on the public website."
          }
        }
      }
    },
    "additionalProperties": false
  },
  "get_price_history": {
    "type": "object",
    "required": [
      "data",
      "meta"
    ],
    "properties": {
      "data": {
        "oneOf": [
          {
            "type": "object",
            "required": [
              "station_id",
              "days",
              "from",
              "to",
              "currency",
              "series",
              "left_register"
            ],
            "properties": {
              "station_id": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 2147483647
              },
              "left_register": {
                "oneOf": [
                  {
                    "type": "object",
                    "description": "A station that has left the register's public list: the days it was first and last there as far as the archive goes, and its record as last seen (read from the archive's month station tables; a field is null when the archive holds no record of it).",
                    "required": [
                      "last_seen",
                      "first_seen",
                      "record"
                    ],
                    "properties": {
                      "last_seen": {
                        "type": "string",
                        "maxLength": 10,
                        "format": "date",
                        "description": "The last day (Madrid time) it was in the register."
                      },
                      "first_seen": {
                        "type": "string",
                        "maxLength": 10,
                        "format": "date",
                        "description": "The first day it was in the service's data."
                      },
                      "record": {
                        "type": "object",
                        "required": [
                          "name",
                          "brand",
                          "address",
                          "locality",
                          "postal_code",
                          "municipality",
                          "province",
                          "community",
                          "lat",
                          "lng",
                          "is_24h",
                          "hours",
                          "sells_to_public"
                        ],
                        "properties": {
                          "name": {
                            "type": [
                              "string",
                              "null"
                            ],
                            "maxLength": 200
                          },
                          "brand": {
                            "type": [
                              "object",
                              "null"
                            ],
                            "description": "The station's brand; null only if the register gives no sign at all (unbranded stations use slug independiente).",
                            "required": [
                              "slug",
                              "name"
                            ],
                            "properties": {
                              "slug": {
                                "type": "string",
                                "maxLength": 120
                              },
                              "name": {
                                "type": [
                                  "string",
                                  "null"
                                ],
                                "maxLength": 200
                              }
                            }
                          },
                          "address": {
                            "type": [
                              "string",
                              "null"
                            ],
                            "maxLength": 300
                          },
                          "locality": {
                            "type": [
                              "string",
                              "null"
                            ],
                            "maxLength": 200
                          },
                          "postal_code": {
                            "type": [
                              "string",
                              "null"
                            ],
                            "maxLength": 10
                          },
                          "municipality": {
                            "type": [
                              "object",
                              "null"
                            ],
                            "required": [
                              "id",
                              "name"
                            ],
                            "properties": {
                              "id": {
                                "type": "integer",
                                "format": "int32",
                                "minimum": 0,
                                "maximum": 2147483647
                              },
                              "name": {
                                "type": [
                                  "string",
                                  "null"
                                ],
                                "maxLength": 200
                              }
                            }
                          },
                          "province": {
                            "type": [
                              "object",
                              "null"
                            ],
                            "required": [
                              "code",
                              "name"
                            ],
                            "properties": {
                              "code": {
                                "type": "string",
                                "maxLength": 2
                              },
                              "name": {
                                "type": [
                                  "string",
                                  "null"
                                ],
                                "maxLength": 200
                              }
                            }
                          },
                          "community": {
                            "type": [
                              "object",
                              "null"
                            ],
                            "required": [
                              "code",
                              "name"
                            ],
                            "properties": {
                              "code": {
                                "type": "string",
                                "maxLength": 2
                              },
                              "name": {
                                "type": [
                                  "string",
                                  "null"
                                ],
                                "maxLength": 200
                              }
                            }
                          },
                          "lat": {
                            "type": [
                              "number",
                              "null"
                            ],
                            "minimum": 27.4,
                            "maximum": 44
                          },
                          "lng": {
                            "type": [
                              "number",
                              "null"
                            ],
                            "minimum": -18.4,
                            "maximum": 4.6
                          },
                          "is_24h": {
                            "type": [
                              "boolean",
                              "null"
                            ]
                          },
                          "hours": {
                            "type": [
                              "string",
                              "null"
                            ],
                            "maxLength": 500
                          },
                          "sells_to_public": {
                            "type": [
                              "boolean",
                              "null"
                            ],
                            "description": "Its sale type when last listed: true for public (P), false for restricted (R)."
                          }
                        }
                      }
                    }
                  },
                  {
                    "type": "null"
                  }
                ],
                "description": "null for a station in the register's public list; for one that has left it, what it was."
              },
              "days": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 90
              },
              "from": {
                "type": "string",
                "maxLength": 10,
                "format": "date"
              },
              "to": {
                "type": "string",
                "maxLength": 10,
                "format": "date"
              },
              "currency": {
                "type": "string",
                "enum": [
                  "EUR"
                ]
              },
              "series": {
                "type": "array",
                "maxItems": 10,
                "items": {
                  "type": "object",
                  "required": [
                    "fuel",
                    "unit",
                    "points"
                  ],
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
                      "description": "gasoline_95 Gasolina 95 E5, gasoline_98 Gasolina 98 E5, diesel Gasóleo A, diesel_premium Gasóleo Premium, lpg autogas (GLP), cng compressed natural gas (EUR/kg)."
                    },
                    "unit": {
                      "type": "string",
                      "enum": [
                        "L",
                        "kg"
                      ],
                      "description": "Litres or kilograms (natural gas)."
                    },
                    "points": {
                      "type": "array",
                      "maxItems": 90,
                      "items": {
                        "type": "object",
                        "required": [
                          "date",
                          "price"
                        ],
                        "properties": {
                          "date": {
                            "type": "string",
                            "maxLength": 10,
                            "format": "date"
                          },
                          "price": {
                            "type": [
                              "number",
                              "null"
                            ],
                            "minimum": 0,
                            "description": "Euros per unit, three decimals; null when there is none."
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          {
            "type": "object",
            "required": [
              "area",
              "fuel",
              "unit",
              "currency",
              "days",
              "from",
              "to",
              "points",
              "change"
            ],
            "properties": {
              "area": {
                "type": "object",
                "description": "The territory an answer is about.",
                "required": [
                  "level",
                  "code",
                  "name",
                  "web_url"
                ],
                "properties": {
                  "level": {
                    "type": "string",
                    "enum": [
                      "spain",
                      "community",
                      "province",
                      "municipality"
                    ]
                  },
                  "code": {
                    "type": "string",
                    "maxLength": 20,
                    "description": "INE code (es for Spain); ministry id for a municipality."
                  },
                  "name": {
                    "type": "string",
                    "maxLength": 200
                  },
                  "web_url": {
                    "type": "string",
                    "maxLength": 2048,
                    "format": "uri"
                  }
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
                "description": "gasoline_95 Gasolina 95 E5, gasoline_98 Gasolina 98 E5, diesel Gasóleo A, diesel_premium Gasóleo Premium, lpg autogas (GLP), cng compressed natural gas (EUR/kg)."
              },
              "unit": {
                "type": "string",
                "enum": [
                  "L",
                  "kg"
                ],
                "description": "Litres or kilograms (natural gas)."
              },
              "currency": {
                "type": "string",
                "enum": [
                  "EUR"
                ]
              },
              "days": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 90
              },
              "from": {
                "type": "string",
                "maxLength": 10,
                "format": "date"
              },
              "to": {
                "type": "string",
                "maxLength": 10,
                "format": "date"
              },
              "points": {
                "type": "array",
                "maxItems": 90,
                "items": {
                  "type": "object",
                  "required": [
                    "date",
                    "average",
                    "median",
                    "minimum",
                    "maximum",
                    "stations"
                  ],
                  "properties": {
                    "date": {
                      "type": "string",
                      "maxLength": 10,
                      "format": "date"
                    },
                    "average": {
                      "type": [
                        "number",
                        "null"
                      ],
                      "minimum": 0,
                      "description": "Euros per unit, three decimals; null when there is none."
                    },
                    "median": {
                      "type": [
                        "number",
                        "null"
                      ],
                      "minimum": 0,
                      "description": "Euros per unit, three decimals; null when there is none."
                    },
                    "minimum": {
                      "type": [
                        "number",
                        "null"
                      ],
                      "minimum": 0,
                      "description": "Euros per unit, three decimals; null when there is none."
                    },
                    "maximum": {
                      "type": [
                        "number",
                        "null"
                      ],
                      "minimum": 0,
                      "description": "Euros per unit, three decimals; null when there is none."
                    },
                    "stations": {
                      "type": "integer",
                      "format": "int32",
                      "minimum": 0,
                      "maximum": 100000
                    }
                  }
                }
              },
              "change": {
                "type": [
                  "object",
                  "null"
                ],
                "description": "Mean of the last day with data minus mean of the first day with data; null with fewer than two such days.",
                "required": [
                  "from_date",
                  "to_date",
                  "absolute",
                  "pct"
                ],
                "properties": {
                  "from_date": {
                    "type": "string",
                    "maxLength": 10,
                    "format": "date"
                  },
                  "to_date": {
                    "type": "string",
                    "maxLength": 10,
                    "format": "date"
                  },
                  "absolute": {
                    "type": "number"
                  },
                  "pct": {
                    "type": "number"
                  }
                }
              }
            }
          },
          {
            "type": "object",
            "required": [
              "source",
              "sample",
              "unit",
              "currency",
              "rule",
              "from",
              "to",
              "series"
            ],
            "properties": {
              "source": {
                "type": "string",
                "maxLength": 500,
                "description": "The Weekly Oil Bulletin (or the embedded sample series)."
              },
              "sample": {
                "type": "boolean",
                "description": "true when the embedded sample series is served instead of the bulletin."
              },
              "unit": {
                "type": "string",
                "enum": [
                  "L"
                ]
              },
              "currency": {
                "type": "string",
                "enum": [
                  "EUR"
                ]
              },
              "rule": {
                "type": "string",
                "maxLength": 1000,
                "description": "How a monthly mean is computed."
              },
              "from": {
                "type": "string",
                "maxLength": 7,
                "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
                "description": "A month as YYYY-MM."
              },
              "to": {
                "type": "string",
                "maxLength": 7,
                "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
                "description": "A month as YYYY-MM."
              },
              "series": {
                "type": "array",
                "maxItems": 2,
                "items": {
                  "type": "object",
                  "required": [
                    "fuel",
                    "points"
                  ],
                  "properties": {
                    "fuel": {
                      "type": "string",
                      "enum": [
                        "gasoline_95",
                        "diesel"
                      ]
                    },
                    "points": {
                      "type": "array",
                      "maxItems": 1200,
                      "items": {
                        "type": "object",
                        "required": [
                          "month",
                          "with_taxes",
                          "without_taxes",
                          "taxes_share_pct",
                          "weeks"
                        ],
                        "properties": {
                          "month": {
                            "type": "string",
                            "maxLength": 7,
                            "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
                            "description": "A month as YYYY-MM."
                          },
                          "with_taxes": {
                            "type": [
                              "number",
                              "null"
                            ],
                            "minimum": 0,
                            "description": "Euros per unit, three decimals; null when there is none."
                          },
                          "without_taxes": {
                            "type": [
                              "number",
                              "null"
                            ],
                            "minimum": 0,
                            "description": "Euros per unit, three decimals; null when there is none."
                          },
                          "taxes_share_pct": {
                            "type": [
                              "number",
                              "null"
                            ],
                            "description": "A percentage as a plain number (-1.28 means -1.28 %); null when not computable."
                          },
                          "weeks": {
                            "type": "integer",
                            "format": "int32",
                            "minimum": 0,
                            "maximum": 6,
                            "description": "Weekly prices averaged."
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        ]
      },
      "meta": {
        "type": "object",
        "description": "Identical on every success (`/v1/changes` adds how to go on, ChangesMeta).",
        "required": [
          "api_version",
          "request_id",
          "last_updated",
          "next_update",
          "data_age_seconds",
          "stale",
          "source",
          "attribution",
          "license",
          "web_url"
        ],
        "properties": {
          "api_version": {
            "type": "string",
            "enum": [
              "v1"
            ]
          },
          "request_id": {
            "type": "string",
            "maxLength": 36,
            "description": "Equals the X-Request-Id header."
          },
          "last_updated": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 30,
            "format": "date-time",
            "description": "Time of the last data update (UTC)."
          },
          "next_update": {
            "type": "string",
            "maxLength": 30,
            "format": "date-time",
            "description": "Expected time of the next update (about 08:00 or 20:00 Europe/Madrid)."
          },
          "data_age_seconds": {
            "type": [
              "integer",
              "null"
            ],
            "format": "int32",
            "minimum": 0,
            "maximum": 2147483647
          },
          "stale": {
            "type": "boolean",
            "description": "true when the data served may not be the latest the service should serve, and the answer is then cached 60 seconds (`Cache-Control: public, max-age=60`): the last refresh failed and the last good copy is served; the embedded sample is served because the ministry's register could not be loaded; or the data is overdue, whatever the cause (the register down or answering old data, the refresher stopped, a reader whose writer no longer publishes). The data is overdue when it is past its expected update, 12 hours after its time (`last_updated`: the register is read twice a day, 12 hours apart), by more than a grace of 2 hours (the retries of a failed refresh every 5 minutes, the 13-hour night when the clocks go back), that is when `data_age_seconds` is 50400 or more."
          },
          "source": {
            "type": "string",
            "maxLength": 500,
            "description": "Name of the price source, in the language of the answer (the ministry's own English name in English); says \"sample\" (MUESTRA in Spanish) when the embedded sample is served."
          },
          "attribution": {
            "type": "string",
            "maxLength": 500,
            "description": "Text to display next to the data, in the language of the answer."
          },
          "license": {
            "type": "string",
            "format": "uri",
            "enum": [
              "https://creativecommons.org/licenses/by/4.0/"
            ]
          },
          "web_url": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 2048,
            "format": "uri",
            "description": "Equivalent page on the public website."
          }
        }
      }
    },
    "additionalProperties": false
  },
  "get_fuel_prices": {
    "type": "object",
    "required": [
      "data",
      "meta"
    ],
    "properties": {
      "data": {
        "type": "object",
        "required": [
          "area",
          "stations",
          "currency",
          "fuels"
        ],
        "properties": {
          "area": {
            "type": "object",
            "description": "The territory an answer is about.",
            "required": [
              "level",
              "code",
              "name",
              "web_url"
            ],
            "properties": {
              "level": {
                "type": "string",
                "enum": [
                  "spain",
                  "community",
                  "province",
                  "municipality"
                ]
              },
              "code": {
                "type": "string",
                "maxLength": 20,
                "description": "INE code (es for Spain); ministry id for a municipality."
              },
              "name": {
                "type": "string",
                "maxLength": 200
              },
              "web_url": {
                "type": "string",
                "maxLength": 2048,
                "format": "uri"
              }
            }
          },
          "stations": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 100000,
            "description": "Public stations of the area with at least one fuel price."
          },
          "currency": {
            "type": "string",
            "enum": [
              "EUR"
            ]
          },
          "fuels": {
            "type": "array",
            "maxItems": 20,
            "items": {
              "type": "object",
              "required": [
                "fuel",
                "label",
                "unit",
                "average",
                "median",
                "minimum",
                "maximum",
                "stations",
                "change_vs_previous_day_pct",
                "spain_average",
                "vs_spain_pct",
                "cheapest_station_id",
                "fuel_page_url"
              ],
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
                  "description": "gasoline_95 Gasolina 95 E5, gasoline_98 Gasolina 98 E5, diesel Gasóleo A, diesel_premium Gasóleo Premium, lpg autogas (GLP), cng compressed natural gas (EUR/kg)."
                },
                "label": {
                  "type": "string",
                  "maxLength": 100,
                  "description": "Name of the fuel in Spanish."
                },
                "unit": {
                  "type": "string",
                  "enum": [
                    "L",
                    "kg"
                  ],
                  "description": "Litres or kilograms (natural gas)."
                },
                "average": {
                  "type": "number",
                  "minimum": 0,
                  "description": "Euros per unit, three decimals."
                },
                "median": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "minimum": 0,
                  "description": "Euros per unit, three decimals; null when there is none."
                },
                "minimum": {
                  "type": "number",
                  "minimum": 0,
                  "description": "Euros per unit, three decimals."
                },
                "maximum": {
                  "type": "number",
                  "minimum": 0,
                  "description": "Euros per unit, three decimals."
                },
                "stations": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 1,
                  "maximum": 100000
                },
                "change_vs_previous_day_pct": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "description": "Change of the area's mean against its mean on the latest earlier day with data within 7 days; null when there is none."
                },
                "spain_average": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "minimum": 0,
                  "description": "Euros per unit, three decimals; null when there is none."
                },
                "vs_spain_pct": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "description": "A percentage as a plain number (-1.28 means -1.28 %); null when not computable."
                },
                "cheapest_station_id": {
                  "type": [
                    "integer",
                    "null"
                  ],
                  "format": "int32",
                  "minimum": 1,
                  "maximum": 2147483647
                },
                "fuel_page_url": {
                  "type": "string",
                  "maxLength": 2048,
                  "format": "uri"
                }
              }
            }
          }
        }
      },
      "meta": {
        "type": "object",
        "description": "Identical on every success (`/v1/changes` adds how to go on, ChangesMeta).",
        "required": [
          "api_version",
          "request_id",
          "last_updated",
          "next_update",
          "data_age_seconds",
          "stale",
          "source",
          "attribution",
          "license",
          "web_url"
        ],
        "properties": {
          "api_version": {
            "type": "string",
            "enum": [
              "v1"
            ]
          },
          "request_id": {
            "type": "string",
            "maxLength": 36,
            "description": "Equals the X-Request-Id header."
          },
          "last_updated": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 30,
            "format": "date-time",
            "description": "Time of the last data update (UTC)."
          },
          "next_update": {
            "type": "string",
            "maxLength": 30,
            "format": "date-time",
            "description": "Expected time of the next update (about 08:00 or 20:00 Europe/Madrid)."
          },
          "data_age_seconds": {
            "type": [
              "integer",
              "null"
            ],
            "format": "int32",
            "minimum": 0,
            "maximum": 2147483647
          },
          "stale": {
            "type": "boolean",
            "description": "true when the data served may not be the latest the service should serve, and the answer is then cached 60 seconds (`Cache-Control: public, max-age=60`): the last refresh failed and the last good copy is served; the embedded sample is served because the ministry's register could not be loaded; or the data is overdue, whatever the cause (the register down or answering old data, the refresher stopped, a reader whose writer no longer publishes). The data is overdue when it is past its expected update, 12 hours after its time (`last_updated`: the register is read twice a day, 12 hours apart), by more than a grace of 2 hours (the retries of a failed refresh every 5 minutes, the 13-hour night when the clocks go back), that is when `data_age_seconds` is 50400 or more."
          },
          "source": {
            "type": "string",
            "maxLength": 500,
            "description": "Name of the price source, in the language of the answer (the ministry's own English name in English); says \"sample\" (MUESTRA in Spanish) when the embedded sample is served."
          },
          "attribution": {
            "type": "string",
            "maxLength": 500,
            "description": "Text to display next to the data, in the language of the answer."
          },
          "license": {
            "type": "string",
            "format": "uri",
            "enum": [
              "https://creativecommons.org/licenses/by/4.0/"
            ]
          },
          "web_url": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 2048,
            "format": "uri",
            "description": "Equivalent page on the public website."
          }
        }
      }
    },
    "additionalProperties": false
  },
  "get_product_prices": {
    "type": "object",
    "required": [
      "data",
      "meta"
    ],
    "properties": {
      "data": {
        "type": "object",
        "required": [
          "product",
          "label",
          "unit",
          "currency",
          "area",
          "statistics",
          "stations"
        ],
        "properties": {
          "product": {
            "type": "string",
            "enum": [
              "adblue",
              "diesel_b",
              "hvo",
              "lng",
              "gasoline_95_e10",
              "gasoline_98_e10"
            ],
            "description": "adblue, diesel_b Gasóleo B, hvo renewable diesel, lng liquefied natural gas (EUR/kg), E10 petrols."
          },
          "label": {
            "type": "string",
            "maxLength": 100
          },
          "unit": {
            "type": "string",
            "enum": [
              "L",
              "kg"
            ],
            "description": "Litres or kilograms (natural gas)."
          },
          "currency": {
            "type": "string",
            "enum": [
              "EUR"
            ]
          },
          "area": {
            "type": "object",
            "description": "The territory an answer is about.",
            "required": [
              "level",
              "code",
              "name",
              "web_url"
            ],
            "properties": {
              "level": {
                "type": "string",
                "enum": [
                  "spain",
                  "community",
                  "province",
                  "municipality"
                ]
              },
              "code": {
                "type": "string",
                "maxLength": 20,
                "description": "INE code (es for Spain); ministry id for a municipality."
              },
              "name": {
                "type": "string",
                "maxLength": 200
              },
              "web_url": {
                "type": "string",
                "maxLength": 2048,
                "format": "uri"
              }
            }
          },
          "statistics": {
            "oneOf": [
              {
                "type": "object",
                "required": [
                  "average",
                  "median",
                  "minimum",
                  "maximum",
                  "stations"
                ],
                "properties": {
                  "average": {
                    "type": "number",
                    "minimum": 0,
                    "description": "Euros per unit, three decimals."
                  },
                  "median": {
                    "type": "number",
                    "minimum": 0,
                    "description": "Euros per unit, three decimals."
                  },
                  "minimum": {
                    "type": "number",
                    "minimum": 0,
                    "description": "Euros per unit, three decimals."
                  },
                  "maximum": {
                    "type": "number",
                    "minimum": 0,
                    "description": "Euros per unit, three decimals."
                  },
                  "stations": {
                    "type": "integer",
                    "format": "int32",
                    "minimum": 1,
                    "maximum": 100000
                  }
                }
              },
              {
                "type": "null"
              }
            ],
            "description": "null when no station reports the product."
          },
          "stations": {
            "type": "array",
            "maxItems": 50,
            "items": {
              "type": "object",
              "description": "A station in a list. The optional fields appear where the endpoint computes them; `price_since`, `previous_price` and `cheaper_than_pct` put the entry's `price` in context (null when it is null), in every list of stations. The fields marked `x-station-static: true` are the same in every entry of one station and one fuel or product until the next refresh.",
              "required": [
                "id",
                "name",
                "brand",
                "address",
                "postal_code",
                "municipality",
                "province",
                "community",
                "lat",
                "lng",
                "is_24h",
                "hours",
                "open_now",
                "next_change_at",
                "low_tax_area",
                "web_url"
              ],
              "properties": {
                "id": {
                  "x-station-static": true,
                  "type": "integer",
                  "format": "int32",
                  "minimum": 1,
                  "maximum": 2147483647,
                  "description": "The ministry's station id (IDEESS)."
                },
                "name": {
                  "x-station-static": true,
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 200
                },
                "brand": {
                  "type": [
                    "object",
                    "null"
                  ],
                  "description": "The station's brand; null only if the register gives no sign at all (unbranded stations use slug independiente).",
                  "required": [
                    "slug",
                    "name"
                  ],
                  "properties": {
                    "slug": {
                      "type": "string",
                      "maxLength": 120
                    },
                    "name": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 200
                    }
                  },
                  "x-station-static": true
                },
                "address": {
                  "x-station-static": true,
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 300
                },
                "postal_code": {
                  "x-station-static": true,
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 10
                },
                "municipality": {
                  "x-station-static": true,
                  "type": "object",
                  "required": [
                    "id",
                    "name"
                  ],
                  "properties": {
                    "id": {
                      "type": [
                        "integer",
                        "null"
                      ],
                      "format": "int32",
                      "minimum": 1,
                      "maximum": 2147483647,
                      "description": "The ministry's municipality id; null if the register gives none."
                    },
                    "name": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 200
                    }
                  }
                },
                "province": {
                  "x-station-static": true,
                  "type": "object",
                  "required": [
                    "code",
                    "name"
                  ],
                  "properties": {
                    "code": {
                      "type": "string",
                      "maxLength": 20
                    },
                    "name": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 200
                    }
                  }
                },
                "community": {
                  "x-station-static": true,
                  "type": "object",
                  "required": [
                    "code",
                    "name"
                  ],
                  "properties": {
                    "code": {
                      "type": "string",
                      "maxLength": 20
                    },
                    "name": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 200
                    }
                  }
                },
                "lat": {
                  "x-station-static": true,
                  "type": "number"
                },
                "lng": {
                  "x-station-static": true,
                  "type": "number"
                },
                "is_24h": {
                  "x-station-static": true,
                  "type": "boolean"
                },
                "hours": {
                  "x-station-static": true,
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 300,
                  "description": "Opening hours as the register writes them."
                },
                "open_now": {
                  "type": [
                    "boolean",
                    "null"
                  ],
                  "description": "Open at the time of the request in Europe/Madrid, from the structured opening hours; null when the register's hours cannot be read. Public holidays are unknown to the register's hours and are not taken into account: a station may be closed on a holiday while open_now says true. An answer holding open_now is cached, by the API and through Cache-Control max-age, only until the first station it read opens or closes."
                },
                "next_change_at": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 25,
                  "format": "date-time",
                  "description": "The instant the station next opens or closes (whichever open_now says it does next), in Europe/Madrid with its offset, to the minute (`2026-08-22T22:00:00+02:00`), read from the same opening hours as open_now; null for a station open all week (24 hours) and when the register's hours cannot be read. Public holidays are not taken into account."
                },
                "low_tax_area": {
                  "x-station-static": true,
                  "type": "boolean",
                  "description": "Canary Islands, Ceuta or Melilla (no hydrocarbon tax)."
                },
                "price": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "minimum": 0,
                  "description": "Euros per unit, three decimals; null when there is none.",
                  "x-station-static": true
                },
                "price_updated_at": {
                  "x-station-static": true,
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 30,
                  "format": "date-time"
                },
                "price_since": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 10,
                  "format": "date",
                  "description": "Since when the station has charged this exact price for this fuel or product: the first date of the unbroken run of days, ending on the data's date, on which it showed this price. The days are those of the 90-day window that ends on the data's date for which the register published a list (the history files, the `daily-prices` download and the archive's `prices-YYYY-MM.parquet` hold one row per station, fuel and such day; the data's date is today's list). A day without any list is skipped: unknown, not a change. A day whose list shows no price of this fuel at this station (or does not list the station) ends the run, as a different price does. null when the run reaches back to the first day held in the window (the price may be older), and when the entry has no price.",
                  "x-station-static": true
                },
                "previous_price": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "minimum": 0,
                  "description": "The station's price of this fuel or product on the day held just before the run of `price_since` (the latest day with a list before it): what it charged before the current price. null when `price_since` is null, and when the station showed no price of it that day.",
                  "x-station-static": true
                },
                "cheaper_than_pct": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "minimum": 0,
                  "maximum": 100,
                  "description": "How many of the province's stations that sell this fuel or product today charge strictly more, as a share of all of them (this station included): 100 × (stations of the same province, public, with a price of it in today's list, whose price is higher) / (those with a price of it), rounded half away from zero to one decimal. 0 for the dearest, (n − 1) / n × 100 for the only cheapest; equal prices do not count as higher. null when the entry has no price.",
                  "x-station-static": true
                },
                "distance_km": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "description": "Distance from the search centre."
                },
                "distance_to_route_km": {
                  "type": [
                    "number",
                    "null"
                  ]
                },
                "position_km": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "description": "Distance along the route to the point of the route nearest the station."
                },
                "total_cost": {
                  "type": "object",
                  "description": "On /v1/stations/nearby with sort=total_cost: litres × price_after_discount + detour_fuel_l × price, euros to 3 decimals (rounded once), where price_after_discount is the price less the brand's discount (never below 0), detour_km is distance_km × 1.3 (one way, an estimate of the road distance, 3 decimals) and detour_fuel_l = 2 × detour_km × consumption_l_100km / 100 (3 decimals shown).",
                  "required": [
                    "litres",
                    "price_after_discount",
                    "detour_km",
                    "detour_fuel_l",
                    "cost"
                  ],
                  "properties": {
                    "litres": {
                      "type": "number"
                    },
                    "price_after_discount": {
                      "type": "number",
                      "minimum": 0,
                      "description": "Euros per unit, three decimals."
                    },
                    "detour_km": {
                      "type": "number"
                    },
                    "detour_fuel_l": {
                      "type": "number"
                    },
                    "cost": {
                      "type": "number"
                    }
                  }
                },
                "web_url": {
                  "type": "string",
                  "maxLength": 2048,
                  "format": "uri"
                }
              }
            }
          }
        }
      },
      "meta": {
        "type": "object",
        "description": "Identical on every success (`/v1/changes` adds how to go on, ChangesMeta).",
        "required": [
          "api_version",
          "request_id",
          "last_updated",
          "next_update",
          "data_age_seconds",
          "stale",
          "source",
          "attribution",
          "license",
          "web_url"
        ],
        "properties": {
          "api_version": {
            "type": "string",
            "enum": [
              "v1"
            ]
          },
          "request_id": {
            "type": "string",
            "maxLength": 36,
            "description": "Equals the X-Request-Id header."
          },
          "last_updated": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 30,
            "format": "date-time",
            "description": "Time of the last data update (UTC)."
          },
          "next_update": {
            "type": "string",
            "maxLength": 30,
            "format": "date-time",
            "description": "Expected time of the next update (about 08:00 or 20:00 Europe/Madrid)."
          },
          "data_age_seconds": {
            "type": [
              "integer",
              "null"
            ],
            "format": "int32",
            "minimum": 0,
            "maximum": 2147483647
          },
          "stale": {
            "type": "boolean",
            "description": "true when the data served may not be the latest the service should serve, and the answer is then cached 60 seconds (`Cache-Control: public, max-age=60`): the last refresh failed and the last good copy is served; the embedded sample is served because the ministry's register could not be loaded; or the data is overdue, whatever the cause (the register down or answering old data, the refresher stopped, a reader whose writer no longer publishes). The data is overdue when it is past its expected update, 12 hours after its time (`last_updated`: the register is read twice a day, 12 hours apart), by more than a grace of 2 hours (the retries of a failed refresh every 5 minutes, the 13-hour night when the clocks go back), that is when `data_age_seconds` is 50400 or more."
          },
          "source": {
            "type": "string",
            "maxLength": 500,
            "description": "Name of the price source, in the language of the answer (the ministry's own English name in English); says \"sample\" (MUESTRA in Spanish) when the embedded sample is served."
          },
          "attribution": {
            "type": "string",
            "maxLength": 500,
            "description": "Text to display next to the data, in the language of the answer."
          },
          "license": {
            "type": "string",
            "format": "uri",
            "enum": [
              "https://creativecommons.org/licenses/by/4.0/"
            ]
          },
          "web_url": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 2048,
            "format": "uri",
            "description": "Equivalent page on the public website."
          }
        }
      }
    },
    "additionalProperties": false
  },
  "search_places": {
    "type": "object",
    "required": [
      "data",
      "meta"
    ],
    "properties": {
      "data": {
        "type": "object",
        "required": [
          "query",
          "results"
        ],
        "properties": {
          "query": {
            "type": "string",
            "maxLength": 100
          },
          "results": {
            "type": "array",
            "maxItems": 50,
            "items": {
              "type": "object",
              "required": [
                "kind",
                "id",
                "code",
                "slug",
                "name",
                "parent",
                "lat",
                "lng",
                "match",
                "web_url"
              ],
              "properties": {
                "kind": {
                  "type": "string",
                  "enum": [
                    "community",
                    "province",
                    "municipality",
                    "postal_code",
                    "station"
                  ]
                },
                "id": {
                  "type": [
                    "integer",
                    "null"
                  ],
                  "format": "int32",
                  "minimum": 1,
                  "maximum": 2147483647,
                  "description": "Station or municipality id."
                },
                "code": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 20,
                  "description": "Territory code (INE; ministry id for municipalities) or the postal code."
                },
                "slug": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 120
                },
                "name": {
                  "type": "string",
                  "maxLength": 200
                },
                "parent": {
                  "oneOf": [
                    {
                      "type": "object",
                      "required": [
                        "level",
                        "code",
                        "slug",
                        "name"
                      ],
                      "properties": {
                        "level": {
                          "type": "string",
                          "enum": [
                            "spain",
                            "community",
                            "province",
                            "municipality"
                          ]
                        },
                        "code": {
                          "type": "string",
                          "maxLength": 20
                        },
                        "slug": {
                          "type": "string",
                          "maxLength": 120
                        },
                        "name": {
                          "type": "string",
                          "maxLength": 200
                        }
                      }
                    },
                    {
                      "type": "null"
                    }
                  ]
                },
                "lat": {
                  "type": [
                    "number",
                    "null"
                  ]
                },
                "lng": {
                  "type": [
                    "number",
                    "null"
                  ]
                },
                "match": {
                  "type": "string",
                  "enum": [
                    "exact",
                    "prefix",
                    "fuzzy"
                  ]
                },
                "web_url": {
                  "type": "string",
                  "maxLength": 2048,
                  "format": "uri"
                }
              }
            }
          }
        }
      },
      "meta": {
        "type": "object",
        "description": "Identical on every success (`/v1/changes` adds how to go on, ChangesMeta).",
        "required": [
          "api_version",
          "request_id",
          "last_updated",
          "next_update",
          "data_age_seconds",
          "stale",
          "source",
          "attribution",
          "license",
          "web_url"
        ],
        "properties": {
          "api_version": {
            "type": "string",
            "enum": [
              "v1"
            ]
          },
          "request_id": {
            "type": "string",
            "maxLength": 36,
            "description": "Equals the X-Request-Id header."
          },
          "last_updated": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 30,
            "format": "date-time",
            "description": "Time of the last data update (UTC)."
          },
          "next_update": {
            "type": "string",
            "maxLength": 30,
            "format": "date-time",
            "description": "Expected time of the next update (about 08:00 or 20:00 Europe/Madrid)."
          },
          "data_age_seconds": {
            "type": [
              "integer",
              "null"
            ],
            "format": "int32",
            "minimum": 0,
            "maximum": 2147483647
          },
          "stale": {
            "type": "boolean",
            "description": "true when the data served may not be the latest the service should serve, and the answer is then cached 60 seconds (`Cache-Control: public, max-age=60`): the last refresh failed and the last good copy is served; the embedded sample is served because the ministry's register could not be loaded; or the data is overdue, whatever the cause (the register down or answering old data, the refresher stopped, a reader whose writer no longer publishes). The data is overdue when it is past its expected update, 12 hours after its time (`last_updated`: the register is read twice a day, 12 hours apart), by more than a grace of 2 hours (the retries of a failed refresh every 5 minutes, the 13-hour night when the clocks go back), that is when `data_age_seconds` is 50400 or more."
          },
          "source": {
            "type": "string",
            "maxLength": 500,
            "description": "Name of the price source, in the language of the answer (the ministry's own English name in English); says \"sample\" (MUESTRA in Spanish) when the embedded sample is served."
          },
          "attribution": {
            "type": "string",
            "maxLength": 500,
            "description": "Text to display next to the data, in the language of the answer."
          },
          "license": {
            "type": "string",
            "format": "uri",
            "enum": [
              "https://creativecommons.org/licenses/by/4.0/"
            ]
          },
          "web_url": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 2048,
            "format": "uri",
            "description": "Equivalent page on the public website."
          }
        }
      }
    },
    "additionalProperties": false
  },
  "compare_brands": {
    "type": "object",
    "required": [
      "data",
      "meta"
    ],
    "properties": {
      "data": {
        "oneOf": [
          {
            "type": "object",
            "required": [
              "currency",
              "brands"
            ],
            "properties": {
              "currency": {
                "type": "string",
                "enum": [
                  "EUR"
                ]
              },
              "brands": {
                "type": "array",
                "maxItems": 100000,
                "items": {
                  "type": "object",
                  "required": [
                    "slug",
                    "name",
                    "stations",
                    "prices",
                    "web_url"
                  ],
                  "properties": {
                    "slug": {
                      "type": "string",
                      "maxLength": 120
                    },
                    "name": {
                      "type": "string",
                      "maxLength": 200
                    },
                    "stations": {
                      "type": "integer",
                      "format": "int32",
                      "minimum": 0,
                      "maximum": 100000
                    },
                    "prices": {
                      "type": "array",
                      "maxItems": 20,
                      "items": {
                        "type": "object",
                        "required": [
                          "fuel",
                          "unit",
                          "average",
                          "stations",
                          "spain_average",
                          "vs_spain_pct"
                        ],
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
                            "description": "gasoline_95 Gasolina 95 E5, gasoline_98 Gasolina 98 E5, diesel Gasóleo A, diesel_premium Gasóleo Premium, lpg autogas (GLP), cng compressed natural gas (EUR/kg)."
                          },
                          "unit": {
                            "type": "string",
                            "enum": [
                              "L",
                              "kg"
                            ],
                            "description": "Litres or kilograms (natural gas)."
                          },
                          "average": {
                            "type": "number",
                            "minimum": 0,
                            "description": "Euros per unit, three decimals."
                          },
                          "stations": {
                            "type": "integer",
                            "format": "int32",
                            "minimum": 0,
                            "maximum": 100000
                          },
                          "spain_average": {
                            "type": "number",
                            "minimum": 0,
                            "description": "Euros per unit, three decimals."
                          },
                          "vs_spain_pct": {
                            "type": [
                              "number",
                              "null"
                            ],
                            "description": "A percentage as a plain number (-1.28 means -1.28 %); null when not computable."
                          }
                        }
                      }
                    },
                    "web_url": {
                      "type": "string",
                      "maxLength": 2048,
                      "format": "uri"
                    }
                  }
                }
              }
            }
          },
          {
            "type": "object",
            "required": [
              "slug",
              "name",
              "stations",
              "currency",
              "communities",
              "prices",
              "fuel",
              "cheapest_stations",
              "web_url"
            ],
            "properties": {
              "slug": {
                "type": "string",
                "maxLength": 120
              },
              "name": {
                "type": "string",
                "maxLength": 200
              },
              "stations": {
                "type": "integer",
                "format": "int32",
                "minimum": 0,
                "maximum": 100000
              },
              "currency": {
                "type": "string",
                "enum": [
                  "EUR"
                ]
              },
              "communities": {
                "type": "array",
                "maxItems": 20,
                "items": {
                  "type": "object",
                  "required": [
                    "code",
                    "slug",
                    "name",
                    "stations"
                  ],
                  "properties": {
                    "code": {
                      "type": "string",
                      "maxLength": 20
                    },
                    "slug": {
                      "type": "string",
                      "maxLength": 120
                    },
                    "name": {
                      "type": "string",
                      "maxLength": 200
                    },
                    "stations": {
                      "type": "integer",
                      "format": "int32",
                      "minimum": 0,
                      "maximum": 100000
                    }
                  }
                }
              },
              "prices": {
                "type": "array",
                "maxItems": 20,
                "items": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "fuel",
                        "unit",
                        "average",
                        "stations",
                        "spain_average",
                        "vs_spain_pct"
                      ],
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
                          "description": "gasoline_95 Gasolina 95 E5, gasoline_98 Gasolina 98 E5, diesel Gasóleo A, diesel_premium Gasóleo Premium, lpg autogas (GLP), cng compressed natural gas (EUR/kg)."
                        },
                        "unit": {
                          "type": "string",
                          "enum": [
                            "L",
                            "kg"
                          ],
                          "description": "Litres or kilograms (natural gas)."
                        },
                        "average": {
                          "type": "number",
                          "minimum": 0,
                          "description": "Euros per unit, three decimals."
                        },
                        "stations": {
                          "type": "integer",
                          "format": "int32",
                          "minimum": 0,
                          "maximum": 100000
                        },
                        "spain_average": {
                          "type": "number",
                          "minimum": 0,
                          "description": "Euros per unit, three decimals."
                        },
                        "vs_spain_pct": {
                          "type": [
                            "number",
                            "null"
                          ],
                          "description": "A percentage as a plain number (-1.28 means -1.28 %); null when not computable."
                        }
                      }
                    },
                    {
                      "type": "object",
                      "required": [
                        "rank",
                        "ranked_brands"
                      ],
                      "properties": {
                        "rank": {
                          "type": [
                            "integer",
                            "null"
                          ],
                          "format": "int32",
                          "minimum": 1,
                          "maximum": 100000,
                          "description": "Position among brands with at least 10 stations selling the fuel (1 = cheapest); null below 10 stations."
                        },
                        "ranked_brands": {
                          "type": "integer",
                          "format": "int32",
                          "minimum": 0,
                          "maximum": 100000
                        }
                      }
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
                "description": "gasoline_95 Gasolina 95 E5, gasoline_98 Gasolina 98 E5, diesel Gasóleo A, diesel_premium Gasóleo Premium, lpg autogas (GLP), cng compressed natural gas (EUR/kg)."
              },
              "cheapest_stations": {
                "type": "array",
                "maxItems": 50,
                "items": {
                  "type": "object",
                  "description": "A station in a list. The optional fields appear where the endpoint computes them; `price_since`, `previous_price` and `cheaper_than_pct` put the entry's `price` in context (null when it is null), in every list of stations. The fields marked `x-station-static: true` are the same in every entry of one station and one fuel or product until the next refresh.",
                  "required": [
                    "id",
                    "name",
                    "brand",
                    "address",
                    "postal_code",
                    "municipality",
                    "province",
                    "community",
                    "lat",
                    "lng",
                    "is_24h",
                    "hours",
                    "open_now",
                    "next_change_at",
                    "low_tax_area",
                    "web_url"
                  ],
                  "properties": {
                    "id": {
                      "x-station-static": true,
                      "type": "integer",
                      "format": "int32",
                      "minimum": 1,
                      "maximum": 2147483647,
                      "description": "The ministry's station id (IDEESS)."
                    },
                    "name": {
                      "x-station-static": true,
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 200
                    },
                    "brand": {
                      "type": [
                        "object",
                        "null"
                      ],
                      "description": "The station's brand; null only if the register gives no sign at all (unbranded stations use slug independiente).",
                      "required": [
                        "slug",
                        "name"
                      ],
                      "properties": {
                        "slug": {
                          "type": "string",
                          "maxLength": 120
                        },
                        "name": {
                          "type": [
                            "string",
                            "null"
                          ],
                          "maxLength": 200
                        }
                      },
                      "x-station-static": true
                    },
                    "address": {
                      "x-station-static": true,
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 300
                    },
                    "postal_code": {
                      "x-station-static": true,
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 10
                    },
                    "municipality": {
                      "x-station-static": true,
                      "type": "object",
                      "required": [
                        "id",
                        "name"
                      ],
                      "properties": {
                        "id": {
                          "type": [
                            "integer",
                            "null"
                          ],
                          "format": "int32",
                          "minimum": 1,
                          "maximum": 2147483647,
                          "description": "The ministry's municipality id; null if the register gives none."
                        },
                        "name": {
                          "type": [
                            "string",
                            "null"
                          ],
                          "maxLength": 200
                        }
                      }
                    },
                    "province": {
                      "x-station-static": true,
                      "type": "object",
                      "required": [
                        "code",
                        "name"
                      ],
                      "properties": {
                        "code": {
                          "type": "string",
                          "maxLength": 20
                        },
                        "name": {
                          "type": [
                            "string",
                            "null"
                          ],
                          "maxLength": 200
                        }
                      }
                    },
                    "community": {
                      "x-station-static": true,
                      "type": "object",
                      "required": [
                        "code",
                        "name"
                      ],
                      "properties": {
                        "code": {
                          "type": "string",
                          "maxLength": 20
                        },
                        "name": {
                          "type": [
                            "string",
                            "null"
                          ],
                          "maxLength": 200
                        }
                      }
                    },
                    "lat": {
                      "x-station-static": true,
                      "type": "number"
                    },
                    "lng": {
                      "x-station-static": true,
                      "type": "number"
                    },
                    "is_24h": {
                      "x-station-static": true,
                      "type": "boolean"
                    },
                    "hours": {
                      "x-station-static": true,
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 300,
                      "description": "Opening hours as the register writes them."
                    },
                    "open_now": {
                      "type": [
                        "boolean",
                        "null"
                      ],
                      "description": "Open at the time of the request in Europe/Madrid, from the structured opening hours; null when the register's hours cannot be read. Public holidays are unknown to the register's hours and are not taken into account: a station may be closed on a holiday while open_now says true. An answer holding open_now is cached, by the API and through Cache-Control max-age, only until the first station it read opens or closes."
                    },
                    "next_change_at": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 25,
                      "format": "date-time",
                      "description": "The instant the station next opens or closes (whichever open_now says it does next), in Europe/Madrid with its offset, to the minute (`2026-08-22T22:00:00+02:00`), read from the same opening hours as open_now; null for a station open all week (24 hours) and when the register's hours cannot be read. Public holidays are not taken into account."
                    },
                    "low_tax_area": {
                      "x-station-static": true,
                      "type": "boolean",
                      "description": "Canary Islands, Ceuta or Melilla (no hydrocarbon tax)."
                    },
                    "price": {
                      "type": [
                        "number",
                        "null"
                      ],
                      "minimum": 0,
                      "description": "Euros per unit, three decimals; null when there is none.",
                      "x-station-static": true
                    },
                    "price_updated_at": {
                      "x-station-static": true,
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 30,
                      "format": "date-time"
                    },
                    "price_since": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 10,
                      "format": "date",
                      "description": "Since when the station has charged this exact price for this fuel or product: the first date of the unbroken run of days, ending on the data's date, on which it showed this price. The days are those of the 90-day window that ends on the data's date for which the register published a list (the history files, the `daily-prices` download and the archive's `prices-YYYY-MM.parquet` hold one row per station, fuel and such day; the data's date is today's list). A day without any list is skipped: unknown, not a change. A day whose list shows no price of this fuel at this station (or does not list the station) ends the run, as a different price does. null when the run reaches back to the first day held in the window (the price may be older), and when the entry has no price.",
                      "x-station-static": true
                    },
                    "previous_price": {
                      "type": [
                        "number",
                        "null"
                      ],
                      "minimum": 0,
                      "description": "The station's price of this fuel or product on the day held just before the run of `price_since` (the latest day with a list before it): what it charged before the current price. null when `price_since` is null, and when the station showed no price of it that day.",
                      "x-station-static": true
                    },
                    "cheaper_than_pct": {
                      "type": [
                        "number",
                        "null"
                      ],
                      "minimum": 0,
                      "maximum": 100,
                      "description": "How many of the province's stations that sell this fuel or product today charge strictly more, as a share of all of them (this station included): 100 × (stations of the same province, public, with a price of it in today's list, whose price is higher) / (those with a price of it), rounded half away from zero to one decimal. 0 for the dearest, (n − 1) / n × 100 for the only cheapest; equal prices do not count as higher. null when the entry has no price.",
                      "x-station-static": true
                    },
                    "distance_km": {
                      "type": [
                        "number",
                        "null"
                      ],
                      "description": "Distance from the search centre."
                    },
                    "distance_to_route_km": {
                      "type": [
                        "number",
                        "null"
                      ]
                    },
                    "position_km": {
                      "type": [
                        "number",
                        "null"
                      ],
                      "description": "Distance along the route to the point of the route nearest the station."
                    },
                    "total_cost": {
                      "type": "object",
                      "description": "On /v1/stations/nearby with sort=total_cost: litres × price_after_discount + detour_fuel_l × price, euros to 3 decimals (rounded once), where price_after_discount is the price less the brand's discount (never below 0), detour_km is distance_km × 1.3 (one way, an estimate of the road distance, 3 decimals) and detour_fuel_l = 2 × detour_km × consumption_l_100km / 100 (3 decimals shown).",
                      "required": [
                        "litres",
                        "price_after_discount",
                        "detour_km",
                        "detour_fuel_l",
                        "cost"
                      ],
                      "properties": {
                        "litres": {
                          "type": "number"
                        },
                        "price_after_discount": {
                          "type": "number",
                          "minimum": 0,
                          "description": "Euros per unit, three decimals."
                        },
                        "detour_km": {
                          "type": "number"
                        },
                        "detour_fuel_l": {
                          "type": "number"
                        },
                        "cost": {
                          "type": "number"
                        }
                      }
                    },
                    "web_url": {
                      "type": "string",
                      "maxLength": 2048,
                      "format": "uri"
                    }
                  }
                }
              },
              "web_url": {
                "type": "string",
                "maxLength": 2048,
                "format": "uri"
              }
            }
          }
        ]
      },
      "meta": {
        "type": "object",
        "description": "Identical on every success (`/v1/changes` adds how to go on, ChangesMeta).",
        "required": [
          "api_version",
          "request_id",
          "last_updated",
          "next_update",
          "data_age_seconds",
          "stale",
          "source",
          "attribution",
          "license",
          "web_url"
        ],
        "properties": {
          "api_version": {
            "type": "string",
            "enum": [
              "v1"
            ]
          },
          "request_id": {
            "type": "string",
            "maxLength": 36,
            "description": "Equals the X-Request-Id header."
          },
          "last_updated": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 30,
            "format": "date-time",
            "description": "Time of the last data update (UTC)."
          },
          "next_update": {
            "type": "string",
            "maxLength": 30,
            "format": "date-time",
            "description": "Expected time of the next update (about 08:00 or 20:00 Europe/Madrid)."
          },
          "data_age_seconds": {
            "type": [
              "integer",
              "null"
            ],
            "format": "int32",
            "minimum": 0,
            "maximum": 2147483647
          },
          "stale": {
            "type": "boolean",
            "description": "true when the data served may not be the latest the service should serve, and the answer is then cached 60 seconds (`Cache-Control: public, max-age=60`): the last refresh failed and the last good copy is served; the embedded sample is served because the ministry's register could not be loaded; or the data is overdue, whatever the cause (the register down or answering old data, the refresher stopped, a reader whose writer no longer publishes). The data is overdue when it is past its expected update, 12 hours after its time (`last_updated`: the register is read twice a day, 12 hours apart), by more than a grace of 2 hours (the retries of a failed refresh every 5 minutes, the 13-hour night when the clocks go back), that is when `data_age_seconds` is 50400 or more."
          },
          "source": {
            "type": "string",
            "maxLength": 500,
            "description": "Name of the price source, in the language of the answer (the ministry's own English name in English); says \"sample\" (MUESTRA in Spanish) when the embedded sample is served."
          },
          "attribution": {
            "type": "string",
            "maxLength": 500,
            "description": "Text to display next to the data, in the language of the answer."
          },
          "license": {
            "type": "string",
            "format": "uri",
            "enum": [
              "https://creativecommons.org/licenses/by/4.0/"
            ]
          },
          "web_url": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 2048,
            "format": "uri",
            "description": "Equivalent page on the public website."
          }
        }
      }
    },
    "additionalProperties": false
  },
  "compare_regions": {
    "type": "object",
    "required": [
      "data",
      "meta"
    ],
    "properties": {
      "data": {
        "type": "object",
        "required": [
          "level",
          "fuel",
          "unit",
          "currency",
          "spain_average",
          "regions"
        ],
        "properties": {
          "level": {
            "type": "string",
            "enum": [
              "community",
              "province"
            ]
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
            "description": "gasoline_95 Gasolina 95 E5, gasoline_98 Gasolina 98 E5, diesel Gasóleo A, diesel_premium Gasóleo Premium, lpg autogas (GLP), cng compressed natural gas (EUR/kg)."
          },
          "unit": {
            "type": "string",
            "enum": [
              "L",
              "kg"
            ],
            "description": "Litres or kilograms (natural gas)."
          },
          "currency": {
            "type": "string",
            "enum": [
              "EUR"
            ]
          },
          "spain_average": {
            "type": [
              "number",
              "null"
            ],
            "minimum": 0,
            "description": "Euros per unit, three decimals; null when there is none."
          },
          "regions": {
            "type": "array",
            "maxItems": 60,
            "items": {
              "type": "object",
              "required": [
                "rank",
                "code",
                "slug",
                "name",
                "average",
                "stations",
                "vs_spain_pct",
                "web_url"
              ],
              "properties": {
                "rank": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 1,
                  "maximum": 100000
                },
                "code": {
                  "type": "string",
                  "maxLength": 20
                },
                "slug": {
                  "type": "string",
                  "maxLength": 120
                },
                "name": {
                  "type": "string",
                  "maxLength": 200
                },
                "average": {
                  "type": "number",
                  "minimum": 0,
                  "description": "Euros per unit, three decimals."
                },
                "stations": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 0,
                  "maximum": 100000
                },
                "vs_spain_pct": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "description": "A percentage as a plain number (-1.28 means -1.28 %); null when not computable."
                },
                "web_url": {
                  "type": "string",
                  "maxLength": 2048,
                  "format": "uri"
                }
              }
            }
          }
        }
      },
      "meta": {
        "type": "object",
        "description": "Identical on every success (`/v1/changes` adds how to go on, ChangesMeta).",
        "required": [
          "api_version",
          "request_id",
          "last_updated",
          "next_update",
          "data_age_seconds",
          "stale",
          "source",
          "attribution",
          "license",
          "web_url"
        ],
        "properties": {
          "api_version": {
            "type": "string",
            "enum": [
              "v1"
            ]
          },
          "request_id": {
            "type": "string",
            "maxLength": 36,
            "description": "Equals the X-Request-Id header."
          },
          "last_updated": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 30,
            "format": "date-time",
            "description": "Time of the last data update (UTC)."
          },
          "next_update": {
            "type": "string",
            "maxLength": 30,
            "format": "date-time",
            "description": "Expected time of the next update (about 08:00 or 20:00 Europe/Madrid)."
          },
          "data_age_seconds": {
            "type": [
              "integer",
              "null"
            ],
            "format": "int32",
            "minimum": 0,
            "maximum": 2147483647
          },
          "stale": {
            "type": "boolean",
            "description": "true when the data served may not be the latest the service should serve, and the answer is then cached 60 seconds (`Cache-Control: public, max-age=60`): the last refresh failed and the last good copy is served; the embedded sample is served because the ministry's register could not be loaded; or the data is overdue, whatever the cause (the register down or answering old data, the refresher stopped, a reader whose writer no longer publishes). The data is overdue when it is past its expected update, 12 hours after its time (`last_updated`: the register is read twice a day, 12 hours apart), by more than a grace of 2 hours (the retries of a failed refresh every 5 minutes, the 13-hour night when the clocks go back), that is when `data_age_seconds` is 50400 or more."
          },
          "source": {
            "type": "string",
            "maxLength": 500,
            "description": "Name of the price source, in the language of the answer (the ministry's own English name in English); says \"sample\" (MUESTRA in Spanish) when the embedded sample is served."
          },
          "attribution": {
            "type": "string",
            "maxLength": 500,
            "description": "Text to display next to the data, in the language of the answer."
          },
          "license": {
            "type": "string",
            "format": "uri",
            "enum": [
              "https://creativecommons.org/licenses/by/4.0/"
            ]
          },
          "web_url": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 2048,
            "format": "uri",
            "description": "Equivalent page on the public website."
          }
        }
      }
    },
    "additionalProperties": false
  },
  "get_price_insights": {
    "type": "object",
    "required": [
      "data",
      "meta"
    ],
    "properties": {
      "data": {
        "type": "object",
        "description": "One fuel in Spain or a territory. **The window** is the 90 calendar days that end on the data's date (`date`), as `/v1/history?days=90` lists them. **A day's mean** in the area is the `average` of the area's row for that day and fuel in the daily aggregates (the history files; the archive's `aggregates-YYYY-MM.parquet`, columns date, level, code, fuel, average; Spain is level `spain`, code `es`; the days of `/v1/history`): the mean of the fuel's prices at the public stations the register listed in the area that day (in Spain, the Canary Islands, Ceuta and Melilla included), rounded to three decimals. A day without that row (no list published, or no station of the area selling the fuel) has no mean. Rounding is always half away from zero.",
        "required": [
          "area",
          "fuel",
          "unit",
          "currency",
          "date",
          "window",
          "weekday_effect",
          "trend",
          "spread",
          "brands",
          "advice"
        ],
        "properties": {
          "area": {
            "type": "object",
            "description": "The territory an answer is about.",
            "required": [
              "level",
              "code",
              "name",
              "web_url"
            ],
            "properties": {
              "level": {
                "type": "string",
                "enum": [
                  "spain",
                  "community",
                  "province",
                  "municipality"
                ]
              },
              "code": {
                "type": "string",
                "maxLength": 20,
                "description": "INE code (es for Spain); ministry id for a municipality."
              },
              "name": {
                "type": "string",
                "maxLength": 200
              },
              "web_url": {
                "type": "string",
                "maxLength": 2048,
                "format": "uri"
              }
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
            "description": "gasoline_95 Gasolina 95 E5, gasoline_98 Gasolina 98 E5, diesel Gasóleo A, diesel_premium Gasóleo Premium, lpg autogas (GLP), cng compressed natural gas (EUR/kg)."
          },
          "unit": {
            "type": "string",
            "enum": [
              "L",
              "kg"
            ],
            "description": "Litres or kilograms (natural gas)."
          },
          "currency": {
            "type": "string",
            "enum": [
              "EUR"
            ]
          },
          "date": {
            "type": "string",
            "maxLength": 10,
            "format": "date",
            "description": "The data's date (Madrid): the last day of the window, today's list."
          },
          "window": {
            "type": "object",
            "required": [
              "from",
              "to",
              "days_with_mean"
            ],
            "properties": {
              "from": {
                "type": "string",
                "maxLength": 10,
                "format": "date"
              },
              "to": {
                "type": "string",
                "maxLength": 10,
                "format": "date"
              },
              "days_with_mean": {
                "type": "integer",
                "format": "int32",
                "minimum": 0,
                "maximum": 90,
                "description": "Days of the window with a mean in the area."
              }
            }
          },
          "weekday_effect": {
            "type": "object",
            "description": "A full week is a Monday-to-Sunday week inside the window whose seven days all have a mean. The last up to 12 full weeks are used (`weeks` of them, from the Monday `from` to the Sunday `to`). A week's mean is the mean of its seven daily means; a weekday's `effect` is the mean over those weeks of (that weekday's mean − its week's mean), in euros per unit rounded to four decimals. The daily means have three decimals, so the effect is exactly (Σ over the weeks of (7 × that day's mean − the week's sum)) / (7 × weeks) before rounding. Negative is cheaper than the week's mean. `cheapest_weekday` has the lowest rounded effect (on a tie the earliest from Monday). With no full week, `weeks` is 0 and every effect, `from`, `to` and `cheapest_weekday` are null. When prices climb (or fall) through the weeks measured, that drift shows as early weekdays cheaper (dearer): the effect describes those weeks, and the advice's backtest tells whether it held.",
            "required": [
              "weeks",
              "from",
              "to",
              "days",
              "cheapest_weekday"
            ],
            "properties": {
              "weeks": {
                "type": "integer",
                "format": "int32",
                "minimum": 0,
                "maximum": 12
              },
              "from": {
                "type": [
                  "string",
                  "null"
                ],
                "maxLength": 10,
                "format": "date"
              },
              "to": {
                "type": [
                  "string",
                  "null"
                ],
                "maxLength": 10,
                "format": "date"
              },
              "days": {
                "type": "array",
                "minItems": 7,
                "maxItems": 7,
                "description": "Monday first.",
                "items": {
                  "type": "object",
                  "required": [
                    "weekday",
                    "effect"
                  ],
                  "properties": {
                    "weekday": {
                      "type": "string",
                      "enum": [
                        "monday",
                        "tuesday",
                        "wednesday",
                        "thursday",
                        "friday",
                        "saturday",
                        "sunday"
                      ]
                    },
                    "effect": {
                      "type": [
                        "number",
                        "null"
                      ],
                      "description": "Euros per unit, four decimals."
                    }
                  }
                }
              },
              "cheapest_weekday": {
                "oneOf": [
                  {
                    "type": "string",
                    "enum": [
                      "monday",
                      "tuesday",
                      "wednesday",
                      "thursday",
                      "friday",
                      "saturday",
                      "sunday"
                    ]
                  },
                  {
                    "type": "null"
                  }
                ]
              }
            }
          },
          "trend": {
            "type": "object",
            "description": "`mean` is the mean on the data's date (null when it has none). `change_7d` and `change_28d` compare it with the mean 7 and 28 days before, or, when that day has none, with the latest day that has one up to 3 days before it (`compared_with`); null when either mean is missing.",
            "required": [
              "mean",
              "change_7d",
              "change_28d"
            ],
            "properties": {
              "mean": {
                "type": [
                  "number",
                  "null"
                ],
                "minimum": 0,
                "description": "Euros per unit, three decimals; null when there is none."
              },
              "change_7d": {
                "type": [
                  "object",
                  "null"
                ],
                "required": [
                  "compared_with",
                  "mean",
                  "change",
                  "change_pct"
                ],
                "properties": {
                  "compared_with": {
                    "type": "string",
                    "maxLength": 10,
                    "format": "date"
                  },
                  "mean": {
                    "type": "number",
                    "minimum": 0,
                    "description": "The mean of the day compared with."
                  },
                  "change": {
                    "type": "number",
                    "description": "Today's mean minus that day's, euros per unit (three decimals)."
                  },
                  "change_pct": {
                    "type": "number",
                    "description": "change / that day's mean × 100, two decimals."
                  }
                }
              },
              "change_28d": {
                "type": [
                  "object",
                  "null"
                ],
                "required": [
                  "compared_with",
                  "mean",
                  "change",
                  "change_pct"
                ],
                "properties": {
                  "compared_with": {
                    "type": "string",
                    "maxLength": 10,
                    "format": "date"
                  },
                  "mean": {
                    "type": "number",
                    "minimum": 0,
                    "description": "The mean of the day compared with."
                  },
                  "change": {
                    "type": "number",
                    "description": "Today's mean minus that day's, euros per unit (three decimals)."
                  },
                  "change_pct": {
                    "type": "number",
                    "description": "change / that day's mean × 100, two decimals."
                  }
                }
              }
            }
          },
          "spread": {
            "type": "object",
            "description": "Today's prices of the fuel at the area's public stations (today's list; in Spain, the Canary Islands, Ceuta and Melilla included): how many, their mean (as /v1/prices `average`), and the 10th, 50th and 90th percentiles by linear interpolation between closest ranks, as numpy's default and DuckDB's `quantile_cont` compute them: with the n prices sorted, x[0] ≤ … ≤ x[n − 1], and h = (n − 1) × p, the percentile is x[⌊h⌋] + (h − ⌊h⌋) × (x[⌊h⌋ + 1] − x[⌊h⌋]), rounded to three decimals. null values when no station sells it.",
            "required": [
              "stations",
              "mean",
              "p10",
              "p50",
              "p90"
            ],
            "properties": {
              "stations": {
                "type": "integer",
                "format": "int32",
                "minimum": 0,
                "maximum": 100000
              },
              "mean": {
                "type": [
                  "number",
                  "null"
                ],
                "minimum": 0,
                "description": "Euros per unit, three decimals; null when there is none."
              },
              "p10": {
                "type": [
                  "number",
                  "null"
                ],
                "minimum": 0,
                "description": "Euros per unit, three decimals; null when there is none."
              },
              "p50": {
                "type": [
                  "number",
                  "null"
                ],
                "minimum": 0,
                "description": "Euros per unit, three decimals; null when there is none."
              },
              "p90": {
                "type": [
                  "number",
                  "null"
                ],
                "minimum": 0,
                "description": "Euros per unit, three decimals; null when there is none."
              }
            }
          },
          "brands": {
            "type": "array",
            "maxItems": 500,
            "description": "Each brand (the slug of /v1/brands; `independiente` gathers the stations without a known brand) with at least 5 of the stations counted in `spread`: how many, the mean of their prices (three decimals) and its `premium`, the brand's mean minus the mean of `spread`, computed from the two unrounded means and then rounded to three decimals. Cheapest premium first; ties by slug.",
            "items": {
              "type": "object",
              "required": [
                "slug",
                "name",
                "stations",
                "mean",
                "premium"
              ],
              "properties": {
                "slug": {
                  "type": "string",
                  "maxLength": 120
                },
                "name": {
                  "type": "string",
                  "maxLength": 200
                },
                "stations": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 5,
                  "maximum": 100000
                },
                "mean": {
                  "type": "number",
                  "minimum": 0,
                  "description": "Euros per unit, three decimals."
                },
                "premium": {
                  "type": "number",
                  "description": "Euros per unit (three decimals); negative is cheaper than the area's mean."
                }
              }
            }
          },
          "advice": {
            "type": "object",
            "description": "**The rule**, on a day t of the window that has a mean, with only the means of days up to t: (1) the weekday effect as above, from the full weeks of the window that end on or before t (the latest 12 at most); with fewer than 4, fill now (`not_enough_weeks`). (2) For each of the next six days t + 1 … t + 6, waiting saves effect(t's weekday) − effect(that day's weekday), from the rounded effects; the best is the highest (the soonest on a tie), `expected_saving`. (3) At least 0.005 € per unit: wait until that day (`wait_until`); otherwise fill now (`today_cheapest` when the best is not positive, else `saving_too_small`). **The backtest** applies the rule on every day of the window that has a mean and 4 full weeks ending on or before it, and compares with filling up that day: a fill-now day saves 0, a wait saves (the mean on t − the mean on the day waited for). A wait whose day is after the data's date or has no mean is left out (its outcome is unknown). **Today's advice** is the rule on the data's date, except that a wait becomes fill now (`backtest_not_positive`) when the backtest counts no day or its mean saving is not positive; with no mean today it is fill now (`no_data`). The savings are of the area's mean price, not of one station's.",
            "required": [
              "action",
              "reason",
              "weekday",
              "date",
              "expected_saving",
              "evidence",
              "backtest"
            ],
            "properties": {
              "action": {
                "type": "string",
                "enum": [
                  "fill_now",
                  "wait_until"
                ]
              },
              "reason": {
                "type": "string",
                "enum": [
                  "wait_for_cheaper_day",
                  "today_cheapest",
                  "saving_too_small",
                  "backtest_not_positive",
                  "not_enough_weeks",
                  "no_data"
                ]
              },
              "weekday": {
                "oneOf": [
                  {
                    "type": "string",
                    "enum": [
                      "monday",
                      "tuesday",
                      "wednesday",
                      "thursday",
                      "friday",
                      "saturday",
                      "sunday"
                    ]
                  },
                  {
                    "type": "null"
                  }
                ],
                "description": "The day to wait for (wait_until only)."
              },
              "date": {
                "type": [
                  "string",
                  "null"
                ],
                "maxLength": 10,
                "format": "date",
                "description": "Its date (wait_until only)."
              },
              "expected_saving": {
                "type": [
                  "number",
                  "null"
                ],
                "description": "The best saving of step (2), euros per unit (four decimals); null for not_enough_weeks and no_data."
              },
              "evidence": {
                "type": "string",
                "maxLength": 500,
                "description": "Why, in one sentence with its figures, in the language of the answer."
              },
              "backtest": {
                "type": "object",
                "required": [
                  "days",
                  "wait_days",
                  "mean_saving",
                  "not_worse_pct",
                  "from",
                  "to"
                ],
                "properties": {
                  "days": {
                    "type": "integer",
                    "format": "int32",
                    "minimum": 0,
                    "maximum": 90,
                    "description": "Days counted."
                  },
                  "wait_days": {
                    "type": "integer",
                    "format": "int32",
                    "minimum": 0,
                    "maximum": 90,
                    "description": "Of them, days the rule said to wait."
                  },
                  "mean_saving": {
                    "type": [
                      "number",
                      "null"
                    ],
                    "description": "Sum of the savings / days, euros per unit (four decimals; negative is a loss); null when days is 0."
                  },
                  "not_worse_pct": {
                    "type": [
                      "number",
                      "null"
                    ],
                    "minimum": 0,
                    "maximum": 100,
                    "description": "Share of the days counted whose saving is not negative, percent (one decimal); null when days is 0."
                  },
                  "from": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 10,
                    "format": "date",
                    "description": "The first day counted."
                  },
                  "to": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 10,
                    "format": "date",
                    "description": "The last day counted."
                  }
                }
              }
            }
          }
        }
      },
      "meta": {
        "type": "object",
        "description": "Identical on every success (`/v1/changes` adds how to go on, ChangesMeta).",
        "required": [
          "api_version",
          "request_id",
          "last_updated",
          "next_update",
          "data_age_seconds",
          "stale",
          "source",
          "attribution",
          "license",
          "web_url"
        ],
        "properties": {
          "api_version": {
            "type": "string",
            "enum": [
              "v1"
            ]
          },
          "request_id": {
            "type": "string",
            "maxLength": 36,
            "description": "Equals the X-Request-Id header."
          },
          "last_updated": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 30,
            "format": "date-time",
            "description": "Time of the last data update (UTC)."
          },
          "next_update": {
            "type": "string",
            "maxLength": 30,
            "format": "date-time",
            "description": "Expected time of the next update (about 08:00 or 20:00 Europe/Madrid)."
          },
          "data_age_seconds": {
            "type": [
              "integer",
              "null"
            ],
            "format": "int32",
            "minimum": 0,
            "maximum": 2147483647
          },
          "stale": {
            "type": "boolean",
            "description": "true when the data served may not be the latest the service should serve, and the answer is then cached 60 seconds (`Cache-Control: public, max-age=60`): the last refresh failed and the last good copy is served; the embedded sample is served because the ministry's register could not be loaded; or the data is overdue, whatever the cause (the register down or answering old data, the refresher stopped, a reader whose writer no longer publishes). The data is overdue when it is past its expected update, 12 hours after its time (`last_updated`: the register is read twice a day, 12 hours apart), by more than a grace of 2 hours (the retries of a failed refresh every 5 minutes, the 13-hour night when the clocks go back), that is when `data_age_seconds` is 50400 or more."
          },
          "source": {
            "type": "string",
            "maxLength": 500,
            "description": "Name of the price source, in the language of the answer (the ministry's own English name in English); says \"sample\" (MUESTRA in Spanish) when the embedded sample is served."
          },
          "attribution": {
            "type": "string",
            "maxLength": 500,
            "description": "Text to display next to the data, in the language of the answer."
          },
          "license": {
            "type": "string",
            "format": "uri",
            "enum": [
              "https://creativecommons.org/licenses/by/4.0/"
            ]
          },
          "web_url": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 2048,
            "format": "uri",
            "description": "Equivalent page on the public website."
          }
        }
      }
    },
    "additionalProperties": false
  },
  "watch_prices": {
    "type": "object",
    "required": [
      "data",
      "meta"
    ],
    "properties": {
      "data": {
        "oneOf": [
          {
            "type": "object",
            "description": "**The window** is the 90 calendar days that end on the data's date, as `/v1/history?days=90` lists them. **A day held** is a day of the window that has a history file of station prices (`DATA_DIR/history/days/ YYYY-MM-DD.parquet`, columns date, station_id, fuel, price, source_time: the prices of the last publication of that day the service loaded; the same rows as the archive's `prices-YYYY-MM.parquet`); the data's date is held by the snapshot being served. **A day's instant** is the `source_time` of its file's rows (the register's own time of that publication, UTC; for a day filled in from the ministry's historical list, that list's date, 00:00 in Madrid), and for the data's date `meta.last_updated`. **A change** is a day held on which a station's price of a fuel differs from its price on the day held before it (the previous day held in the window, however many days without a file lie between: a change over such a gap is dated on the day after it). Both prices must exist: a fuel a station starts or stops selling is not a change, and a station absent from either day has none that day. **`at`** is the instant of the day that first showed the new price: the data instant of the publication that first served it as far as the history records, which keeps one publication a day (a price that changed at the morning's publication and held at the evening's is dated at the evening's). **The window's first instant** is the instant of the first day held in the window: what changed on it is unknown (no day held before it), so `since` must not precede it. **Joined** and **left**: a station joins on a day held that lists a price of it when the day held before lists none, and leaves on a day held that lists no price of it when the day held before did; a station that left and is still out of the register is answered by `/v1/stations?ids=` under `left_register`. A day is listed when its instant is after `since`. A station is in a territory by today's record, or by its last record for one that left.",
            "required": [
              "area",
              "fuel",
              "since",
              "window",
              "days",
              "changes",
              "joined",
              "left"
            ],
            "properties": {
              "area": {
                "type": "object",
                "description": "The territory an answer is about.",
                "required": [
                  "level",
                  "code",
                  "name",
                  "web_url"
                ],
                "properties": {
                  "level": {
                    "type": "string",
                    "enum": [
                      "spain",
                      "community",
                      "province",
                      "municipality"
                    ]
                  },
                  "code": {
                    "type": "string",
                    "maxLength": 20,
                    "description": "INE code (es for Spain); ministry id for a municipality."
                  },
                  "name": {
                    "type": "string",
                    "maxLength": 200
                  },
                  "web_url": {
                    "type": "string",
                    "maxLength": 2048,
                    "format": "uri"
                  }
                }
              },
              "fuel": {
                "type": [
                  "string",
                  "null"
                ],
                "enum": [
                  "gasoline_95",
                  "gasoline_98",
                  "diesel",
                  "diesel_premium",
                  "lpg",
                  "cng",
                  null
                ],
                "description": "The fuel asked for; null for every fuel."
              },
              "since": {
                "type": "string",
                "maxLength": 35,
                "format": "date-time",
                "description": "`since` as given."
              },
              "window": {
                "type": "object",
                "required": [
                  "from",
                  "to",
                  "first_instant",
                  "days_held"
                ],
                "properties": {
                  "from": {
                    "type": "string",
                    "format": "date",
                    "maxLength": 10,
                    "description": "The first day of the 90."
                  },
                  "to": {
                    "type": "string",
                    "format": "date",
                    "maxLength": 10,
                    "description": "The data's date."
                  },
                  "first_instant": {
                    "type": "string",
                    "format": "date-time",
                    "maxLength": 30,
                    "description": "The instant of the first day held: the earliest `since` accepted."
                  },
                  "days_held": {
                    "type": "integer",
                    "format": "int32",
                    "minimum": 1,
                    "maximum": 90,
                    "description": "Days of the window held (a history file, or the data's date); the others are days without data."
                  }
                }
              },
              "days": {
                "type": "array",
                "maxItems": 90,
                "description": "The days held whose instant is after `since`, oldest first, each with the day it was compared with.",
                "items": {
                  "type": "object",
                  "required": [
                    "date",
                    "at",
                    "compared_with"
                  ],
                  "properties": {
                    "date": {
                      "type": "string",
                      "format": "date",
                      "maxLength": 10
                    },
                    "at": {
                      "type": "string",
                      "format": "date-time",
                      "maxLength": 30
                    },
                    "compared_with": {
                      "type": "string",
                      "format": "date",
                      "maxLength": 10,
                      "description": "The day held before it."
                    }
                  }
                }
              },
              "changes": {
                "type": "array",
                "maxItems": 5000,
                "description": "The price changes of those days, by `at`, station id, then fuel; at most `limit`, from after `after`.",
                "items": {
                  "type": "object",
                  "required": [
                    "station_id",
                    "fuel",
                    "old",
                    "new",
                    "at"
                  ],
                  "properties": {
                    "station_id": {
                      "type": "integer",
                      "format": "int32",
                      "minimum": 1,
                      "maximum": 2147483647
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
                      "description": "gasoline_95 Gasolina 95 E5, gasoline_98 Gasolina 98 E5, diesel Gasóleo A, diesel_premium Gasóleo Premium, lpg autogas (GLP), cng compressed natural gas (EUR/kg)."
                    },
                    "old": {
                      "type": "number",
                      "description": "The price on the day held before, euros (per kg for cng)."
                    },
                    "new": {
                      "type": "number",
                      "description": "The price from `at` on."
                    },
                    "at": {
                      "type": "string",
                      "format": "date-time",
                      "maxLength": 30,
                      "description": "The instant of the day that first showed `new`."
                    }
                  }
                }
              },
              "joined": {
                "type": "array",
                "maxItems": 100000,
                "description": "Stations that joined the public list on those days, by `at` then id (on the first page only: empty with `after`).",
                "items": {
                  "type": "object",
                  "required": [
                    "station_id",
                    "at"
                  ],
                  "properties": {
                    "station_id": {
                      "type": "integer",
                      "format": "int32",
                      "minimum": 1,
                      "maximum": 2147483647
                    },
                    "at": {
                      "type": "string",
                      "format": "date-time",
                      "maxLength": 30
                    }
                  }
                }
              },
              "left": {
                "type": "array",
                "maxItems": 100000,
                "description": "Stations that left it, by `at` then id (on the first page only).",
                "items": {
                  "type": "object",
                  "required": [
                    "station_id",
                    "at"
                  ],
                  "properties": {
                    "station_id": {
                      "type": "integer",
                      "format": "int32",
                      "minimum": 1,
                      "maximum": 2147483647
                    },
                    "at": {
                      "type": "string",
                      "format": "date-time",
                      "maxLength": 30
                    }
                  }
                }
              }
            }
          },
          {
            "type": "object",
            "description": "A watch (GET /v1/watch). The window, a day held, a change and its `at` are those of ChangesData. A watched station's event is a change of its price of `fuel` (both prices known, on a day held and the day held before it); with `below`, only a change from `old` > below to `new` <= below (`down`) or from `old` <= below to `new` > below (`up`) is an event.",
            "required": [
              "title",
              "fuel",
              "unit",
              "below",
              "watch",
              "date",
              "window",
              "watched",
              "stations",
              "not_found",
              "events",
              "events_total"
            ],
            "properties": {
              "title": {
                "type": "string",
                "maxLength": 200,
                "description": "The watch in a few words, in the language of the answer (\"Alerta de precio: Gasóleo A a 1,550 o menos\"): the feeds' title."
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
                "description": "gasoline_95 Gasolina 95 E5, gasoline_98 Gasolina 98 E5, diesel Gasóleo A, diesel_premium Gasóleo Premium, lpg autogas (GLP), cng compressed natural gas (EUR/kg)."
              },
              "unit": {
                "type": "string",
                "enum": [
                  "L",
                  "kg"
                ]
              },
              "below": {
                "type": [
                  "number",
                  "null"
                ],
                "description": "`below` as given; null without it."
              },
              "watch": {
                "type": "object",
                "description": "The stations the query names.",
                "required": [
                  "center",
                  "radius_km",
                  "ids"
                ],
                "properties": {
                  "center": {
                    "oneOf": [
                      {
                        "type": "object",
                        "required": [
                          "lat",
                          "lng"
                        ],
                        "properties": {
                          "lat": {
                            "type": "number"
                          },
                          "lng": {
                            "type": "number"
                          }
                        }
                      },
                      {
                        "type": "null"
                      }
                    ]
                  },
                  "radius_km": {
                    "type": [
                      "number",
                      "null"
                    ]
                  },
                  "ids": {
                    "type": [
                      "array",
                      "null"
                    ],
                    "maxItems": 20,
                    "items": {
                      "type": "integer",
                      "format": "int32",
                      "minimum": 1,
                      "maximum": 2147483647
                    }
                  }
                }
              },
              "date": {
                "type": "string",
                "format": "date",
                "maxLength": 10,
                "description": "The data's date."
              },
              "window": {
                "type": "object",
                "required": [
                  "from",
                  "to",
                  "first_instant"
                ],
                "properties": {
                  "from": {
                    "type": "string",
                    "format": "date",
                    "maxLength": 10
                  },
                  "to": {
                    "type": "string",
                    "format": "date",
                    "maxLength": 10
                  },
                  "first_instant": {
                    "type": "string",
                    "format": "date-time",
                    "maxLength": 30,
                    "description": "Events are known after it (ChangesData)."
                  }
                }
              },
              "watched": {
                "type": "integer",
                "format": "int32",
                "minimum": 0,
                "maximum": 50,
                "description": "Stations watched: those within the radius that sell the fuel (at most limit), or the ids that name a public station selling it today."
              },
              "stations": {
                "type": "array",
                "maxItems": 50,
                "description": "The watched stations whose price today is at or under `below` (all of them without it), by price then id.",
                "items": {
                  "type": "object",
                  "required": [
                    "id",
                    "name",
                    "brand",
                    "address",
                    "locality",
                    "price",
                    "price_since",
                    "previous_price",
                    "distance_km",
                    "web_url"
                  ],
                  "properties": {
                    "id": {
                      "type": "integer",
                      "format": "int32",
                      "minimum": 1,
                      "maximum": 2147483647
                    },
                    "name": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 200
                    },
                    "brand": {
                      "type": [
                        "object",
                        "null"
                      ],
                      "description": "The station's brand; null only if the register gives no sign at all (unbranded stations use slug independiente).",
                      "required": [
                        "slug",
                        "name"
                      ],
                      "properties": {
                        "slug": {
                          "type": "string",
                          "maxLength": 120
                        },
                        "name": {
                          "type": [
                            "string",
                            "null"
                          ],
                          "maxLength": 200
                        }
                      }
                    },
                    "address": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 300
                    },
                    "locality": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 200
                    },
                    "price": {
                      "type": "number",
                      "description": "Today's price of fuel."
                    },
                    "price_since": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 10,
                      "format": "date",
                      "description": "Since when the station has charged this exact price for this fuel or product: the first date of the unbroken run of days, ending on the data's date, on which it showed this price. The days are those of the 90-day window that ends on the data's date for which the register published a list (the history files, the `daily-prices` download and the archive's `prices-YYYY-MM.parquet` hold one row per station, fuel and such day; the data's date is today's list). A day without any list is skipped: unknown, not a change. A day whose list shows no price of this fuel at this station (or does not list the station) ends the run, as a different price does. null when the run reaches back to the first day held in the window (the price may be older), and when the entry has no price."
                    },
                    "previous_price": {
                      "type": [
                        "number",
                        "null"
                      ],
                      "minimum": 0,
                      "description": "The station's price of this fuel or product on the day held just before the run of `price_since` (the latest day with a list before it): what it charged before the current price. null when `price_since` is null, and when the station showed no price of it that day."
                    },
                    "distance_km": {
                      "type": [
                        "number",
                        "null"
                      ],
                      "description": "From the point, 3 decimals; null for a watch by ids."
                    },
                    "web_url": {
                      "type": "string",
                      "maxLength": 2048,
                      "format": "uri"
                    }
                  }
                }
              },
              "not_found": {
                "type": "array",
                "maxItems": 20,
                "description": "Ids that name no public station selling `fuel` today (their events are still listed while in the window).",
                "items": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 1,
                  "maximum": 2147483647
                }
              },
              "events": {
                "type": "array",
                "maxItems": 100,
                "description": "The 100 newest events, by `at` newest first, then station id.",
                "items": {
                  "type": "object",
                  "required": [
                    "id",
                    "station_id",
                    "station_name",
                    "fuel",
                    "old",
                    "new",
                    "at",
                    "direction",
                    "title"
                  ],
                  "properties": {
                    "id": {
                      "type": "string",
                      "maxLength": 200,
                      "description": "`tag:<site's host>,2026:price/<station_id>/<fuel>/<date of the day held>`: the entry id in every form."
                    },
                    "station_id": {
                      "type": "integer",
                      "format": "int32",
                      "minimum": 1,
                      "maximum": 2147483647
                    },
                    "station_name": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 300,
                      "description": "The station's name and address (its last record for one that left)."
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
                      "description": "gasoline_95 Gasolina 95 E5, gasoline_98 Gasolina 98 E5, diesel Gasóleo A, diesel_premium Gasóleo Premium, lpg autogas (GLP), cng compressed natural gas (EUR/kg)."
                    },
                    "old": {
                      "type": "number"
                    },
                    "new": {
                      "type": "number"
                    },
                    "at": {
                      "type": "string",
                      "format": "date-time",
                      "maxLength": 30
                    },
                    "direction": {
                      "type": "string",
                      "enum": [
                        "down",
                        "up"
                      ],
                      "description": "down: new < old (with below: it went at or under below); up: the reverse."
                    },
                    "title": {
                      "type": "string",
                      "maxLength": 400,
                      "description": "The entry title, in the language of the answer (\"REPSOL, CALLE GOYA 1: Gasóleo A 1.639 → 1.599\")."
                    }
                  }
                }
              },
              "events_total": {
                "type": "integer",
                "format": "int32",
                "minimum": 0,
                "maximum": 1000000,
                "description": "Events in the window, before the cut to 100."
              }
            }
          }
        ]
      },
      "meta": {
        "type": "object",
        "description": "Identical on every success (`/v1/changes` adds how to go on, ChangesMeta).",
        "required": [
          "api_version",
          "request_id",
          "last_updated",
          "next_update",
          "data_age_seconds",
          "stale",
          "source",
          "attribution",
          "license",
          "web_url"
        ],
        "properties": {
          "api_version": {
            "type": "string",
            "enum": [
              "v1"
            ]
          },
          "request_id": {
            "type": "string",
            "maxLength": 36,
            "description": "Equals the X-Request-Id header."
          },
          "last_updated": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 30,
            "format": "date-time",
            "description": "Time of the last data update (UTC)."
          },
          "next_update": {
            "type": "string",
            "maxLength": 30,
            "format": "date-time",
            "description": "Expected time of the next update (about 08:00 or 20:00 Europe/Madrid)."
          },
          "data_age_seconds": {
            "type": [
              "integer",
              "null"
            ],
            "format": "int32",
            "minimum": 0,
            "maximum": 2147483647
          },
          "stale": {
            "type": "boolean",
            "description": "true when the data served may not be the latest the service should serve, and the answer is then cached 60 seconds (`Cache-Control: public, max-age=60`): the last refresh failed and the last good copy is served; the embedded sample is served because the ministry's register could not be loaded; or the data is overdue, whatever the cause (the register down or answering old data, the refresher stopped, a reader whose writer no longer publishes). The data is overdue when it is past its expected update, 12 hours after its time (`last_updated`: the register is read twice a day, 12 hours apart), by more than a grace of 2 hours (the retries of a failed refresh every 5 minutes, the 13-hour night when the clocks go back), that is when `data_age_seconds` is 50400 or more."
          },
          "source": {
            "type": "string",
            "maxLength": 500,
            "description": "Name of the price source, in the language of the answer (the ministry's own English name in English); says \"sample\" (MUESTRA in Spanish) when the embedded sample is served."
          },
          "attribution": {
            "type": "string",
            "maxLength": 500,
            "description": "Text to display next to the data, in the language of the answer."
          },
          "license": {
            "type": "string",
            "format": "uri",
            "enum": [
              "https://creativecommons.org/licenses/by/4.0/"
            ]
          },
          "web_url": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 2048,
            "format": "uri",
            "description": "Equivalent page on the public website."
          }
        }
      }
    },
    "additionalProperties": false
  },
  "get_monthly_report": {
    "type": "object",
    "required": [
      "data",
      "meta"
    ],
    "properties": {
      "data": {
        "oneOf": [
          {
            "type": "object",
            "required": [
              "reports"
            ],
            "properties": {
              "reports": {
                "type": "array",
                "maxItems": 1200,
                "items": {
                  "type": "object",
                  "required": [
                    "month",
                    "days_covered",
                    "url",
                    "web_url"
                  ],
                  "properties": {
                    "month": {
                      "type": "string",
                      "maxLength": 7,
                      "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
                      "description": "A month as YYYY-MM."
                    },
                    "days_covered": {
                      "type": "integer",
                      "format": "int32",
                      "minimum": 1,
                      "maximum": 31
                    },
                    "url": {
                      "type": "string",
                      "maxLength": 2048,
                      "format": "uri"
                    },
                    "web_url": {
                      "type": "string",
                      "maxLength": 2048,
                      "format": "uri"
                    }
                  }
                }
              }
            }
          },
          {
            "type": "object",
            "required": [
              "month",
              "from",
              "to",
              "days_covered",
              "currency",
              "fuels",
              "web_url"
            ],
            "properties": {
              "month": {
                "type": "string",
                "maxLength": 7,
                "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
                "description": "A month as YYYY-MM."
              },
              "from": {
                "type": "string",
                "maxLength": 10,
                "format": "date"
              },
              "to": {
                "type": "string",
                "maxLength": 10,
                "format": "date"
              },
              "days_covered": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 31
              },
              "currency": {
                "type": "string",
                "enum": [
                  "EUR"
                ]
              },
              "fuels": {
                "type": "array",
                "maxItems": 20,
                "items": {
                  "type": "object",
                  "required": [
                    "fuel",
                    "unit",
                    "average",
                    "minimum",
                    "maximum",
                    "change_vs_previous_month_pct",
                    "communities",
                    "provinces",
                    "cheapest_provinces",
                    "most_expensive_provinces",
                    "cheapest_brands"
                  ],
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
                      "description": "gasoline_95 Gasolina 95 E5, gasoline_98 Gasolina 98 E5, diesel Gasóleo A, diesel_premium Gasóleo Premium, lpg autogas (GLP), cng compressed natural gas (EUR/kg)."
                    },
                    "unit": {
                      "type": "string",
                      "enum": [
                        "L",
                        "kg"
                      ],
                      "description": "Litres or kilograms (natural gas)."
                    },
                    "average": {
                      "type": "number",
                      "minimum": 0,
                      "description": "Mean over the days of the month of the daily Spain mean."
                    },
                    "minimum": {
                      "type": "number",
                      "minimum": 0,
                      "description": "Lowest station price seen in the month."
                    },
                    "maximum": {
                      "type": "number",
                      "minimum": 0,
                      "description": "Highest station price seen in the month."
                    },
                    "change_vs_previous_month_pct": {
                      "type": [
                        "number",
                        "null"
                      ],
                      "description": "A percentage as a plain number (-1.28 means -1.28 %); null when not computable."
                    },
                    "communities": {
                      "type": "array",
                      "maxItems": 20,
                      "items": {
                        "type": "object",
                        "required": [
                          "rank",
                          "code",
                          "slug",
                          "name",
                          "average"
                        ],
                        "properties": {
                          "rank": {
                            "type": "integer",
                            "format": "int32",
                            "minimum": 1,
                            "maximum": 100000
                          },
                          "code": {
                            "type": "string",
                            "maxLength": 20
                          },
                          "slug": {
                            "type": "string",
                            "maxLength": 120
                          },
                          "name": {
                            "type": "string",
                            "maxLength": 200
                          },
                          "average": {
                            "type": "number",
                            "minimum": 0,
                            "description": "Euros per unit, three decimals."
                          }
                        }
                      }
                    },
                    "provinces": {
                      "type": "array",
                      "maxItems": 60,
                      "items": {
                        "type": "object",
                        "required": [
                          "rank",
                          "code",
                          "slug",
                          "name",
                          "average"
                        ],
                        "properties": {
                          "rank": {
                            "type": "integer",
                            "format": "int32",
                            "minimum": 1,
                            "maximum": 100000
                          },
                          "code": {
                            "type": "string",
                            "maxLength": 20
                          },
                          "slug": {
                            "type": "string",
                            "maxLength": 120
                          },
                          "name": {
                            "type": "string",
                            "maxLength": 200
                          },
                          "average": {
                            "type": "number",
                            "minimum": 0,
                            "description": "Euros per unit, three decimals."
                          }
                        }
                      }
                    },
                    "cheapest_provinces": {
                      "type": "array",
                      "maxItems": 60,
                      "items": {
                        "type": "object",
                        "required": [
                          "rank",
                          "code",
                          "slug",
                          "name",
                          "average"
                        ],
                        "properties": {
                          "rank": {
                            "type": "integer",
                            "format": "int32",
                            "minimum": 1,
                            "maximum": 100000
                          },
                          "code": {
                            "type": "string",
                            "maxLength": 20
                          },
                          "slug": {
                            "type": "string",
                            "maxLength": 120
                          },
                          "name": {
                            "type": "string",
                            "maxLength": 200
                          },
                          "average": {
                            "type": "number",
                            "minimum": 0,
                            "description": "Euros per unit, three decimals."
                          }
                        }
                      }
                    },
                    "most_expensive_provinces": {
                      "type": "array",
                      "maxItems": 60,
                      "items": {
                        "type": "object",
                        "required": [
                          "rank",
                          "code",
                          "slug",
                          "name",
                          "average"
                        ],
                        "properties": {
                          "rank": {
                            "type": "integer",
                            "format": "int32",
                            "minimum": 1,
                            "maximum": 100000
                          },
                          "code": {
                            "type": "string",
                            "maxLength": 20
                          },
                          "slug": {
                            "type": "string",
                            "maxLength": 120
                          },
                          "name": {
                            "type": "string",
                            "maxLength": 200
                          },
                          "average": {
                            "type": "number",
                            "minimum": 0,
                            "description": "Euros per unit, three decimals."
                          }
                        }
                      }
                    },
                    "cheapest_brands": {
                      "type": "array",
                      "maxItems": 60,
                      "items": {
                        "type": "object",
                        "required": [
                          "slug",
                          "name",
                          "average",
                          "stations"
                        ],
                        "properties": {
                          "slug": {
                            "type": "string",
                            "maxLength": 120
                          },
                          "name": {
                            "type": "string",
                            "maxLength": 200
                          },
                          "average": {
                            "type": "number",
                            "minimum": 0,
                            "description": "Euros per unit, three decimals."
                          },
                          "stations": {
                            "type": "integer",
                            "format": "int32",
                            "minimum": 0,
                            "maximum": 100000
                          }
                        }
                      }
                    }
                  }
                }
              },
              "web_url": {
                "type": "string",
                "maxLength": 2048,
                "format": "uri"
              }
            }
          }
        ]
      },
      "meta": {
        "type": "object",
        "description": "Identical on every success (`/v1/changes` adds how to go on, ChangesMeta).",
        "required": [
          "api_version",
          "request_id",
          "last_updated",
          "next_update",
          "data_age_seconds",
          "stale",
          "source",
          "attribution",
          "license",
          "web_url"
        ],
        "properties": {
          "api_version": {
            "type": "string",
            "enum": [
              "v1"
            ]
          },
          "request_id": {
            "type": "string",
            "maxLength": 36,
            "description": "Equals the X-Request-Id header."
          },
          "last_updated": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 30,
            "format": "date-time",
            "description": "Time of the last data update (UTC)."
          },
          "next_update": {
            "type": "string",
            "maxLength": 30,
            "format": "date-time",
            "description": "Expected time of the next update (about 08:00 or 20:00 Europe/Madrid)."
          },
          "data_age_seconds": {
            "type": [
              "integer",
              "null"
            ],
            "format": "int32",
            "minimum": 0,
            "maximum": 2147483647
          },
          "stale": {
            "type": "boolean",
            "description": "true when the data served may not be the latest the service should serve, and the answer is then cached 60 seconds (`Cache-Control: public, max-age=60`): the last refresh failed and the last good copy is served; the embedded sample is served because the ministry's register could not be loaded; or the data is overdue, whatever the cause (the register down or answering old data, the refresher stopped, a reader whose writer no longer publishes). The data is overdue when it is past its expected update, 12 hours after its time (`last_updated`: the register is read twice a day, 12 hours apart), by more than a grace of 2 hours (the retries of a failed refresh every 5 minutes, the 13-hour night when the clocks go back), that is when `data_age_seconds` is 50400 or more."
          },
          "source": {
            "type": "string",
            "maxLength": 500,
            "description": "Name of the price source, in the language of the answer (the ministry's own English name in English); says \"sample\" (MUESTRA in Spanish) when the embedded sample is served."
          },
          "attribution": {
            "type": "string",
            "maxLength": 500,
            "description": "Text to display next to the data, in the language of the answer."
          },
          "license": {
            "type": "string",
            "format": "uri",
            "enum": [
              "https://creativecommons.org/licenses/by/4.0/"
            ]
          },
          "web_url": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 2048,
            "format": "uri",
            "description": "Equivalent page on the public website."
          }
        }
      }
    },
    "additionalProperties": false
  },
  "find_fuel_along_route": {
    "type": "object",
    "required": [
      "data",
      "meta"
    ],
    "properties": {
      "data": {
        "oneOf": [
          {
            "type": "object",
            "required": [
              "fuel",
              "unit",
              "currency",
              "corridor_km",
              "route",
              "stations",
              "trip_cost"
            ],
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
                "description": "gasoline_95 Gasolina 95 E5, gasoline_98 Gasolina 98 E5, diesel Gasóleo A, diesel_premium Gasóleo Premium, lpg autogas (GLP), cng compressed natural gas (EUR/kg)."
              },
              "unit": {
                "type": "string",
                "enum": [
                  "L",
                  "kg"
                ],
                "description": "Litres or kilograms (natural gas)."
              },
              "currency": {
                "type": "string",
                "enum": [
                  "EUR"
                ]
              },
              "corridor_km": {
                "type": "number"
              },
              "route": {
                "type": "object",
                "required": [
                  "points",
                  "length_km"
                ],
                "properties": {
                  "points": {
                    "type": "integer",
                    "format": "int32",
                    "minimum": 2,
                    "maximum": 200
                  },
                  "length_km": {
                    "type": "number"
                  }
                }
              },
              "stations": {
                "type": "array",
                "maxItems": 50,
                "items": {
                  "type": "object",
                  "description": "A station in a list. The optional fields appear where the endpoint computes them; `price_since`, `previous_price` and `cheaper_than_pct` put the entry's `price` in context (null when it is null), in every list of stations. The fields marked `x-station-static: true` are the same in every entry of one station and one fuel or product until the next refresh.",
                  "required": [
                    "id",
                    "name",
                    "brand",
                    "address",
                    "postal_code",
                    "municipality",
                    "province",
                    "community",
                    "lat",
                    "lng",
                    "is_24h",
                    "hours",
                    "open_now",
                    "next_change_at",
                    "low_tax_area",
                    "web_url"
                  ],
                  "properties": {
                    "id": {
                      "x-station-static": true,
                      "type": "integer",
                      "format": "int32",
                      "minimum": 1,
                      "maximum": 2147483647,
                      "description": "The ministry's station id (IDEESS)."
                    },
                    "name": {
                      "x-station-static": true,
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 200
                    },
                    "brand": {
                      "type": [
                        "object",
                        "null"
                      ],
                      "description": "The station's brand; null only if the register gives no sign at all (unbranded stations use slug independiente).",
                      "required": [
                        "slug",
                        "name"
                      ],
                      "properties": {
                        "slug": {
                          "type": "string",
                          "maxLength": 120
                        },
                        "name": {
                          "type": [
                            "string",
                            "null"
                          ],
                          "maxLength": 200
                        }
                      },
                      "x-station-static": true
                    },
                    "address": {
                      "x-station-static": true,
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 300
                    },
                    "postal_code": {
                      "x-station-static": true,
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 10
                    },
                    "municipality": {
                      "x-station-static": true,
                      "type": "object",
                      "required": [
                        "id",
                        "name"
                      ],
                      "properties": {
                        "id": {
                          "type": [
                            "integer",
                            "null"
                          ],
                          "format": "int32",
                          "minimum": 1,
                          "maximum": 2147483647,
                          "description": "The ministry's municipality id; null if the register gives none."
                        },
                        "name": {
                          "type": [
                            "string",
                            "null"
                          ],
                          "maxLength": 200
                        }
                      }
                    },
                    "province": {
                      "x-station-static": true,
                      "type": "object",
                      "required": [
                        "code",
                        "name"
                      ],
                      "properties": {
                        "code": {
                          "type": "string",
                          "maxLength": 20
                        },
                        "name": {
                          "type": [
                            "string",
                            "null"
                          ],
                          "maxLength": 200
                        }
                      }
                    },
                    "community": {
                      "x-station-static": true,
                      "type": "object",
                      "required": [
                        "code",
                        "name"
                      ],
                      "properties": {
                        "code": {
                          "type": "string",
                          "maxLength": 20
                        },
                        "name": {
                          "type": [
                            "string",
                            "null"
                          ],
                          "maxLength": 200
                        }
                      }
                    },
                    "lat": {
                      "x-station-static": true,
                      "type": "number"
                    },
                    "lng": {
                      "x-station-static": true,
                      "type": "number"
                    },
                    "is_24h": {
                      "x-station-static": true,
                      "type": "boolean"
                    },
                    "hours": {
                      "x-station-static": true,
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 300,
                      "description": "Opening hours as the register writes them."
                    },
                    "open_now": {
                      "type": [
                        "boolean",
                        "null"
                      ],
                      "description": "Open at the time of the request in Europe/Madrid, from the structured opening hours; null when the register's hours cannot be read. Public holidays are unknown to the register's hours and are not taken into account: a station may be closed on a holiday while open_now says true. An answer holding open_now is cached, by the API and through Cache-Control max-age, only until the first station it read opens or closes."
                    },
                    "next_change_at": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 25,
                      "format": "date-time",
                      "description": "The instant the station next opens or closes (whichever open_now says it does next), in Europe/Madrid with its offset, to the minute (`2026-08-22T22:00:00+02:00`), read from the same opening hours as open_now; null for a station open all week (24 hours) and when the register's hours cannot be read. Public holidays are not taken into account."
                    },
                    "low_tax_area": {
                      "x-station-static": true,
                      "type": "boolean",
                      "description": "Canary Islands, Ceuta or Melilla (no hydrocarbon tax)."
                    },
                    "price": {
                      "type": [
                        "number",
                        "null"
                      ],
                      "minimum": 0,
                      "description": "Euros per unit, three decimals; null when there is none.",
                      "x-station-static": true
                    },
                    "price_updated_at": {
                      "x-station-static": true,
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 30,
                      "format": "date-time"
                    },
                    "price_since": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 10,
                      "format": "date",
                      "description": "Since when the station has charged this exact price for this fuel or product: the first date of the unbroken run of days, ending on the data's date, on which it showed this price. The days are those of the 90-day window that ends on the data's date for which the register published a list (the history files, the `daily-prices` download and the archive's `prices-YYYY-MM.parquet` hold one row per station, fuel and such day; the data's date is today's list). A day without any list is skipped: unknown, not a change. A day whose list shows no price of this fuel at this station (or does not list the station) ends the run, as a different price does. null when the run reaches back to the first day held in the window (the price may be older), and when the entry has no price.",
                      "x-station-static": true
                    },
                    "previous_price": {
                      "type": [
                        "number",
                        "null"
                      ],
                      "minimum": 0,
                      "description": "The station's price of this fuel or product on the day held just before the run of `price_since` (the latest day with a list before it): what it charged before the current price. null when `price_since` is null, and when the station showed no price of it that day.",
                      "x-station-static": true
                    },
                    "cheaper_than_pct": {
                      "type": [
                        "number",
                        "null"
                      ],
                      "minimum": 0,
                      "maximum": 100,
                      "description": "How many of the province's stations that sell this fuel or product today charge strictly more, as a share of all of them (this station included): 100 × (stations of the same province, public, with a price of it in today's list, whose price is higher) / (those with a price of it), rounded half away from zero to one decimal. 0 for the dearest, (n − 1) / n × 100 for the only cheapest; equal prices do not count as higher. null when the entry has no price.",
                      "x-station-static": true
                    },
                    "distance_km": {
                      "type": [
                        "number",
                        "null"
                      ],
                      "description": "Distance from the search centre."
                    },
                    "distance_to_route_km": {
                      "type": [
                        "number",
                        "null"
                      ]
                    },
                    "position_km": {
                      "type": [
                        "number",
                        "null"
                      ],
                      "description": "Distance along the route to the point of the route nearest the station."
                    },
                    "total_cost": {
                      "type": "object",
                      "description": "On /v1/stations/nearby with sort=total_cost: litres × price_after_discount + detour_fuel_l × price, euros to 3 decimals (rounded once), where price_after_discount is the price less the brand's discount (never below 0), detour_km is distance_km × 1.3 (one way, an estimate of the road distance, 3 decimals) and detour_fuel_l = 2 × detour_km × consumption_l_100km / 100 (3 decimals shown).",
                      "required": [
                        "litres",
                        "price_after_discount",
                        "detour_km",
                        "detour_fuel_l",
                        "cost"
                      ],
                      "properties": {
                        "litres": {
                          "type": "number"
                        },
                        "price_after_discount": {
                          "type": "number",
                          "minimum": 0,
                          "description": "Euros per unit, three decimals."
                        },
                        "detour_km": {
                          "type": "number"
                        },
                        "detour_fuel_l": {
                          "type": "number"
                        },
                        "cost": {
                          "type": "number"
                        }
                      }
                    },
                    "web_url": {
                      "type": "string",
                      "maxLength": 2048,
                      "format": "uri"
                    }
                  }
                }
              },
              "trip_cost": {
                "type": "object",
                "description": "length_km × consumption_per_100km / 100 × price.",
                "required": [
                  "length_km",
                  "consumption_per_100km",
                  "consumption_source",
                  "quantity",
                  "price",
                  "price_source",
                  "cost"
                ],
                "properties": {
                  "length_km": {
                    "type": "number"
                  },
                  "consumption_per_100km": {
                    "type": "number"
                  },
                  "consumption_source": {
                    "type": "string",
                    "enum": [
                      "caller",
                      "default"
                    ]
                  },
                  "quantity": {
                    "type": "number",
                    "description": "Litres (kg for cng)."
                  },
                  "price": {
                    "type": [
                      "number",
                      "null"
                    ],
                    "minimum": 0,
                    "description": "Euros per unit, three decimals; null when there is none."
                  },
                  "price_source": {
                    "type": "string",
                    "enum": [
                      "corridor_average",
                      "spain_average",
                      "none"
                    ]
                  },
                  "cost": {
                    "type": [
                      "number",
                      "null"
                    ],
                    "description": "Euros; null when no price exists."
                  }
                }
              }
            }
          },
          {
            "type": "object",
            "description": "A refuelling plan and two baselines, by this model. **Candidates**: the stations within `corridor_km` of the route that report a price of `fuel`, as /v1/route/fuel finds them, each at its `position_km` along the route and its distance to it, both to 3 decimals (with `length_km`, and on a catalogue route, the position is scaled so that the end of the points falls at that length, the stated one). A candidate's `detour_km`, one way, is that distance × 1.3, rounded to 3 decimals: an estimate of the road distance, since no road graph is used. **Arrival**: `departure` + (position_km + detour_km) / speed_kmh hours, to the millisecond; no time is added for earlier stops. A candidate is a possible stop only if it is open at the minute of its arrival (seconds dropped) in Europe/Madrid, read from the same opening hours as `open_now` and `next_change_at` (public holidays are unknown); one whose hours cannot be read never is. **Tank**: counted in millilitres (tank_l, start_l and reserve_l rounded to the mL); reaching km x uses round(x × consumption_l_100km × 10) mL. The tank follows the route's kilometres alone: a detour's fuel is a cost but is not drawn from the tank (a simplification of a few tenths of a litre per stop). On arrival at every stop and at the end the tank holds at least reserve_l; after buying, at most tank_l. **Litres**: each stop buys a whole number of litres (kg for cng), at least 1; the plan is exact at that step. **Cost** of a stop: litres × price_after_discount + detour_cost, where price_after_discount is the price less the `discounts` of the station's brand (cents, read to a tenth of a cent), never below 0, and detour_cost = 2 × detour_km × consumption_l_100km / 100 × price (the pump price), rounded to 3 decimals. Every cost is euros to 3 decimals, computed exactly. **The plan** has the least total cost of all plans within these rules and at most `max_stops` stops; of plans of equal cost, the one with fewer stops, then fewer litres in all, then the one whose last stop comes first along the route (position, then id), then the one buying fewer litres before its last stop, then the one whose stop before the last comes first, and so on backwards. **The baselines** use the same candidates, arrivals and costs, and buy at each stop the whole litres that fit or, if fewer, the whole litres that reach the end with reserve_l: `reserve_fill` drives until the tank would reach reserve_l and stops at the first candidate at or after that km open at its arrival (it may use the reserve to get there, never more); `cheapest_in_range` stops at the candidate with the lowest price after discount (ties: the earlier, then the lower id) among those after its last stop that it reaches with reserve_l left and where at least 1 litre fits; each repeats until the end is reached. **Work**: O(n × w × s) for n candidates, w ≤ tank_l − reserve_l + 2 levels of the tank and s = 1, or max_stops + 1 when the cheapest plan has more stops than max_stops.",
            "required": [
              "fuel",
              "unit",
              "currency",
              "route",
              "options",
              "candidates",
              "plan",
              "baselines"
            ],
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
                "description": "gasoline_95 Gasolina 95 E5, gasoline_98 Gasolina 98 E5, diesel Gasóleo A, diesel_premium Gasóleo Premium, lpg autogas (GLP), cng compressed natural gas (EUR/kg)."
              },
              "unit": {
                "type": "string",
                "enum": [
                  "L",
                  "kg"
                ],
                "description": "Litres or kilograms (natural gas)."
              },
              "currency": {
                "type": "string",
                "enum": [
                  "EUR"
                ]
              },
              "route": {
                "type": "object",
                "required": [
                  "slug",
                  "title",
                  "points",
                  "length_km",
                  "length_source"
                ],
                "properties": {
                  "slug": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 120,
                    "description": "The catalogue route; null for the caller's own."
                  },
                  "title": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 300
                  },
                  "points": {
                    "type": "integer",
                    "format": "int32",
                    "minimum": 2,
                    "maximum": 1000
                  },
                  "length_km": {
                    "type": "number",
                    "description": "The distance the tank follows, km."
                  },
                  "length_source": {
                    "type": "string",
                    "enum": [
                      "points",
                      "caller",
                      "stated"
                    ],
                    "description": "points: the length of the polyline; caller: the body's `length_km`; stated: the catalogue route's stated length."
                  }
                }
              },
              "options": {
                "type": "object",
                "description": "The options as applied, defaults filled in.",
                "required": [
                  "corridor_km",
                  "tank_l",
                  "start_l",
                  "consumption_l_100km",
                  "consumption_source",
                  "reserve_l",
                  "departure",
                  "departure_source",
                  "speed_kmh",
                  "detour_factor",
                  "litre_step",
                  "max_stops",
                  "discounts"
                ],
                "properties": {
                  "corridor_km": {
                    "type": "number"
                  },
                  "tank_l": {
                    "type": "number"
                  },
                  "start_l": {
                    "type": "number"
                  },
                  "consumption_l_100km": {
                    "type": "number"
                  },
                  "consumption_source": {
                    "type": "string",
                    "enum": [
                      "caller",
                      "default"
                    ]
                  },
                  "reserve_l": {
                    "type": "number"
                  },
                  "departure": {
                    "type": "string",
                    "maxLength": 25,
                    "format": "date-time",
                    "description": "In Europe/Madrid with its offset, to the second."
                  },
                  "departure_source": {
                    "type": "string",
                    "enum": [
                      "caller",
                      "request"
                    ],
                    "description": "request: the minute of the request (no departure given)."
                  },
                  "speed_kmh": {
                    "type": "number"
                  },
                  "detour_factor": {
                    "type": "number",
                    "enum": [
                      1.3
                    ]
                  },
                  "litre_step": {
                    "type": "integer",
                    "format": "int32",
                    "minimum": 1,
                    "maximum": 1,
                    "description": "Litres are bought in whole litres."
                  },
                  "max_stops": {
                    "type": [
                      "integer",
                      "null"
                    ],
                    "format": "int32",
                    "minimum": 0,
                    "maximum": 10
                  },
                  "discounts": {
                    "type": "object",
                    "maxProperties": 20,
                    "description": "Cents per litre off by brand slug, as read (to a tenth of a cent).",
                    "additionalProperties": {
                      "type": "number",
                      "minimum": 0,
                      "maximum": 50
                    }
                  }
                }
              },
              "candidates": {
                "type": "object",
                "description": "The stations of the corridor reporting the fuel, and how many could be stops.",
                "required": [
                  "in_corridor",
                  "open_at_arrival",
                  "hours_unknown"
                ],
                "properties": {
                  "in_corridor": {
                    "type": "integer",
                    "format": "int32",
                    "minimum": 0,
                    "maximum": 100000
                  },
                  "open_at_arrival": {
                    "type": "integer",
                    "format": "int32",
                    "minimum": 0,
                    "maximum": 100000
                  },
                  "hours_unknown": {
                    "type": "integer",
                    "format": "int32",
                    "minimum": 0,
                    "maximum": 100000,
                    "description": "Never stops: their hours cannot be read."
                  }
                }
              },
              "plan": {
                "type": "object",
                "description": "The optimal plan.",
                "required": [
                  "stops",
                  "litres",
                  "fuel_cost",
                  "detour_cost",
                  "total_cost",
                  "fuel_at_end_l"
                ],
                "properties": {
                  "stops": {
                    "type": "array",
                    "maxItems": 200,
                    "items": {
                      "type": "object",
                      "required": [
                        "station",
                        "position_km",
                        "detour_km",
                        "arrival_at",
                        "open_until",
                        "fuel_on_arrival_l",
                        "litres",
                        "price",
                        "price_after_discount",
                        "detour_fuel_l",
                        "detour_cost",
                        "cost"
                      ],
                      "properties": {
                        "station": {
                          "type": "object",
                          "description": "A station in a list. The optional fields appear where the endpoint computes them; `price_since`, `previous_price` and `cheaper_than_pct` put the entry's `price` in context (null when it is null), in every list of stations. The fields marked `x-station-static: true` are the same in every entry of one station and one fuel or product until the next refresh.",
                          "required": [
                            "id",
                            "name",
                            "brand",
                            "address",
                            "postal_code",
                            "municipality",
                            "province",
                            "community",
                            "lat",
                            "lng",
                            "is_24h",
                            "hours",
                            "open_now",
                            "next_change_at",
                            "low_tax_area",
                            "web_url"
                          ],
                          "properties": {
                            "id": {
                              "x-station-static": true,
                              "type": "integer",
                              "format": "int32",
                              "minimum": 1,
                              "maximum": 2147483647,
                              "description": "The ministry's station id (IDEESS)."
                            },
                            "name": {
                              "x-station-static": true,
                              "type": [
                                "string",
                                "null"
                              ],
                              "maxLength": 200
                            },
                            "brand": {
                              "type": [
                                "object",
                                "null"
                              ],
                              "description": "The station's brand; null only if the register gives no sign at all (unbranded stations use slug independiente).",
                              "required": [
                                "slug",
                                "name"
                              ],
                              "properties": {
                                "slug": {
                                  "type": "string",
                                  "maxLength": 120
                                },
                                "name": {
                                  "type": [
                                    "string",
                                    "null"
                                  ],
                                  "maxLength": 200
                                }
                              },
                              "x-station-static": true
                            },
                            "address": {
                              "x-station-static": true,
                              "type": [
                                "string",
                                "null"
                              ],
                              "maxLength": 300
                            },
                            "postal_code": {
                              "x-station-static": true,
                              "type": [
                                "string",
                                "null"
                              ],
                              "maxLength": 10
                            },
                            "municipality": {
                              "x-station-static": true,
                              "type": "object",
                              "required": [
                                "id",
                                "name"
                              ],
                              "properties": {
                                "id": {
                                  "type": [
                                    "integer",
                                    "null"
                                  ],
                                  "format": "int32",
                                  "minimum": 1,
                                  "maximum": 2147483647,
                                  "description": "The ministry's municipality id; null if the register gives none."
                                },
                                "name": {
                                  "type": [
                                    "string",
                                    "null"
                                  ],
                                  "maxLength": 200
                                }
                              }
                            },
                            "province": {
                              "x-station-static": true,
                              "type": "object",
                              "required": [
                                "code",
                                "name"
                              ],
                              "properties": {
                                "code": {
                                  "type": "string",
                                  "maxLength": 20
                                },
                                "name": {
                                  "type": [
                                    "string",
                                    "null"
                                  ],
                                  "maxLength": 200
                                }
                              }
                            },
                            "community": {
                              "x-station-static": true,
                              "type": "object",
                              "required": [
                                "code",
                                "name"
                              ],
                              "properties": {
                                "code": {
                                  "type": "string",
                                  "maxLength": 20
                                },
                                "name": {
                                  "type": [
                                    "string",
                                    "null"
                                  ],
                                  "maxLength": 200
                                }
                              }
                            },
                            "lat": {
                              "x-station-static": true,
                              "type": "number"
                            },
                            "lng": {
                              "x-station-static": true,
                              "type": "number"
                            },
                            "is_24h": {
                              "x-station-static": true,
                              "type": "boolean"
                            },
                            "hours": {
                              "x-station-static": true,
                              "type": [
                                "string",
                                "null"
                              ],
                              "maxLength": 300,
                              "description": "Opening hours as the register writes them."
                            },
                            "open_now": {
                              "type": [
                                "boolean",
                                "null"
                              ],
                              "description": "Open at the time of the request in Europe/Madrid, from the structured opening hours; null when the register's hours cannot be read. Public holidays are unknown to the register's hours and are not taken into account: a station may be closed on a holiday while open_now says true. An answer holding open_now is cached, by the API and through Cache-Control max-age, only until the first station it read opens or closes."
                            },
                            "next_change_at": {
                              "type": [
                                "string",
                                "null"
                              ],
                              "maxLength": 25,
                              "format": "date-time",
                              "description": "The instant the station next opens or closes (whichever open_now says it does next), in Europe/Madrid with its offset, to the minute (`2026-08-22T22:00:00+02:00`), read from the same opening hours as open_now; null for a station open all week (24 hours) and when the register's hours cannot be read. Public holidays are not taken into account."
                            },
                            "low_tax_area": {
                              "x-station-static": true,
                              "type": "boolean",
                              "description": "Canary Islands, Ceuta or Melilla (no hydrocarbon tax)."
                            },
                            "price": {
                              "type": [
                                "number",
                                "null"
                              ],
                              "minimum": 0,
                              "description": "Euros per unit, three decimals; null when there is none.",
                              "x-station-static": true
                            },
                            "price_updated_at": {
                              "x-station-static": true,
                              "type": [
                                "string",
                                "null"
                              ],
                              "maxLength": 30,
                              "format": "date-time"
                            },
                            "price_since": {
                              "type": [
                                "string",
                                "null"
                              ],
                              "maxLength": 10,
                              "format": "date",
                              "description": "Since when the station has charged this exact price for this fuel or product: the first date of the unbroken run of days, ending on the data's date, on which it showed this price. The days are those of the 90-day window that ends on the data's date for which the register published a list (the history files, the `daily-prices` download and the archive's `prices-YYYY-MM.parquet` hold one row per station, fuel and such day; the data's date is today's list). A day without any list is skipped: unknown, not a change. A day whose list shows no price of this fuel at this station (or does not list the station) ends the run, as a different price does. null when the run reaches back to the first day held in the window (the price may be older), and when the entry has no price.",
                              "x-station-static": true
                            },
                            "previous_price": {
                              "type": [
                                "number",
                                "null"
                              ],
                              "minimum": 0,
                              "description": "The station's price of this fuel or product on the day held just before the run of `price_since` (the latest day with a list before it): what it charged before the current price. null when `price_since` is null, and when the station showed no price of it that day.",
                              "x-station-static": true
                            },
                            "cheaper_than_pct": {
                              "type": [
                                "number",
                                "null"
                              ],
                              "minimum": 0,
                              "maximum": 100,
                              "description": "How many of the province's stations that sell this fuel or product today charge strictly more, as a share of all of them (this station included): 100 × (stations of the same province, public, with a price of it in today's list, whose price is higher) / (those with a price of it), rounded half away from zero to one decimal. 0 for the dearest, (n − 1) / n × 100 for the only cheapest; equal prices do not count as higher. null when the entry has no price.",
                              "x-station-static": true
                            },
                            "distance_km": {
                              "type": [
                                "number",
                                "null"
                              ],
                              "description": "Distance from the search centre."
                            },
                            "distance_to_route_km": {
                              "type": [
                                "number",
                                "null"
                              ]
                            },
                            "position_km": {
                              "type": [
                                "number",
                                "null"
                              ],
                              "description": "Distance along the route to the point of the route nearest the station."
                            },
                            "total_cost": {
                              "type": "object",
                              "description": "On /v1/stations/nearby with sort=total_cost: litres × price_after_discount + detour_fuel_l × price, euros to 3 decimals (rounded once), where price_after_discount is the price less the brand's discount (never below 0), detour_km is distance_km × 1.3 (one way, an estimate of the road distance, 3 decimals) and detour_fuel_l = 2 × detour_km × consumption_l_100km / 100 (3 decimals shown).",
                              "required": [
                                "litres",
                                "price_after_discount",
                                "detour_km",
                                "detour_fuel_l",
                                "cost"
                              ],
                              "properties": {
                                "litres": {
                                  "type": "number"
                                },
                                "price_after_discount": {
                                  "type": "number",
                                  "minimum": 0,
                                  "description": "Euros per unit, three decimals."
                                },
                                "detour_km": {
                                  "type": "number"
                                },
                                "detour_fuel_l": {
                                  "type": "number"
                                },
                                "cost": {
                                  "type": "number"
                                }
                              }
                            },
                            "web_url": {
                              "type": "string",
                              "maxLength": 2048,
                              "format": "uri"
                            }
                          }
                        },
                        "position_km": {
                          "type": "number",
                          "description": "Along the route, km."
                        },
                        "detour_km": {
                          "type": "number",
                          "description": "One way: distance to the route × 1.3, an estimate."
                        },
                        "arrival_at": {
                          "type": "string",
                          "maxLength": 25,
                          "format": "date-time",
                          "description": "Estimated arrival in Europe/Madrid with its offset, to the second."
                        },
                        "open_until": {
                          "type": [
                            "string",
                            "null"
                          ],
                          "maxLength": 25,
                          "format": "date-time",
                          "description": "When the station closes after the arrival (Europe/Madrid); null when it never does."
                        },
                        "fuel_on_arrival_l": {
                          "type": "number",
                          "description": "In the tank on arrival, 3 decimals; below reserve_l only on a reserve_fill stop."
                        },
                        "litres": {
                          "type": "integer",
                          "format": "int32",
                          "minimum": 1,
                          "maximum": 200
                        },
                        "price": {
                          "type": "number",
                          "minimum": 0,
                          "description": "Euros per unit, three decimals."
                        },
                        "price_after_discount": {
                          "type": "number",
                          "minimum": 0,
                          "description": "Euros per unit, three decimals."
                        },
                        "detour_fuel_l": {
                          "type": "number",
                          "description": "There and back: 2 × detour_km × consumption / 100, 3 decimals."
                        },
                        "detour_cost": {
                          "type": "number",
                          "description": "Euros: detour fuel at the pump price, 3 decimals."
                        },
                        "cost": {
                          "type": "number",
                          "description": "Euros: litres × price_after_discount + detour_cost."
                        }
                      }
                    }
                  },
                  "litres": {
                    "type": "integer",
                    "format": "int32",
                    "minimum": 0,
                    "maximum": 2000,
                    "description": "Bought in all."
                  },
                  "fuel_cost": {
                    "type": "number",
                    "description": "Euros: the litres at their prices after discount."
                  },
                  "detour_cost": {
                    "type": "number",
                    "description": "Euros."
                  },
                  "total_cost": {
                    "type": "number",
                    "description": "Euros: fuel_cost + detour_cost."
                  },
                  "fuel_at_end_l": {
                    "type": "number",
                    "description": "In the tank at the end, 3 decimals."
                  }
                }
              },
              "baselines": {
                "type": "object",
                "required": [
                  "reserve_fill",
                  "cheapest_in_range"
                ],
                "properties": {
                  "reserve_fill": {
                    "type": "object",
                    "description": "A baseline (the rule is in RoutePlanData). One that runs dry before the end is `reachable: false`: its stops up to there, `runs_dry_at_km`, and null totals and saving.",
                    "required": [
                      "reachable",
                      "runs_dry_at_km",
                      "stops",
                      "litres",
                      "fuel_cost",
                      "detour_cost",
                      "total_cost",
                      "fuel_at_end_l",
                      "saving"
                    ],
                    "properties": {
                      "reachable": {
                        "type": "boolean"
                      },
                      "runs_dry_at_km": {
                        "type": [
                          "number",
                          "null"
                        ],
                        "description": "Where the tank runs empty, km; null when reachable."
                      },
                      "stops": {
                        "type": "array",
                        "maxItems": 200,
                        "items": {
                          "type": "object",
                          "required": [
                            "station",
                            "position_km",
                            "detour_km",
                            "arrival_at",
                            "open_until",
                            "fuel_on_arrival_l",
                            "litres",
                            "price",
                            "price_after_discount",
                            "detour_fuel_l",
                            "detour_cost",
                            "cost"
                          ],
                          "properties": {
                            "station": {
                              "type": "object",
                              "description": "A station in a list. The optional fields appear where the endpoint computes them; `price_since`, `previous_price` and `cheaper_than_pct` put the entry's `price` in context (null when it is null), in every list of stations. The fields marked `x-station-static: true` are the same in every entry of one station and one fuel or product until the next refresh.",
                              "required": [
                                "id",
                                "name",
                                "brand",
                                "address",
                                "postal_code",
                                "municipality",
                                "province",
                                "community",
                                "lat",
                                "lng",
                                "is_24h",
                                "hours",
                                "open_now",
                                "next_change_at",
                                "low_tax_area",
                                "web_url"
                              ],
                              "properties": {
                                "id": {
                                  "x-station-static": true,
                                  "type": "integer",
                                  "format": "int32",
                                  "minimum": 1,
                                  "maximum": 2147483647,
                                  "description": "The ministry's station id (IDEESS)."
                                },
                                "name": {
                                  "x-station-static": true,
                                  "type": [
                                    "string",
                                    "null"
                                  ],
                                  "maxLength": 200
                                },
                                "brand": {
                                  "type": [
                                    "object",
                                    "null"
                                  ],
                                  "description": "The station's brand; null only if the register gives no sign at all (unbranded stations use slug independiente).",
                                  "required": [
                                    "slug",
                                    "name"
                                  ],
                                  "properties": {
                                    "slug": {
                                      "type": "string",
                                      "maxLength": 120
                                    },
                                    "name": {
                                      "type": [
                                        "string",
                                        "null"
                                      ],
                                      "maxLength": 200
                                    }
                                  },
                                  "x-station-static": true
                                },
                                "address": {
                                  "x-station-static": true,
                                  "type": [
                                    "string",
                                    "null"
                                  ],
                                  "maxLength": 300
                                },
                                "postal_code": {
                                  "x-station-static": true,
                                  "type": [
                                    "string",
                                    "null"
                                  ],
                                  "maxLength": 10
                                },
                                "municipality": {
                                  "x-station-static": true,
                                  "type": "object",
                                  "required": [
                                    "id",
                                    "name"
                                  ],
                                  "properties": {
                                    "id": {
                                      "type": [
                                        "integer",
                                        "null"
                                      ],
                                      "format": "int32",
                                      "minimum": 1,
                                      "maximum": 2147483647,
                                      "description": "The ministry's municipality id; null if the register gives none."
                                    },
                                    "name": {
                                      "type": [
                                        "string",
                                        "null"
                                      ],
                                      "maxLength": 200
                                    }
                                  }
                                },
                                "province": {
                                  "x-station-static": true,
                                  "type": "object",
                                  "required": [
                                    "code",
                                    "name"
                                  ],
                                  "properties": {
                                    "code": {
                                      "type": "string",
                                      "maxLength": 20
                                    },
                                    "name": {
                                      "type": [
                                        "string",
                                        "null"
                                      ],
                                      "maxLength": 200
                                    }
                                  }
                                },
                                "community": {
                                  "x-station-static": true,
                                  "type": "object",
                                  "required": [
                                    "code",
                                    "name"
                                  ],
                                  "properties": {
                                    "code": {
                                      "type": "string",
                                      "maxLength": 20
                                    },
                                    "name": {
                                      "type": [
                                        "string",
                                        "null"
                                      ],
                                      "maxLength": 200
                                    }
                                  }
                                },
                                "lat": {
                                  "x-station-static": true,
                                  "type": "number"
                                },
                                "lng": {
                                  "x-station-static": true,
                                  "type": "number"
                                },
                                "is_24h": {
                                  "x-station-static": true,
                                  "type": "boolean"
                                },
                                "hours": {
                                  "x-station-static": true,
                                  "type": [
                                    "string",
                                    "null"
                                  ],
                                  "maxLength": 300,
                                  "description": "Opening hours as the register writes them."
                                },
                                "open_now": {
                                  "type": [
                                    "boolean",
                                    "null"
                                  ],
                                  "description": "Open at the time of the request in Europe/Madrid, from the structured opening hours; null when the register's hours cannot be read. Public holidays are unknown to the register's hours and are not taken into account: a station may be closed on a holiday while open_now says true. An answer holding open_now is cached, by the API and through Cache-Control max-age, only until the first station it read opens or closes."
                                },
                                "next_change_at": {
                                  "type": [
                                    "string",
                                    "null"
                                  ],
                                  "maxLength": 25,
                                  "format": "date-time",
                                  "description": "The instant the station next opens or closes (whichever open_now says it does next), in Europe/Madrid with its offset, to the minute (`2026-08-22T22:00:00+02:00`), read from the same opening hours as open_now; null for a station open all week (24 hours) and when the register's hours cannot be read. Public holidays are not taken into account."
                                },
                                "low_tax_area": {
                                  "x-station-static": true,
                                  "type": "boolean",
                                  "description": "Canary Islands, Ceuta or Melilla (no hydrocarbon tax)."
                                },
                                "price": {
                                  "type": [
                                    "number",
                                    "null"
                                  ],
                                  "minimum": 0,
                                  "description": "Euros per unit, three decimals; null when there is none.",
                                  "x-station-static": true
                                },
                                "price_updated_at": {
                                  "x-station-static": true,
                                  "type": [
                                    "string",
                                    "null"
                                  ],
                                  "maxLength": 30,
                                  "format": "date-time"
                                },
                                "price_since": {
                                  "type": [
                                    "string",
                                    "null"
                                  ],
                                  "maxLength": 10,
                                  "format": "date",
                                  "description": "Since when the station has charged this exact price for this fuel or product: the first date of the unbroken run of days, ending on the data's date, on which it showed this price. The days are those of the 90-day window that ends on the data's date for which the register published a list (the history files, the `daily-prices` download and the archive's `prices-YYYY-MM.parquet` hold one row per station, fuel and such day; the data's date is today's list). A day without any list is skipped: unknown, not a change. A day whose list shows no price of this fuel at this station (or does not list the station) ends the run, as a different price does. null when the run reaches back to the first day held in the window (the price may be older), and when the entry has no price.",
                                  "x-station-static": true
                                },
                                "previous_price": {
                                  "type": [
                                    "number",
                                    "null"
                                  ],
                                  "minimum": 0,
                                  "description": "The station's price of this fuel or product on the day held just before the run of `price_since` (the latest day with a list before it): what it charged before the current price. null when `price_since` is null, and when the station showed no price of it that day.",
                                  "x-station-static": true
                                },
                                "cheaper_than_pct": {
                                  "type": [
                                    "number",
                                    "null"
                                  ],
                                  "minimum": 0,
                                  "maximum": 100,
                                  "description": "How many of the province's stations that sell this fuel or product today charge strictly more, as a share of all of them (this station included): 100 × (stations of the same province, public, with a price of it in today's list, whose price is higher) / (those with a price of it), rounded half away from zero to one decimal. 0 for the dearest, (n − 1) / n × 100 for the only cheapest; equal prices do not count as higher. null when the entry has no price.",
                                  "x-station-static": true
                                },
                                "distance_km": {
                                  "type": [
                                    "number",
                                    "null"
                                  ],
                                  "description": "Distance from the search centre."
                                },
                                "distance_to_route_km": {
                                  "type": [
                                    "number",
                                    "null"
                                  ]
                                },
                                "position_km": {
                                  "type": [
                                    "number",
                                    "null"
                                  ],
                                  "description": "Distance along the route to the point of the route nearest the station."
                                },
                                "total_cost": {
                                  "type": "object",
                                  "description": "On /v1/stations/nearby with sort=total_cost: litres × price_after_discount + detour_fuel_l × price, euros to 3 decimals (rounded once), where price_after_discount is the price less the brand's discount (never below 0), detour_km is distance_km × 1.3 (one way, an estimate of the road distance, 3 decimals) and detour_fuel_l = 2 × detour_km × consumption_l_100km / 100 (3 decimals shown).",
                                  "required": [
                                    "litres",
                                    "price_after_discount",
                                    "detour_km",
                                    "detour_fuel_l",
                                    "cost"
                                  ],
                                  "properties": {
                                    "litres": {
                                      "type": "number"
                                    },
                                    "price_after_discount": {
                                      "type": "number",
                                      "minimum": 0,
                                      "description": "Euros per unit, three decimals."
                                    },
                                    "detour_km": {
                                      "type": "number"
                                    },
                                    "detour_fuel_l": {
                                      "type": "number"
                                    },
                                    "cost": {
                                      "type": "number"
                                    }
                                  }
                                },
                                "web_url": {
                                  "type": "string",
                                  "maxLength": 2048,
                                  "format": "uri"
                                }
                              }
                            },
                            "position_km": {
                              "type": "number",
                              "description": "Along the route, km."
                            },
                            "detour_km": {
                              "type": "number",
                              "description": "One way: distance to the route × 1.3, an estimate."
                            },
                            "arrival_at": {
                              "type": "string",
                              "maxLength": 25,
                              "format": "date-time",
                              "description": "Estimated arrival in Europe/Madrid with its offset, to the second."
                            },
                            "open_until": {
                              "type": [
                                "string",
                                "null"
                              ],
                              "maxLength": 25,
                              "format": "date-time",
                              "description": "When the station closes after the arrival (Europe/Madrid); null when it never does."
                            },
                            "fuel_on_arrival_l": {
                              "type": "number",
                              "description": "In the tank on arrival, 3 decimals; below reserve_l only on a reserve_fill stop."
                            },
                            "litres": {
                              "type": "integer",
                              "format": "int32",
                              "minimum": 1,
                              "maximum": 200
                            },
                            "price": {
                              "type": "number",
                              "minimum": 0,
                              "description": "Euros per unit, three decimals."
                            },
                            "price_after_discount": {
                              "type": "number",
                              "minimum": 0,
                              "description": "Euros per unit, three decimals."
                            },
                            "detour_fuel_l": {
                              "type": "number",
                              "description": "There and back: 2 × detour_km × consumption / 100, 3 decimals."
                            },
                            "detour_cost": {
                              "type": "number",
                              "description": "Euros: detour fuel at the pump price, 3 decimals."
                            },
                            "cost": {
                              "type": "number",
                              "description": "Euros: litres × price_after_discount + detour_cost."
                            }
                          }
                        }
                      },
                      "litres": {
                        "type": "integer",
                        "format": "int32",
                        "minimum": 0,
                        "maximum": 2000
                      },
                      "fuel_cost": {
                        "type": [
                          "number",
                          "null"
                        ]
                      },
                      "detour_cost": {
                        "type": [
                          "number",
                          "null"
                        ]
                      },
                      "total_cost": {
                        "type": [
                          "number",
                          "null"
                        ]
                      },
                      "fuel_at_end_l": {
                        "type": [
                          "number",
                          "null"
                        ]
                      },
                      "saving": {
                        "type": [
                          "number",
                          "null"
                        ],
                        "description": "Euros: this baseline's total_cost − the plan's. Negative when the baseline is cheaper, which only reserve_fill (it uses the reserve the plan keeps), or a baseline with more stops than max_stops, can be."
                      }
                    }
                  },
                  "cheapest_in_range": {
                    "type": "object",
                    "description": "A baseline (the rule is in RoutePlanData). One that runs dry before the end is `reachable: false`: its stops up to there, `runs_dry_at_km`, and null totals and saving.",
                    "required": [
                      "reachable",
                      "runs_dry_at_km",
                      "stops",
                      "litres",
                      "fuel_cost",
                      "detour_cost",
                      "total_cost",
                      "fuel_at_end_l",
                      "saving"
                    ],
                    "properties": {
                      "reachable": {
                        "type": "boolean"
                      },
                      "runs_dry_at_km": {
                        "type": [
                          "number",
                          "null"
                        ],
                        "description": "Where the tank runs empty, km; null when reachable."
                      },
                      "stops": {
                        "type": "array",
                        "maxItems": 200,
                        "items": {
                          "type": "object",
                          "required": [
                            "station",
                            "position_km",
                            "detour_km",
                            "arrival_at",
                            "open_until",
                            "fuel_on_arrival_l",
                            "litres",
                            "price",
                            "price_after_discount",
                            "detour_fuel_l",
                            "detour_cost",
                            "cost"
                          ],
                          "properties": {
                            "station": {
                              "type": "object",
                              "description": "A station in a list. The optional fields appear where the endpoint computes them; `price_since`, `previous_price` and `cheaper_than_pct` put the entry's `price` in context (null when it is null), in every list of stations. The fields marked `x-station-static: true` are the same in every entry of one station and one fuel or product until the next refresh.",
                              "required": [
                                "id",
                                "name",
                                "brand",
                                "address",
                                "postal_code",
                                "municipality",
                                "province",
                                "community",
                                "lat",
                                "lng",
                                "is_24h",
                                "hours",
                                "open_now",
                                "next_change_at",
                                "low_tax_area",
                                "web_url"
                              ],
                              "properties": {
                                "id": {
                                  "x-station-static": true,
                                  "type": "integer",
                                  "format": "int32",
                                  "minimum": 1,
                                  "maximum": 2147483647,
                                  "description": "The ministry's station id (IDEESS)."
                                },
                                "name": {
                                  "x-station-static": true,
                                  "type": [
                                    "string",
                                    "null"
                                  ],
                                  "maxLength": 200
                                },
                                "brand": {
                                  "type": [
                                    "object",
                                    "null"
                                  ],
                                  "description": "The station's brand; null only if the register gives no sign at all (unbranded stations use slug independiente).",
                                  "required": [
                                    "slug",
                                    "name"
                                  ],
                                  "properties": {
                                    "slug": {
                                      "type": "string",
                                      "maxLength": 120
                                    },
                                    "name": {
                                      "type": [
                                        "string",
                                        "null"
                                      ],
                                      "maxLength": 200
                                    }
                                  },
                                  "x-station-static": true
                                },
                                "address": {
                                  "x-station-static": true,
                                  "type": [
                                    "string",
                                    "null"
                                  ],
                                  "maxLength": 300
                                },
                                "postal_code": {
                                  "x-station-static": true,
                                  "type": [
                                    "string",
                                    "null"
                                  ],
                                  "maxLength": 10
                                },
                                "municipality": {
                                  "x-station-static": true,
                                  "type": "object",
                                  "required": [
                                    "id",
                                    "name"
                                  ],
                                  "properties": {
                                    "id": {
                                      "type": [
                                        "integer",
                                        "null"
                                      ],
                                      "format": "int32",
                                      "minimum": 1,
                                      "maximum": 2147483647,
                                      "description": "The ministry's municipality id; null if the register gives none."
                                    },
                                    "name": {
                                      "type": [
                                        "string",
                                        "null"
                                      ],
                                      "maxLength": 200
                                    }
                                  }
                                },
                                "province": {
                                  "x-station-static": true,
                                  "type": "object",
                                  "required": [
                                    "code",
                                    "name"
                                  ],
                                  "properties": {
                                    "code": {
                                      "type": "string",
                                      "maxLength": 20
                                    },
                                    "name": {
                                      "type": [
                                        "string",
                                        "null"
                                      ],
                                      "maxLength": 200
                                    }
                                  }
                                },
                                "community": {
                                  "x-station-static": true,
                                  "type": "object",
                                  "required": [
                                    "code",
                                    "name"
                                  ],
                                  "properties": {
                                    "code": {
                                      "type": "string",
                                      "maxLength": 20
                                    },
                                    "name": {
                                      "type": [
                                        "string",
                                        "null"
                                      ],
                                      "maxLength": 200
                                    }
                                  }
                                },
                                "lat": {
                                  "x-station-static": true,
                                  "type": "number"
                                },
                                "lng": {
                                  "x-station-static": true,
                                  "type": "number"
                                },
                                "is_24h": {
                                  "x-station-static": true,
                                  "type": "boolean"
                                },
                                "hours": {
                                  "x-station-static": true,
                                  "type": [
                                    "string",
                                    "null"
                                  ],
                                  "maxLength": 300,
                                  "description": "Opening hours as the register writes them."
                                },
                                "open_now": {
                                  "type": [
                                    "boolean",
                                    "null"
                                  ],
                                  "description": "Open at the time of the request in Europe/Madrid, from the structured opening hours; null when the register's hours cannot be read. Public holidays are unknown to the register's hours and are not taken into account: a station may be closed on a holiday while open_now says true. An answer holding open_now is cached, by the API and through Cache-Control max-age, only until the first station it read opens or closes."
                                },
                                "next_change_at": {
                                  "type": [
                                    "string",
                                    "null"
                                  ],
                                  "maxLength": 25,
                                  "format": "date-time",
                                  "description": "The instant the station next opens or closes (whichever open_now says it does next), in Europe/Madrid with its offset, to the minute (`2026-08-22T22:00:00+02:00`), read from the same opening hours as open_now; null for a station open all week (24 hours) and when the register's hours cannot be read. Public holidays are not taken into account."
                                },
                                "low_tax_area": {
                                  "x-station-static": true,
                                  "type": "boolean",
                                  "description": "Canary Islands, Ceuta or Melilla (no hydrocarbon tax)."
                                },
                                "price": {
                                  "type": [
                                    "number",
                                    "null"
                                  ],
                                  "minimum": 0,
                                  "description": "Euros per unit, three decimals; null when there is none.",
                                  "x-station-static": true
                                },
                                "price_updated_at": {
                                  "x-station-static": true,
                                  "type": [
                                    "string",
                                    "null"
                                  ],
                                  "maxLength": 30,
                                  "format": "date-time"
                                },
                                "price_since": {
                                  "type": [
                                    "string",
                                    "null"
                                  ],
                                  "maxLength": 10,
                                  "format": "date",
                                  "description": "Since when the station has charged this exact price for this fuel or product: the first date of the unbroken run of days, ending on the data's date, on which it showed this price. The days are those of the 90-day window that ends on the data's date for which the register published a list (the history files, the `daily-prices` download and the archive's `prices-YYYY-MM.parquet` hold one row per station, fuel and such day; the data's date is today's list). A day without any list is skipped: unknown, not a change. A day whose list shows no price of this fuel at this station (or does not list the station) ends the run, as a different price does. null when the run reaches back to the first day held in the window (the price may be older), and when the entry has no price.",
                                  "x-station-static": true
                                },
                                "previous_price": {
                                  "type": [
                                    "number",
                                    "null"
                                  ],
                                  "minimum": 0,
                                  "description": "The station's price of this fuel or product on the day held just before the run of `price_since` (the latest day with a list before it): what it charged before the current price. null when `price_since` is null, and when the station showed no price of it that day.",
                                  "x-station-static": true
                                },
                                "cheaper_than_pct": {
                                  "type": [
                                    "number",
                                    "null"
                                  ],
                                  "minimum": 0,
                                  "maximum": 100,
                                  "description": "How many of the province's stations that sell this fuel or product today charge strictly more, as a share of all of them (this station included): 100 × (stations of the same province, public, with a price of it in today's list, whose price is higher) / (those with a price of it), rounded half away from zero to one decimal. 0 for the dearest, (n − 1) / n × 100 for the only cheapest; equal prices do not count as higher. null when the entry has no price.",
                                  "x-station-static": true
                                },
                                "distance_km": {
                                  "type": [
                                    "number",
                                    "null"
                                  ],
                                  "description": "Distance from the search centre."
                                },
                                "distance_to_route_km": {
                                  "type": [
                                    "number",
                                    "null"
                                  ]
                                },
                                "position_km": {
                                  "type": [
                                    "number",
                                    "null"
                                  ],
                                  "description": "Distance along the route to the point of the route nearest the station."
                                },
                                "total_cost": {
                                  "type": "object",
                                  "description": "On /v1/stations/nearby with sort=total_cost: litres × price_after_discount + detour_fuel_l × price, euros to 3 decimals (rounded once), where price_after_discount is the price less the brand's discount (never below 0), detour_km is distance_km × 1.3 (one way, an estimate of the road distance, 3 decimals) and detour_fuel_l = 2 × detour_km × consumption_l_100km / 100 (3 decimals shown).",
                                  "required": [
                                    "litres",
                                    "price_after_discount",
                                    "detour_km",
                                    "detour_fuel_l",
                                    "cost"
                                  ],
                                  "properties": {
                                    "litres": {
                                      "type": "number"
                                    },
                                    "price_after_discount": {
                                      "type": "number",
                                      "minimum": 0,
                                      "description": "Euros per unit, three decimals."
                                    },
                                    "detour_km": {
                                      "type": "number"
                                    },
                                    "detour_fuel_l": {
                                      "type": "number"
                                    },
                                    "cost": {
                                      "type": "number"
                                    }
                                  }
                                },
                                "web_url": {
                                  "type": "string",
                                  "maxLength": 2048,
                                  "format": "uri"
                                }
                              }
                            },
                            "position_km": {
                              "type": "number",
                              "description": "Along the route, km."
                            },
                            "detour_km": {
                              "type": "number",
                              "description": "One way: distance to the route × 1.3, an estimate."
                            },
                            "arrival_at": {
                              "type": "string",
                              "maxLength": 25,
                              "format": "date-time",
                              "description": "Estimated arrival in Europe/Madrid with its offset, to the second."
                            },
                            "open_until": {
                              "type": [
                                "string",
                                "null"
                              ],
                              "maxLength": 25,
                              "format": "date-time",
                              "description": "When the station closes after the arrival (Europe/Madrid); null when it never does."
                            },
                            "fuel_on_arrival_l": {
                              "type": "number",
                              "description": "In the tank on arrival, 3 decimals; below reserve_l only on a reserve_fill stop."
                            },
                            "litres": {
                              "type": "integer",
                              "format": "int32",
                              "minimum": 1,
                              "maximum": 200
                            },
                            "price": {
                              "type": "number",
                              "minimum": 0,
                              "description": "Euros per unit, three decimals."
                            },
                            "price_after_discount": {
                              "type": "number",
                              "minimum": 0,
                              "description": "Euros per unit, three decimals."
                            },
                            "detour_fuel_l": {
                              "type": "number",
                              "description": "There and back: 2 × detour_km × consumption / 100, 3 decimals."
                            },
                            "detour_cost": {
                              "type": "number",
                              "description": "Euros: detour fuel at the pump price, 3 decimals."
                            },
                            "cost": {
                              "type": "number",
                              "description": "Euros: litres × price_after_discount + detour_cost."
                            }
                          }
                        }
                      },
                      "litres": {
                        "type": "integer",
                        "format": "int32",
                        "minimum": 0,
                        "maximum": 2000
                      },
                      "fuel_cost": {
                        "type": [
                          "number",
                          "null"
                        ]
                      },
                      "detour_cost": {
                        "type": [
                          "number",
                          "null"
                        ]
                      },
                      "total_cost": {
                        "type": [
                          "number",
                          "null"
                        ]
                      },
                      "fuel_at_end_l": {
                        "type": [
                          "number",
                          "null"
                        ]
                      },
                      "saving": {
                        "type": [
                          "number",
                          "null"
                        ],
                        "description": "Euros: this baseline's total_cost − the plan's. Negative when the baseline is cheaper, which only reserve_fill (it uses the reserve the plan keeps), or a baseline with more stops than max_stops, can be."
                      }
                    }
                  }
                }
              }
            }
          }
        ]
      },
      "meta": {
        "type": "object",
        "description": "Identical on every success (`/v1/changes` adds how to go on, ChangesMeta).",
        "required": [
          "api_version",
          "request_id",
          "last_updated",
          "next_update",
          "data_age_seconds",
          "stale",
          "source",
          "attribution",
          "license",
          "web_url"
        ],
        "properties": {
          "api_version": {
            "type": "string",
            "enum": [
              "v1"
            ]
          },
          "request_id": {
            "type": "string",
            "maxLength": 36,
            "description": "Equals the X-Request-Id header."
          },
          "last_updated": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 30,
            "format": "date-time",
            "description": "Time of the last data update (UTC)."
          },
          "next_update": {
            "type": "string",
            "maxLength": 30,
            "format": "date-time",
            "description": "Expected time of the next update (about 08:00 or 20:00 Europe/Madrid)."
          },
          "data_age_seconds": {
            "type": [
              "integer",
              "null"
            ],
            "format": "int32",
            "minimum": 0,
            "maximum": 2147483647
          },
          "stale": {
            "type": "boolean",
            "description": "true when the data served may not be the latest the service should serve, and the answer is then cached 60 seconds (`Cache-Control: public, max-age=60`): the last refresh failed and the last good copy is served; the embedded sample is served because the ministry's register could not be loaded; or the data is overdue, whatever the cause (the register down or answering old data, the refresher stopped, a reader whose writer no longer publishes). The data is overdue when it is past its expected update, 12 hours after its time (`last_updated`: the register is read twice a day, 12 hours apart), by more than a grace of 2 hours (the retries of a failed refresh every 5 minutes, the 13-hour night when the clocks go back), that is when `data_age_seconds` is 50400 or more."
          },
          "source": {
            "type": "string",
            "maxLength": 500,
            "description": "Name of the price source, in the language of the answer (the ministry's own English name in English); says \"sample\" (MUESTRA in Spanish) when the embedded sample is served."
          },
          "attribution": {
            "type": "string",
            "maxLength": 500,
            "description": "Text to display next to the data, in the language of the answer."
          },
          "license": {
            "type": "string",
            "format": "uri",
            "enum": [
              "https://creativecommons.org/licenses/by/4.0/"
            ]
          },
          "web_url": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 2048,
            "format": "uri",
            "description": "Equivalent page on the public website."
          }
        }
      }
    },
    "additionalProperties": false
  },
  "find_fuel_on_road": {
    "type": "object",
    "required": [
      "data",
      "meta"
    ],
    "properties": {
      "data": {
        "oneOf": [
          {
            "type": "object",
            "required": [
              "currency",
              "roads"
            ],
            "properties": {
              "currency": {
                "type": "string",
                "enum": [
                  "EUR"
                ]
              },
              "roads": {
                "type": "array",
                "maxItems": 5000,
                "items": {
                  "type": "object",
                  "required": [
                    "slug",
                    "ref",
                    "type",
                    "name",
                    "stations",
                    "communities",
                    "cheapest",
                    "web_url"
                  ],
                  "properties": {
                    "slug": {
                      "type": "string",
                      "maxLength": 120
                    },
                    "ref": {
                      "type": "string",
                      "maxLength": 20
                    },
                    "type": {
                      "type": "string",
                      "enum": [
                        "motorway",
                        "dual_carriageway",
                        "national_road",
                        "regional_dual_carriageway"
                      ]
                    },
                    "name": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 200
                    },
                    "stations": {
                      "type": "integer",
                      "format": "int32",
                      "minimum": 8,
                      "maximum": 100000
                    },
                    "communities": {
                      "type": "array",
                      "maxItems": 20,
                      "items": {
                        "type": "object",
                        "required": [
                          "code",
                          "slug",
                          "name"
                        ],
                        "properties": {
                          "code": {
                            "type": "string",
                            "maxLength": 20
                          },
                          "slug": {
                            "type": "string",
                            "maxLength": 120
                          },
                          "name": {
                            "type": "string",
                            "maxLength": 200
                          }
                        }
                      }
                    },
                    "cheapest": {
                      "type": "object",
                      "required": [
                        "gasoline_95",
                        "diesel"
                      ],
                      "properties": {
                        "gasoline_95": {
                          "type": [
                            "number",
                            "null"
                          ],
                          "minimum": 0,
                          "description": "Euros per unit, three decimals; null when there is none."
                        },
                        "diesel": {
                          "type": [
                            "number",
                            "null"
                          ],
                          "minimum": 0,
                          "description": "Euros per unit, three decimals; null when there is none."
                        }
                      }
                    },
                    "web_url": {
                      "type": "string",
                      "maxLength": 2048,
                      "format": "uri"
                    }
                  }
                }
              }
            }
          },
          {
            "type": "object",
            "required": [
              "road",
              "fuel",
              "unit",
              "currency",
              "stations"
            ],
            "properties": {
              "road": {
                "type": "object",
                "required": [
                  "slug",
                  "ref",
                  "type",
                  "name",
                  "stations",
                  "communities",
                  "cheapest",
                  "web_url"
                ],
                "properties": {
                  "slug": {
                    "type": "string",
                    "maxLength": 120
                  },
                  "ref": {
                    "type": "string",
                    "maxLength": 20
                  },
                  "type": {
                    "type": "string",
                    "enum": [
                      "motorway",
                      "dual_carriageway",
                      "national_road",
                      "regional_dual_carriageway"
                    ]
                  },
                  "name": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 200
                  },
                  "stations": {
                    "type": "integer",
                    "format": "int32",
                    "minimum": 8,
                    "maximum": 100000
                  },
                  "communities": {
                    "type": "array",
                    "maxItems": 20,
                    "items": {
                      "type": "object",
                      "required": [
                        "code",
                        "slug",
                        "name"
                      ],
                      "properties": {
                        "code": {
                          "type": "string",
                          "maxLength": 20
                        },
                        "slug": {
                          "type": "string",
                          "maxLength": 120
                        },
                        "name": {
                          "type": "string",
                          "maxLength": 200
                        }
                      }
                    }
                  },
                  "cheapest": {
                    "type": "object",
                    "required": [
                      "gasoline_95",
                      "diesel"
                    ],
                    "properties": {
                      "gasoline_95": {
                        "type": [
                          "number",
                          "null"
                        ],
                        "minimum": 0,
                        "description": "Euros per unit, three decimals; null when there is none."
                      },
                      "diesel": {
                        "type": [
                          "number",
                          "null"
                        ],
                        "minimum": 0,
                        "description": "Euros per unit, three decimals; null when there is none."
                      }
                    }
                  },
                  "web_url": {
                    "type": "string",
                    "maxLength": 2048,
                    "format": "uri"
                  }
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
                "description": "gasoline_95 Gasolina 95 E5, gasoline_98 Gasolina 98 E5, diesel Gasóleo A, diesel_premium Gasóleo Premium, lpg autogas (GLP), cng compressed natural gas (EUR/kg)."
              },
              "unit": {
                "type": "string",
                "enum": [
                  "L",
                  "kg"
                ],
                "description": "Litres or kilograms (natural gas)."
              },
              "currency": {
                "type": "string",
                "enum": [
                  "EUR"
                ]
              },
              "stations": {
                "type": "array",
                "maxItems": 50,
                "items": {
                  "type": "object",
                  "required": [
                    "km",
                    "margin",
                    "station"
                  ],
                  "properties": {
                    "km": {
                      "type": [
                        "number",
                        "null"
                      ],
                      "description": "Km point from the address."
                    },
                    "margin": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "enum": [
                        "D",
                        "I",
                        "N",
                        null
                      ]
                    },
                    "station": {
                      "type": "object",
                      "description": "A station in a list. The optional fields appear where the endpoint computes them; `price_since`, `previous_price` and `cheaper_than_pct` put the entry's `price` in context (null when it is null), in every list of stations. The fields marked `x-station-static: true` are the same in every entry of one station and one fuel or product until the next refresh.",
                      "required": [
                        "id",
                        "name",
                        "brand",
                        "address",
                        "postal_code",
                        "municipality",
                        "province",
                        "community",
                        "lat",
                        "lng",
                        "is_24h",
                        "hours",
                        "open_now",
                        "next_change_at",
                        "low_tax_area",
                        "web_url"
                      ],
                      "properties": {
                        "id": {
                          "x-station-static": true,
                          "type": "integer",
                          "format": "int32",
                          "minimum": 1,
                          "maximum": 2147483647,
                          "description": "The ministry's station id (IDEESS)."
                        },
                        "name": {
                          "x-station-static": true,
                          "type": [
                            "string",
                            "null"
                          ],
                          "maxLength": 200
                        },
                        "brand": {
                          "type": [
                            "object",
                            "null"
                          ],
                          "description": "The station's brand; null only if the register gives no sign at all (unbranded stations use slug independiente).",
                          "required": [
                            "slug",
                            "name"
                          ],
                          "properties": {
                            "slug": {
                              "type": "string",
                              "maxLength": 120
                            },
                            "name": {
                              "type": [
                                "string",
                                "null"
                              ],
                              "maxLength": 200
                            }
                          },
                          "x-station-static": true
                        },
                        "address": {
                          "x-station-static": true,
                          "type": [
                            "string",
                            "null"
                          ],
                          "maxLength": 300
                        },
                        "postal_code": {
                          "x-station-static": true,
                          "type": [
                            "string",
                            "null"
                          ],
                          "maxLength": 10
                        },
                        "municipality": {
                          "x-station-static": true,
                          "type": "object",
                          "required": [
                            "id",
                            "name"
                          ],
                          "properties": {
                            "id": {
                              "type": [
                                "integer",
                                "null"
                              ],
                              "format": "int32",
                              "minimum": 1,
                              "maximum": 2147483647,
                              "description": "The ministry's municipality id; null if the register gives none."
                            },
                            "name": {
                              "type": [
                                "string",
                                "null"
                              ],
                              "maxLength": 200
                            }
                          }
                        },
                        "province": {
                          "x-station-static": true,
                          "type": "object",
                          "required": [
                            "code",
                            "name"
                          ],
                          "properties": {
                            "code": {
                              "type": "string",
                              "maxLength": 20
                            },
                            "name": {
                              "type": [
                                "string",
                                "null"
                              ],
                              "maxLength": 200
                            }
                          }
                        },
                        "community": {
                          "x-station-static": true,
                          "type": "object",
                          "required": [
                            "code",
                            "name"
                          ],
                          "properties": {
                            "code": {
                              "type": "string",
                              "maxLength": 20
                            },
                            "name": {
                              "type": [
                                "string",
                                "null"
                              ],
                              "maxLength": 200
                            }
                          }
                        },
                        "lat": {
                          "x-station-static": true,
                          "type": "number"
                        },
                        "lng": {
                          "x-station-static": true,
                          "type": "number"
                        },
                        "is_24h": {
                          "x-station-static": true,
                          "type": "boolean"
                        },
                        "hours": {
                          "x-station-static": true,
                          "type": [
                            "string",
                            "null"
                          ],
                          "maxLength": 300,
                          "description": "Opening hours as the register writes them."
                        },
                        "open_now": {
                          "type": [
                            "boolean",
                            "null"
                          ],
                          "description": "Open at the time of the request in Europe/Madrid, from the structured opening hours; null when the register's hours cannot be read. Public holidays are unknown to the register's hours and are not taken into account: a station may be closed on a holiday while open_now says true. An answer holding open_now is cached, by the API and through Cache-Control max-age, only until the first station it read opens or closes."
                        },
                        "next_change_at": {
                          "type": [
                            "string",
                            "null"
                          ],
                          "maxLength": 25,
                          "format": "date-time",
                          "description": "The instant the station next opens or closes (whichever open_now says it does next), in Europe/Madrid with its offset, to the minute (`2026-08-22T22:00:00+02:00`), read from the same opening hours as open_now; null for a station open all week (24 hours) and when the register's hours cannot be read. Public holidays are not taken into account."
                        },
                        "low_tax_area": {
                          "x-station-static": true,
                          "type": "boolean",
                          "description": "Canary Islands, Ceuta or Melilla (no hydrocarbon tax)."
                        },
                        "price": {
                          "type": [
                            "number",
                            "null"
                          ],
                          "minimum": 0,
                          "description": "Euros per unit, three decimals; null when there is none.",
                          "x-station-static": true
                        },
                        "price_updated_at": {
                          "x-station-static": true,
                          "type": [
                            "string",
                            "null"
                          ],
                          "maxLength": 30,
                          "format": "date-time"
                        },
                        "price_since": {
                          "type": [
                            "string",
                            "null"
                          ],
                          "maxLength": 10,
                          "format": "date",
                          "description": "Since when the station has charged this exact price for this fuel or product: the first date of the unbroken run of days, ending on the data's date, on which it showed this price. The days are those of the 90-day window that ends on the data's date for which the register published a list (the history files, the `daily-prices` download and the archive's `prices-YYYY-MM.parquet` hold one row per station, fuel and such day; the data's date is today's list). A day without any list is skipped: unknown, not a change. A day whose list shows no price of this fuel at this station (or does not list the station) ends the run, as a different price does. null when the run reaches back to the first day held in the window (the price may be older), and when the entry has no price.",
                          "x-station-static": true
                        },
                        "previous_price": {
                          "type": [
                            "number",
                            "null"
                          ],
                          "minimum": 0,
                          "description": "The station's price of this fuel or product on the day held just before the run of `price_since` (the latest day with a list before it): what it charged before the current price. null when `price_since` is null, and when the station showed no price of it that day.",
                          "x-station-static": true
                        },
                        "cheaper_than_pct": {
                          "type": [
                            "number",
                            "null"
                          ],
                          "minimum": 0,
                          "maximum": 100,
                          "description": "How many of the province's stations that sell this fuel or product today charge strictly more, as a share of all of them (this station included): 100 × (stations of the same province, public, with a price of it in today's list, whose price is higher) / (those with a price of it), rounded half away from zero to one decimal. 0 for the dearest, (n − 1) / n × 100 for the only cheapest; equal prices do not count as higher. null when the entry has no price.",
                          "x-station-static": true
                        },
                        "distance_km": {
                          "type": [
                            "number",
                            "null"
                          ],
                          "description": "Distance from the search centre."
                        },
                        "distance_to_route_km": {
                          "type": [
                            "number",
                            "null"
                          ]
                        },
                        "position_km": {
                          "type": [
                            "number",
                            "null"
                          ],
                          "description": "Distance along the route to the point of the route nearest the station."
                        },
                        "total_cost": {
                          "type": "object",
                          "description": "On /v1/stations/nearby with sort=total_cost: litres × price_after_discount + detour_fuel_l × price, euros to 3 decimals (rounded once), where price_after_discount is the price less the brand's discount (never below 0), detour_km is distance_km × 1.3 (one way, an estimate of the road distance, 3 decimals) and detour_fuel_l = 2 × detour_km × consumption_l_100km / 100 (3 decimals shown).",
                          "required": [
                            "litres",
                            "price_after_discount",
                            "detour_km",
                            "detour_fuel_l",
                            "cost"
                          ],
                          "properties": {
                            "litres": {
                              "type": "number"
                            },
                            "price_after_discount": {
                              "type": "number",
                              "minimum": 0,
                              "description": "Euros per unit, three decimals."
                            },
                            "detour_km": {
                              "type": "number"
                            },
                            "detour_fuel_l": {
                              "type": "number"
                            },
                            "cost": {
                              "type": "number"
                            }
                          }
                        },
                        "web_url": {
                          "type": "string",
                          "maxLength": 2048,
                          "format": "uri"
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        ]
      },
      "meta": {
        "type": "object",
        "description": "Identical on every success (`/v1/changes` adds how to go on, ChangesMeta).",
        "required": [
          "api_version",
          "request_id",
          "last_updated",
          "next_update",
          "data_age_seconds",
          "stale",
          "source",
          "attribution",
          "license",
          "web_url"
        ],
        "properties": {
          "api_version": {
            "type": "string",
            "enum": [
              "v1"
            ]
          },
          "request_id": {
            "type": "string",
            "maxLength": 36,
            "description": "Equals the X-Request-Id header."
          },
          "last_updated": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 30,
            "format": "date-time",
            "description": "Time of the last data update (UTC)."
          },
          "next_update": {
            "type": "string",
            "maxLength": 30,
            "format": "date-time",
            "description": "Expected time of the next update (about 08:00 or 20:00 Europe/Madrid)."
          },
          "data_age_seconds": {
            "type": [
              "integer",
              "null"
            ],
            "format": "int32",
            "minimum": 0,
            "maximum": 2147483647
          },
          "stale": {
            "type": "boolean",
            "description": "true when the data served may not be the latest the service should serve, and the answer is then cached 60 seconds (`Cache-Control: public, max-age=60`): the last refresh failed and the last good copy is served; the embedded sample is served because the ministry's register could not be loaded; or the data is overdue, whatever the cause (the register down or answering old data, the refresher stopped, a reader whose writer no longer publishes). The data is overdue when it is past its expected update, 12 hours after its time (`last_updated`: the register is read twice a day, 12 hours apart), by more than a grace of 2 hours (the retries of a failed refresh every 5 minutes, the 13-hour night when the clocks go back), that is when `data_age_seconds` is 50400 or more."
          },
          "source": {
            "type": "string",
            "maxLength": 500,
            "description": "Name of the price source, in the language of the answer (the ministry's own English name in English); says \"sample\" (MUESTRA in Spanish) when the embedded sample is served."
          },
          "attribution": {
            "type": "string",
            "maxLength": 500,
            "description": "Text to display next to the data, in the language of the answer."
          },
          "license": {
            "type": "string",
            "format": "uri",
            "enum": [
              "https://creativecommons.org/licenses/by/4.0/"
            ]
          },
          "web_url": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 2048,
            "format": "uri",
            "description": "Equivalent page on the public website."
          }
        }
      }
    },
    "additionalProperties": false
  },
  "find_routes": {
    "type": "object",
    "required": [
      "data",
      "meta"
    ],
    "properties": {
      "data": {
        "type": "object",
        "required": [
          "total",
          "routes"
        ],
        "properties": {
          "total": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 100000,
            "description": "Matching routes before the limit."
          },
          "routes": {
            "type": "array",
            "maxItems": 1000,
            "items": {
              "type": "object",
              "required": [
                "slug",
                "title",
                "type",
                "community",
                "communities",
                "summary",
                "direct_answer",
                "length_km",
                "duration_hours",
                "best_season",
                "highlights",
                "tags",
                "url",
                "web_url"
              ],
              "properties": {
                "slug": {
                  "type": "string",
                  "maxLength": 120
                },
                "title": {
                  "type": "string",
                  "maxLength": 300
                },
                "type": {
                  "type": "string",
                  "enum": [
                    "moto",
                    "rurales",
                    "costa",
                    "montana",
                    "clasicas"
                  ]
                },
                "community": {
                  "type": "object",
                  "required": [
                    "code",
                    "slug",
                    "name"
                  ],
                  "properties": {
                    "code": {
                      "type": "string",
                      "maxLength": 20
                    },
                    "slug": {
                      "type": "string",
                      "maxLength": 120
                    },
                    "name": {
                      "type": "string",
                      "maxLength": 200
                    }
                  }
                },
                "communities": {
                  "type": "array",
                  "maxItems": 20,
                  "items": {
                    "type": "string",
                    "maxLength": 60
                  },
                  "description": "Slugs of every community crossed."
                },
                "summary": {
                  "type": "string",
                  "maxLength": 1000
                },
                "direct_answer": {
                  "type": "string",
                  "maxLength": 1000
                },
                "length_km": {
                  "type": "number"
                },
                "duration_hours": {
                  "type": "number"
                },
                "best_season": {
                  "type": "array",
                  "maxItems": 4,
                  "items": {
                    "type": "string",
                    "enum": [
                      "primavera",
                      "verano",
                      "otono",
                      "invierno"
                    ]
                  }
                },
                "highlights": {
                  "type": "array",
                  "maxItems": 50,
                  "items": {
                    "type": "string",
                    "maxLength": 300
                  }
                },
                "tags": {
                  "type": "array",
                  "maxItems": 50,
                  "items": {
                    "type": "string",
                    "maxLength": 60
                  }
                },
                "url": {
                  "type": "string",
                  "maxLength": 2048,
                  "format": "uri"
                },
                "web_url": {
                  "type": "string",
                  "maxLength": 2048,
                  "format": "uri"
                }
              }
            }
          }
        }
      },
      "meta": {
        "type": "object",
        "description": "Identical on every success (`/v1/changes` adds how to go on, ChangesMeta).",
        "required": [
          "api_version",
          "request_id",
          "last_updated",
          "next_update",
          "data_age_seconds",
          "stale",
          "source",
          "attribution",
          "license",
          "web_url"
        ],
        "properties": {
          "api_version": {
            "type": "string",
            "enum": [
              "v1"
            ]
          },
          "request_id": {
            "type": "string",
            "maxLength": 36,
            "description": "Equals the X-Request-Id header."
          },
          "last_updated": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 30,
            "format": "date-time",
            "description": "Time of the last data update (UTC)."
          },
          "next_update": {
            "type": "string",
            "maxLength": 30,
            "format": "date-time",
            "description": "Expected time of the next update (about 08:00 or 20:00 Europe/Madrid)."
          },
          "data_age_seconds": {
            "type": [
              "integer",
              "null"
            ],
            "format": "int32",
            "minimum": 0,
            "maximum": 2147483647
          },
          "stale": {
            "type": "boolean",
            "description": "true when the data served may not be the latest the service should serve, and the answer is then cached 60 seconds (`Cache-Control: public, max-age=60`): the last refresh failed and the last good copy is served; the embedded sample is served because the ministry's register could not be loaded; or the data is overdue, whatever the cause (the register down or answering old data, the refresher stopped, a reader whose writer no longer publishes). The data is overdue when it is past its expected update, 12 hours after its time (`last_updated`: the register is read twice a day, 12 hours apart), by more than a grace of 2 hours (the retries of a failed refresh every 5 minutes, the 13-hour night when the clocks go back), that is when `data_age_seconds` is 50400 or more."
          },
          "source": {
            "type": "string",
            "maxLength": 500,
            "description": "Name of the price source, in the language of the answer (the ministry's own English name in English); says \"sample\" (MUESTRA in Spanish) when the embedded sample is served."
          },
          "attribution": {
            "type": "string",
            "maxLength": 500,
            "description": "Text to display next to the data, in the language of the answer."
          },
          "license": {
            "type": "string",
            "format": "uri",
            "enum": [
              "https://creativecommons.org/licenses/by/4.0/"
            ]
          },
          "web_url": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 2048,
            "format": "uri",
            "description": "Equivalent page on the public website."
          }
        }
      }
    },
    "additionalProperties": false
  },
  "get_route": {
    "type": "object",
    "required": [
      "data",
      "meta"
    ],
    "properties": {
      "data": {
        "type": "object",
        "required": [
          "route",
          "fuel",
          "unit",
          "currency",
          "corridor_km",
          "stations",
          "trip_cost"
        ],
        "properties": {
          "route": {
            "allOf": [
              {
                "type": "object",
                "required": [
                  "slug",
                  "title",
                  "type",
                  "community",
                  "communities",
                  "summary",
                  "direct_answer",
                  "length_km",
                  "duration_hours",
                  "best_season",
                  "highlights",
                  "tags",
                  "url",
                  "web_url"
                ],
                "properties": {
                  "slug": {
                    "type": "string",
                    "maxLength": 120
                  },
                  "title": {
                    "type": "string",
                    "maxLength": 300
                  },
                  "type": {
                    "type": "string",
                    "enum": [
                      "moto",
                      "rurales",
                      "costa",
                      "montana",
                      "clasicas"
                    ]
                  },
                  "community": {
                    "type": "object",
                    "required": [
                      "code",
                      "slug",
                      "name"
                    ],
                    "properties": {
                      "code": {
                        "type": "string",
                        "maxLength": 20
                      },
                      "slug": {
                        "type": "string",
                        "maxLength": 120
                      },
                      "name": {
                        "type": "string",
                        "maxLength": 200
                      }
                    }
                  },
                  "communities": {
                    "type": "array",
                    "maxItems": 20,
                    "items": {
                      "type": "string",
                      "maxLength": 60
                    },
                    "description": "Slugs of every community crossed."
                  },
                  "summary": {
                    "type": "string",
                    "maxLength": 1000
                  },
                  "direct_answer": {
                    "type": "string",
                    "maxLength": 1000
                  },
                  "length_km": {
                    "type": "number"
                  },
                  "duration_hours": {
                    "type": "number"
                  },
                  "best_season": {
                    "type": "array",
                    "maxItems": 4,
                    "items": {
                      "type": "string",
                      "enum": [
                        "primavera",
                        "verano",
                        "otono",
                        "invierno"
                      ]
                    }
                  },
                  "highlights": {
                    "type": "array",
                    "maxItems": 50,
                    "items": {
                      "type": "string",
                      "maxLength": 300
                    }
                  },
                  "tags": {
                    "type": "array",
                    "maxItems": 50,
                    "items": {
                      "type": "string",
                      "maxLength": 60
                    }
                  },
                  "url": {
                    "type": "string",
                    "maxLength": 2048,
                    "format": "uri"
                  },
                  "web_url": {
                    "type": "string",
                    "maxLength": 2048,
                    "format": "uri"
                  }
                }
              },
              {
                "type": "object",
                "required": [
                  "path",
                  "photos",
                  "body_markdown",
                  "faq",
                  "sources"
                ],
                "properties": {
                  "path": {
                    "type": "array",
                    "maxItems": 1000,
                    "items": {
                      "type": "object",
                      "required": [
                        "name",
                        "lat",
                        "lng"
                      ],
                      "properties": {
                        "name": {
                          "type": "string",
                          "maxLength": 200
                        },
                        "lat": {
                          "type": "number"
                        },
                        "lng": {
                          "type": "number"
                        }
                      }
                    }
                  },
                  "photos": {
                    "type": "array",
                    "maxItems": 50,
                    "items": {
                      "type": "object",
                      "required": [
                        "caption",
                        "author",
                        "license",
                        "source_url",
                        "credit_confirmed_at"
                      ],
                      "properties": {
                        "caption": {
                          "type": "string",
                          "maxLength": 500
                        },
                        "author": {
                          "type": "string",
                          "maxLength": 200
                        },
                        "license": {
                          "type": "string",
                          "maxLength": 100
                        },
                        "source_url": {
                          "type": "string",
                          "maxLength": 2048,
                          "format": "uri",
                          "description": "The file page on Wikimedia Commons."
                        },
                        "credit_confirmed_at": {
                          "type": [
                            "string",
                            "null"
                          ],
                          "format": "date",
                          "maxLength": 10,
                          "description": "The day the author and licence above were last found equal to those of the file page on Wikimedia Commons (`npm run check:credits`). null when the credit was quoted from a third-party list and not checked against Commons: clients must not present it as verified."
                        }
                      }
                    }
                  },
                  "body_markdown": {
                    "type": "string",
                    "maxLength": 100000
                  },
                  "faq": {
                    "type": "array",
                    "maxItems": 100,
                    "items": {
                      "type": "object",
                      "required": [
                        "question",
                        "answer"
                      ],
                      "properties": {
                        "question": {
                          "type": "string",
                          "maxLength": 500
                        },
                        "answer": {
                          "type": "string",
                          "maxLength": 5000
                        }
                      }
                    }
                  },
                  "sources": {
                    "type": "array",
                    "maxItems": 100,
                    "items": {
                      "type": "object",
                      "required": [
                        "title",
                        "url"
                      ],
                      "properties": {
                        "title": {
                          "type": "string",
                          "maxLength": 300
                        },
                        "url": {
                          "type": "string",
                          "maxLength": 2048,
                          "format": "uri"
                        }
                      }
                    }
                  }
                }
              }
            ]
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
            "description": "gasoline_95 Gasolina 95 E5, gasoline_98 Gasolina 98 E5, diesel Gasóleo A, diesel_premium Gasóleo Premium, lpg autogas (GLP), cng compressed natural gas (EUR/kg)."
          },
          "unit": {
            "type": "string",
            "enum": [
              "L",
              "kg"
            ],
            "description": "Litres or kilograms (natural gas)."
          },
          "currency": {
            "type": "string",
            "enum": [
              "EUR"
            ]
          },
          "corridor_km": {
            "type": "number",
            "enum": [
              3
            ]
          },
          "stations": {
            "type": "array",
            "maxItems": 50,
            "items": {
              "type": "object",
              "description": "A station in a list. The optional fields appear where the endpoint computes them; `price_since`, `previous_price` and `cheaper_than_pct` put the entry's `price` in context (null when it is null), in every list of stations. The fields marked `x-station-static: true` are the same in every entry of one station and one fuel or product until the next refresh.",
              "required": [
                "id",
                "name",
                "brand",
                "address",
                "postal_code",
                "municipality",
                "province",
                "community",
                "lat",
                "lng",
                "is_24h",
                "hours",
                "open_now",
                "next_change_at",
                "low_tax_area",
                "web_url"
              ],
              "properties": {
                "id": {
                  "x-station-static": true,
                  "type": "integer",
                  "format": "int32",
                  "minimum": 1,
                  "maximum": 2147483647,
                  "description": "The ministry's station id (IDEESS)."
                },
                "name": {
                  "x-station-static": true,
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 200
                },
                "brand": {
                  "type": [
                    "object",
                    "null"
                  ],
                  "description": "The station's brand; null only if the register gives no sign at all (unbranded stations use slug independiente).",
                  "required": [
                    "slug",
                    "name"
                  ],
                  "properties": {
                    "slug": {
                      "type": "string",
                      "maxLength": 120
                    },
                    "name": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 200
                    }
                  },
                  "x-station-static": true
                },
                "address": {
                  "x-station-static": true,
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 300
                },
                "postal_code": {
                  "x-station-static": true,
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 10
                },
                "municipality": {
                  "x-station-static": true,
                  "type": "object",
                  "required": [
                    "id",
                    "name"
                  ],
                  "properties": {
                    "id": {
                      "type": [
                        "integer",
                        "null"
                      ],
                      "format": "int32",
                      "minimum": 1,
                      "maximum": 2147483647,
                      "description": "The ministry's municipality id; null if the register gives none."
                    },
                    "name": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 200
                    }
                  }
                },
                "province": {
                  "x-station-static": true,
                  "type": "object",
                  "required": [
                    "code",
                    "name"
                  ],
                  "properties": {
                    "code": {
                      "type": "string",
                      "maxLength": 20
                    },
                    "name": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 200
                    }
                  }
                },
                "community": {
                  "x-station-static": true,
                  "type": "object",
                  "required": [
                    "code",
                    "name"
                  ],
                  "properties": {
                    "code": {
                      "type": "string",
                      "maxLength": 20
                    },
                    "name": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 200
                    }
                  }
                },
                "lat": {
                  "x-station-static": true,
                  "type": "number"
                },
                "lng": {
                  "x-station-static": true,
                  "type": "number"
                },
                "is_24h": {
                  "x-station-static": true,
                  "type": "boolean"
                },
                "hours": {
                  "x-station-static": true,
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 300,
                  "description": "Opening hours as the register writes them."
                },
                "open_now": {
                  "type": [
                    "boolean",
                    "null"
                  ],
                  "description": "Open at the time of the request in Europe/Madrid, from the structured opening hours; null when the register's hours cannot be read. Public holidays are unknown to the register's hours and are not taken into account: a station may be closed on a holiday while open_now says true. An answer holding open_now is cached, by the API and through Cache-Control max-age, only until the first station it read opens or closes."
                },
                "next_change_at": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 25,
                  "format": "date-time",
                  "description": "The instant the station next opens or closes (whichever open_now says it does next), in Europe/Madrid with its offset, to the minute (`2026-08-22T22:00:00+02:00`), read from the same opening hours as open_now; null for a station open all week (24 hours) and when the register's hours cannot be read. Public holidays are not taken into account."
                },
                "low_tax_area": {
                  "x-station-static": true,
                  "type": "boolean",
                  "description": "Canary Islands, Ceuta or Melilla (no hydrocarbon tax)."
                },
                "price": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "minimum": 0,
                  "description": "Euros per unit, three decimals; null when there is none.",
                  "x-station-static": true
                },
                "price_updated_at": {
                  "x-station-static": true,
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 30,
                  "format": "date-time"
                },
                "price_since": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 10,
                  "format": "date",
                  "description": "Since when the station has charged this exact price for this fuel or product: the first date of the unbroken run of days, ending on the data's date, on which it showed this price. The days are those of the 90-day window that ends on the data's date for which the register published a list (the history files, the `daily-prices` download and the archive's `prices-YYYY-MM.parquet` hold one row per station, fuel and such day; the data's date is today's list). A day without any list is skipped: unknown, not a change. A day whose list shows no price of this fuel at this station (or does not list the station) ends the run, as a different price does. null when the run reaches back to the first day held in the window (the price may be older), and when the entry has no price.",
                  "x-station-static": true
                },
                "previous_price": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "minimum": 0,
                  "description": "The station's price of this fuel or product on the day held just before the run of `price_since` (the latest day with a list before it): what it charged before the current price. null when `price_since` is null, and when the station showed no price of it that day.",
                  "x-station-static": true
                },
                "cheaper_than_pct": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "minimum": 0,
                  "maximum": 100,
                  "description": "How many of the province's stations that sell this fuel or product today charge strictly more, as a share of all of them (this station included): 100 × (stations of the same province, public, with a price of it in today's list, whose price is higher) / (those with a price of it), rounded half away from zero to one decimal. 0 for the dearest, (n − 1) / n × 100 for the only cheapest; equal prices do not count as higher. null when the entry has no price.",
                  "x-station-static": true
                },
                "distance_km": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "description": "Distance from the search centre."
                },
                "distance_to_route_km": {
                  "type": [
                    "number",
                    "null"
                  ]
                },
                "position_km": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "description": "Distance along the route to the point of the route nearest the station."
                },
                "total_cost": {
                  "type": "object",
                  "description": "On /v1/stations/nearby with sort=total_cost: litres × price_after_discount + detour_fuel_l × price, euros to 3 decimals (rounded once), where price_after_discount is the price less the brand's discount (never below 0), detour_km is distance_km × 1.3 (one way, an estimate of the road distance, 3 decimals) and detour_fuel_l = 2 × detour_km × consumption_l_100km / 100 (3 decimals shown).",
                  "required": [
                    "litres",
                    "price_after_discount",
                    "detour_km",
                    "detour_fuel_l",
                    "cost"
                  ],
                  "properties": {
                    "litres": {
                      "type": "number"
                    },
                    "price_after_discount": {
                      "type": "number",
                      "minimum": 0,
                      "description": "Euros per unit, three decimals."
                    },
                    "detour_km": {
                      "type": "number"
                    },
                    "detour_fuel_l": {
                      "type": "number"
                    },
                    "cost": {
                      "type": "number"
                    }
                  }
                },
                "web_url": {
                  "type": "string",
                  "maxLength": 2048,
                  "format": "uri"
                }
              }
            }
          },
          "trip_cost": {
            "type": "object",
            "description": "length_km × consumption_per_100km / 100 × price.",
            "required": [
              "length_km",
              "consumption_per_100km",
              "consumption_source",
              "quantity",
              "price",
              "price_source",
              "cost"
            ],
            "properties": {
              "length_km": {
                "type": "number"
              },
              "consumption_per_100km": {
                "type": "number"
              },
              "consumption_source": {
                "type": "string",
                "enum": [
                  "caller",
                  "default"
                ]
              },
              "quantity": {
                "type": "number",
                "description": "Litres (kg for cng)."
              },
              "price": {
                "type": [
                  "number",
                  "null"
                ],
                "minimum": 0,
                "description": "Euros per unit, three decimals; null when there is none."
              },
              "price_source": {
                "type": "string",
                "enum": [
                  "corridor_average",
                  "spain_average",
                  "none"
                ]
              },
              "cost": {
                "type": [
                  "number",
                  "null"
                ],
                "description": "Euros; null when no price exists."
              }
            }
          }
        }
      },
      "meta": {
        "type": "object",
        "description": "Identical on every success (`/v1/changes` adds how to go on, ChangesMeta).",
        "required": [
          "api_version",
          "request_id",
          "last_updated",
          "next_update",
          "data_age_seconds",
          "stale",
          "source",
          "attribution",
          "license",
          "web_url"
        ],
        "properties": {
          "api_version": {
            "type": "string",
            "enum": [
              "v1"
            ]
          },
          "request_id": {
            "type": "string",
            "maxLength": 36,
            "description": "Equals the X-Request-Id header."
          },
          "last_updated": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 30,
            "format": "date-time",
            "description": "Time of the last data update (UTC)."
          },
          "next_update": {
            "type": "string",
            "maxLength": 30,
            "format": "date-time",
            "description": "Expected time of the next update (about 08:00 or 20:00 Europe/Madrid)."
          },
          "data_age_seconds": {
            "type": [
              "integer",
              "null"
            ],
            "format": "int32",
            "minimum": 0,
            "maximum": 2147483647
          },
          "stale": {
            "type": "boolean",
            "description": "true when the data served may not be the latest the service should serve, and the answer is then cached 60 seconds (`Cache-Control: public, max-age=60`): the last refresh failed and the last good copy is served; the embedded sample is served because the ministry's register could not be loaded; or the data is overdue, whatever the cause (the register down or answering old data, the refresher stopped, a reader whose writer no longer publishes). The data is overdue when it is past its expected update, 12 hours after its time (`last_updated`: the register is read twice a day, 12 hours apart), by more than a grace of 2 hours (the retries of a failed refresh every 5 minutes, the 13-hour night when the clocks go back), that is when `data_age_seconds` is 50400 or more."
          },
          "source": {
            "type": "string",
            "maxLength": 500,
            "description": "Name of the price source, in the language of the answer (the ministry's own English name in English); says \"sample\" (MUESTRA in Spanish) when the embedded sample is served."
          },
          "attribution": {
            "type": "string",
            "maxLength": 500,
            "description": "Text to display next to the data, in the language of the answer."
          },
          "license": {
            "type": "string",
            "format": "uri",
            "enum": [
              "https://creativecommons.org/licenses/by/4.0/"
            ]
          },
          "web_url": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 2048,
            "format": "uri",
            "description": "Equivalent page on the public website."
          }
        }
      }
    },
    "additionalProperties": false
  },
  "search_content": {
    "type": "object",
    "required": [
      "data",
      "meta"
    ],
    "properties": {
      "data": {
        "type": "object",
        "required": [
          "query",
          "total",
          "results"
        ],
        "properties": {
          "query": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 100
          },
          "total": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 100000
          },
          "results": {
            "type": "array",
            "maxItems": 50,
            "items": {
              "type": "object",
              "required": [
                "type",
                "slug",
                "title",
                "summary",
                "direct_answer",
                "tags",
                "published",
                "updated",
                "matched_in",
                "url",
                "web_url"
              ],
              "properties": {
                "type": {
                  "type": "string",
                  "enum": [
                    "guide",
                    "post",
                    "route"
                  ]
                },
                "slug": {
                  "type": "string",
                  "maxLength": 120
                },
                "title": {
                  "type": "string",
                  "maxLength": 300
                },
                "summary": {
                  "type": "string",
                  "maxLength": 1000
                },
                "direct_answer": {
                  "type": "string",
                  "maxLength": 1000
                },
                "tags": {
                  "type": "array",
                  "maxItems": 50,
                  "items": {
                    "type": "string",
                    "maxLength": 60
                  }
                },
                "published": {
                  "type": "string",
                  "maxLength": 10,
                  "format": "date"
                },
                "updated": {
                  "type": "string",
                  "maxLength": 10,
                  "format": "date"
                },
                "matched_in": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "enum": [
                    "title",
                    "direct_answer",
                    "body",
                    null
                  ],
                  "description": "Best field where the query matched; null without q."
                },
                "url": {
                  "type": "string",
                  "maxLength": 2048,
                  "format": "uri"
                },
                "web_url": {
                  "type": "string",
                  "maxLength": 2048,
                  "format": "uri"
                }
              }
            }
          }
        }
      },
      "meta": {
        "type": "object",
        "description": "Identical on every success (`/v1/changes` adds how to go on, ChangesMeta).",
        "required": [
          "api_version",
          "request_id",
          "last_updated",
          "next_update",
          "data_age_seconds",
          "stale",
          "source",
          "attribution",
          "license",
          "web_url"
        ],
        "properties": {
          "api_version": {
            "type": "string",
            "enum": [
              "v1"
            ]
          },
          "request_id": {
            "type": "string",
            "maxLength": 36,
            "description": "Equals the X-Request-Id header."
          },
          "last_updated": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 30,
            "format": "date-time",
            "description": "Time of the last data update (UTC)."
          },
          "next_update": {
            "type": "string",
            "maxLength": 30,
            "format": "date-time",
            "description": "Expected time of the next update (about 08:00 or 20:00 Europe/Madrid)."
          },
          "data_age_seconds": {
            "type": [
              "integer",
              "null"
            ],
            "format": "int32",
            "minimum": 0,
            "maximum": 2147483647
          },
          "stale": {
            "type": "boolean",
            "description": "true when the data served may not be the latest the service should serve, and the answer is then cached 60 seconds (`Cache-Control: public, max-age=60`): the last refresh failed and the last good copy is served; the embedded sample is served because the ministry's register could not be loaded; or the data is overdue, whatever the cause (the register down or answering old data, the refresher stopped, a reader whose writer no longer publishes). The data is overdue when it is past its expected update, 12 hours after its time (`last_updated`: the register is read twice a day, 12 hours apart), by more than a grace of 2 hours (the retries of a failed refresh every 5 minutes, the 13-hour night when the clocks go back), that is when `data_age_seconds` is 50400 or more."
          },
          "source": {
            "type": "string",
            "maxLength": 500,
            "description": "Name of the price source, in the language of the answer (the ministry's own English name in English); says \"sample\" (MUESTRA in Spanish) when the embedded sample is served."
          },
          "attribution": {
            "type": "string",
            "maxLength": 500,
            "description": "Text to display next to the data, in the language of the answer."
          },
          "license": {
            "type": "string",
            "format": "uri",
            "enum": [
              "https://creativecommons.org/licenses/by/4.0/"
            ]
          },
          "web_url": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 2048,
            "format": "uri",
            "description": "Equivalent page on the public website."
          }
        }
      }
    },
    "additionalProperties": false
  },
  "get_article": {
    "type": "object",
    "required": [
      "data",
      "meta"
    ],
    "properties": {
      "data": {
        "type": "object",
        "required": [
          "type",
          "slug",
          "title",
          "summary",
          "direct_answer",
          "tags",
          "published",
          "updated",
          "body_markdown",
          "faq",
          "sources",
          "related",
          "web_url"
        ],
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "guide",
              "post",
              "route"
            ]
          },
          "slug": {
            "type": "string",
            "maxLength": 120
          },
          "title": {
            "type": "string",
            "maxLength": 300
          },
          "summary": {
            "type": "string",
            "maxLength": 1000
          },
          "direct_answer": {
            "type": "string",
            "maxLength": 1000
          },
          "tags": {
            "type": "array",
            "maxItems": 50,
            "items": {
              "type": "string",
              "maxLength": 60
            }
          },
          "published": {
            "type": "string",
            "maxLength": 10,
            "format": "date"
          },
          "updated": {
            "type": "string",
            "maxLength": 10,
            "format": "date"
          },
          "body_markdown": {
            "type": "string",
            "maxLength": 100000
          },
          "faq": {
            "type": "array",
            "maxItems": 100,
            "items": {
              "type": "object",
              "required": [
                "question",
                "answer"
              ],
              "properties": {
                "question": {
                  "type": "string",
                  "maxLength": 500
                },
                "answer": {
                  "type": "string",
                  "maxLength": 5000
                }
              }
            }
          },
          "sources": {
            "type": "array",
            "maxItems": 100,
            "items": {
              "type": "object",
              "required": [
                "title",
                "url"
              ],
              "properties": {
                "title": {
                  "type": "string",
                  "maxLength": 300
                },
                "url": {
                  "type": "string",
                  "maxLength": 2048,
                  "format": "uri"
                }
              }
            }
          },
          "related": {
            "type": "array",
            "maxItems": 100,
            "items": {
              "type": "object",
              "required": [
                "kind",
                "title",
                "url"
              ],
              "properties": {
                "kind": {
                  "type": "string",
                  "enum": [
                    "guide",
                    "post",
                    "route",
                    "endpoint"
                  ]
                },
                "title": {
                  "type": "string",
                  "maxLength": 300
                },
                "url": {
                  "type": "string",
                  "maxLength": 2048,
                  "format": "uri",
                  "description": "The API address of the item or endpoint."
                }
              }
            }
          },
          "web_url": {
            "type": "string",
            "maxLength": 2048,
            "format": "uri"
          }
        }
      },
      "meta": {
        "type": "object",
        "description": "Identical on every success (`/v1/changes` adds how to go on, ChangesMeta).",
        "required": [
          "api_version",
          "request_id",
          "last_updated",
          "next_update",
          "data_age_seconds",
          "stale",
          "source",
          "attribution",
          "license",
          "web_url"
        ],
        "properties": {
          "api_version": {
            "type": "string",
            "enum": [
              "v1"
            ]
          },
          "request_id": {
            "type": "string",
            "maxLength": 36,
            "description": "Equals the X-Request-Id header."
          },
          "last_updated": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 30,
            "format": "date-time",
            "description": "Time of the last data update (UTC)."
          },
          "next_update": {
            "type": "string",
            "maxLength": 30,
            "format": "date-time",
            "description": "Expected time of the next update (about 08:00 or 20:00 Europe/Madrid)."
          },
          "data_age_seconds": {
            "type": [
              "integer",
              "null"
            ],
            "format": "int32",
            "minimum": 0,
            "maximum": 2147483647
          },
          "stale": {
            "type": "boolean",
            "description": "true when the data served may not be the latest the service should serve, and the answer is then cached 60 seconds (`Cache-Control: public, max-age=60`): the last refresh failed and the last good copy is served; the embedded sample is served because the ministry's register could not be loaded; or the data is overdue, whatever the cause (the register down or answering old data, the refresher stopped, a reader whose writer no longer publishes). The data is overdue when it is past its expected update, 12 hours after its time (`last_updated`: the register is read twice a day, 12 hours apart), by more than a grace of 2 hours (the retries of a failed refresh every 5 minutes, the 13-hour night when the clocks go back), that is when `data_age_seconds` is 50400 or more."
          },
          "source": {
            "type": "string",
            "maxLength": 500,
            "description": "Name of the price source, in the language of the answer (the ministry's own English name in English); says \"sample\" (MUESTRA in Spanish) when the embedded sample is served."
          },
          "attribution": {
            "type": "string",
            "maxLength": 500,
            "description": "Text to display next to the data, in the language of the answer."
          },
          "license": {
            "type": "string",
            "format": "uri",
            "enum": [
              "https://creativecommons.org/licenses/by/4.0/"
            ]
          },
          "web_url": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 2048,
            "format": "uri",
            "description": "Equivalent page on the public website."
          }
        }
      }
    },
    "additionalProperties": false
  },
  "calculate_trip_cost": {
    "type": "object",
    "required": [
      "data",
      "meta"
    ],
    "properties": {
      "data": {
        "oneOf": [
          {
            "type": "object",
            "required": [
              "fuel",
              "unit",
              "currency",
              "distance_source",
              "straight_line_km",
              "road_factor",
              "one_way_km",
              "round_trip",
              "total_km",
              "consumption_per_100km",
              "consumption_source",
              "quantity",
              "price",
              "price_source",
              "province",
              "cost",
              "people",
              "cost_per_person",
              "formula"
            ],
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
                "description": "gasoline_95 Gasolina 95 E5, gasoline_98 Gasolina 98 E5, diesel Gasóleo A, diesel_premium Gasóleo Premium, lpg autogas (GLP), cng compressed natural gas (EUR/kg)."
              },
              "unit": {
                "type": "string",
                "enum": [
                  "L",
                  "kg"
                ],
                "description": "Litres or kilograms (natural gas)."
              },
              "currency": {
                "type": "string",
                "enum": [
                  "EUR"
                ]
              },
              "distance_source": {
                "type": "string",
                "enum": [
                  "km",
                  "coordinates"
                ]
              },
              "straight_line_km": {
                "type": [
                  "number",
                  "null"
                ]
              },
              "road_factor": {
                "type": [
                  "number",
                  "null"
                ],
                "enum": [
                  1.25,
                  null
                ]
              },
              "one_way_km": {
                "type": "number"
              },
              "round_trip": {
                "type": "boolean"
              },
              "total_km": {
                "type": "number"
              },
              "consumption_per_100km": {
                "type": "number"
              },
              "consumption_source": {
                "type": "string",
                "enum": [
                  "caller",
                  "default"
                ]
              },
              "quantity": {
                "type": "number",
                "description": "Litres (kg for cng)."
              },
              "price": {
                "type": "number",
                "minimum": 0,
                "description": "Euros per unit, three decimals."
              },
              "price_source": {
                "type": "string",
                "enum": [
                  "caller",
                  "province_average",
                  "spain_average"
                ],
                "description": "Where the price used comes from."
              },
              "province": {
                "oneOf": [
                  {
                    "type": "object",
                    "required": [
                      "level",
                      "code",
                      "slug",
                      "name"
                    ],
                    "properties": {
                      "level": {
                        "type": "string",
                        "enum": [
                          "spain",
                          "community",
                          "province",
                          "municipality"
                        ]
                      },
                      "code": {
                        "type": "string",
                        "maxLength": 20
                      },
                      "slug": {
                        "type": "string",
                        "maxLength": 120
                      },
                      "name": {
                        "type": "string",
                        "maxLength": 200
                      }
                    }
                  },
                  {
                    "type": "null"
                  }
                ]
              },
              "cost": {
                "type": "number"
              },
              "people": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 9
              },
              "cost_per_person": {
                "type": "number"
              },
              "formula": {
                "type": "string",
                "maxLength": 500
              }
            }
          },
          {
            "type": "object",
            "required": [
              "fuel",
              "unit",
              "currency",
              "area",
              "capacity",
              "level",
              "level_fraction",
              "quantity_to_fill",
              "average_price",
              "average_price_source",
              "cheapest_price",
              "cheapest_station_id",
              "cost_at_average",
              "cost_at_cheapest",
              "difference",
              "formula"
            ],
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
                "description": "gasoline_95 Gasolina 95 E5, gasoline_98 Gasolina 98 E5, diesel Gasóleo A, diesel_premium Gasóleo Premium, lpg autogas (GLP), cng compressed natural gas (EUR/kg)."
              },
              "unit": {
                "type": "string",
                "enum": [
                  "L",
                  "kg"
                ],
                "description": "Litres or kilograms (natural gas)."
              },
              "currency": {
                "type": "string",
                "enum": [
                  "EUR"
                ]
              },
              "area": {
                "type": "object",
                "description": "The territory an answer is about.",
                "required": [
                  "level",
                  "code",
                  "name",
                  "web_url"
                ],
                "properties": {
                  "level": {
                    "type": "string",
                    "enum": [
                      "spain",
                      "community",
                      "province",
                      "municipality"
                    ]
                  },
                  "code": {
                    "type": "string",
                    "maxLength": 20,
                    "description": "INE code (es for Spain); ministry id for a municipality."
                  },
                  "name": {
                    "type": "string",
                    "maxLength": 200
                  },
                  "web_url": {
                    "type": "string",
                    "maxLength": 2048,
                    "format": "uri"
                  }
                }
              },
              "capacity": {
                "type": "number"
              },
              "level": {
                "type": "string",
                "enum": [
                  "vacio",
                  "reserva",
                  "1-4",
                  "1-2",
                  "3-4"
                ]
              },
              "level_fraction": {
                "type": "number",
                "description": "Fraction of the tank still full."
              },
              "quantity_to_fill": {
                "type": "number"
              },
              "average_price": {
                "type": "number",
                "minimum": 0,
                "description": "Euros per unit, three decimals."
              },
              "average_price_source": {
                "type": "string",
                "enum": [
                  "caller",
                  "province_average",
                  "spain_average"
                ],
                "description": "Where the price used comes from."
              },
              "cheapest_price": {
                "type": "number",
                "minimum": 0,
                "description": "Euros per unit, three decimals."
              },
              "cheapest_station_id": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 2147483647
              },
              "cost_at_average": {
                "type": "number"
              },
              "cost_at_cheapest": {
                "type": "number"
              },
              "difference": {
                "type": "number",
                "description": "cost_at_average − cost_at_cheapest."
              },
              "formula": {
                "type": "string",
                "maxLength": 500
              }
            }
          }
        ]
      },
      "meta": {
        "type": "object",
        "description": "Identical on every success (`/v1/changes` adds how to go on, ChangesMeta).",
        "required": [
          "api_version",
          "request_id",
          "last_updated",
          "next_update",
          "data_age_seconds",
          "stale",
          "source",
          "attribution",
          "license",
          "web_url"
        ],
        "properties": {
          "api_version": {
            "type": "string",
            "enum": [
              "v1"
            ]
          },
          "request_id": {
            "type": "string",
            "maxLength": 36,
            "description": "Equals the X-Request-Id header."
          },
          "last_updated": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 30,
            "format": "date-time",
            "description": "Time of the last data update (UTC)."
          },
          "next_update": {
            "type": "string",
            "maxLength": 30,
            "format": "date-time",
            "description": "Expected time of the next update (about 08:00 or 20:00 Europe/Madrid)."
          },
          "data_age_seconds": {
            "type": [
              "integer",
              "null"
            ],
            "format": "int32",
            "minimum": 0,
            "maximum": 2147483647
          },
          "stale": {
            "type": "boolean",
            "description": "true when the data served may not be the latest the service should serve, and the answer is then cached 60 seconds (`Cache-Control: public, max-age=60`): the last refresh failed and the last good copy is served; the embedded sample is served because the ministry's register could not be loaded; or the data is overdue, whatever the cause (the register down or answering old data, the refresher stopped, a reader whose writer no longer publishes). The data is overdue when it is past its expected update, 12 hours after its time (`last_updated`: the register is read twice a day, 12 hours apart), by more than a grace of 2 hours (the retries of a failed refresh every 5 minutes, the 13-hour night when the clocks go back), that is when `data_age_seconds` is 50400 or more."
          },
          "source": {
            "type": "string",
            "maxLength": 500,
            "description": "Name of the price source, in the language of the answer (the ministry's own English name in English); says \"sample\" (MUESTRA in Spanish) when the embedded sample is served."
          },
          "attribution": {
            "type": "string",
            "maxLength": 500,
            "description": "Text to display next to the data, in the language of the answer."
          },
          "license": {
            "type": "string",
            "format": "uri",
            "enum": [
              "https://creativecommons.org/licenses/by/4.0/"
            ]
          },
          "web_url": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 2048,
            "format": "uri",
            "description": "Equivalent page on the public website."
          }
        }
      }
    },
    "additionalProperties": false
  },
  "compare_vehicle_costs": {
    "type": "object",
    "required": [
      "data",
      "meta"
    ],
    "properties": {
      "data": {
        "type": "object",
        "required": [
          "compare",
          "km_per_year",
          "currency",
          "vehicles",
          "extra_price",
          "extra_yearly_cost",
          "yearly_saving",
          "payback_years",
          "break_even_km_per_year",
          "formula"
        ],
        "properties": {
          "compare": {
            "type": "string",
            "enum": [
              "petrol_vs_diesel",
              "ev_vs_fuel"
            ]
          },
          "km_per_year": {
            "type": "number"
          },
          "currency": {
            "type": "string",
            "enum": [
              "EUR"
            ]
          },
          "vehicles": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "items": {
              "type": "object",
              "required": [
                "vehicle",
                "consumption_per_100km",
                "consumption_unit",
                "energy_price",
                "energy_price_source",
                "cost_per_km",
                "cost_per_year"
              ],
              "properties": {
                "vehicle": {
                  "type": "string",
                  "enum": [
                    "petrol",
                    "diesel",
                    "electric"
                  ]
                },
                "consumption_per_100km": {
                  "type": "number"
                },
                "consumption_unit": {
                  "type": "string",
                  "enum": [
                    "L",
                    "kWh"
                  ]
                },
                "energy_price": {
                  "type": "number",
                  "description": "EUR per litre or per kWh."
                },
                "energy_price_source": {
                  "type": "string",
                  "enum": [
                    "caller",
                    "spain_average",
                    "default"
                  ]
                },
                "cost_per_km": {
                  "type": "number"
                },
                "cost_per_year": {
                  "type": "number",
                  "description": "Energy cost plus any extra yearly cost."
                }
              }
            }
          },
          "extra_price": {
            "type": "number",
            "description": "Extra purchase price of the diesel or electric car."
          },
          "extra_yearly_cost": {
            "type": "number"
          },
          "yearly_saving": {
            "type": "number",
            "description": "Yearly cost of the petrol car minus that of the other (negative when the other costs more)."
          },
          "payback_years": {
            "type": [
              "number",
              "null"
            ],
            "description": "null when the other car never pays off."
          },
          "break_even_km_per_year": {
            "type": [
              "number",
              "null"
            ]
          },
          "formula": {
            "type": "string",
            "maxLength": 500
          }
        }
      },
      "meta": {
        "type": "object",
        "description": "Identical on every success (`/v1/changes` adds how to go on, ChangesMeta).",
        "required": [
          "api_version",
          "request_id",
          "last_updated",
          "next_update",
          "data_age_seconds",
          "stale",
          "source",
          "attribution",
          "license",
          "web_url"
        ],
        "properties": {
          "api_version": {
            "type": "string",
            "enum": [
              "v1"
            ]
          },
          "request_id": {
            "type": "string",
            "maxLength": 36,
            "description": "Equals the X-Request-Id header."
          },
          "last_updated": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 30,
            "format": "date-time",
            "description": "Time of the last data update (UTC)."
          },
          "next_update": {
            "type": "string",
            "maxLength": 30,
            "format": "date-time",
            "description": "Expected time of the next update (about 08:00 or 20:00 Europe/Madrid)."
          },
          "data_age_seconds": {
            "type": [
              "integer",
              "null"
            ],
            "format": "int32",
            "minimum": 0,
            "maximum": 2147483647
          },
          "stale": {
            "type": "boolean",
            "description": "true when the data served may not be the latest the service should serve, and the answer is then cached 60 seconds (`Cache-Control: public, max-age=60`): the last refresh failed and the last good copy is served; the embedded sample is served because the ministry's register could not be loaded; or the data is overdue, whatever the cause (the register down or answering old data, the refresher stopped, a reader whose writer no longer publishes). The data is overdue when it is past its expected update, 12 hours after its time (`last_updated`: the register is read twice a day, 12 hours apart), by more than a grace of 2 hours (the retries of a failed refresh every 5 minutes, the 13-hour night when the clocks go back), that is when `data_age_seconds` is 50400 or more."
          },
          "source": {
            "type": "string",
            "maxLength": 500,
            "description": "Name of the price source, in the language of the answer (the ministry's own English name in English); says \"sample\" (MUESTRA in Spanish) when the embedded sample is served."
          },
          "attribution": {
            "type": "string",
            "maxLength": 500,
            "description": "Text to display next to the data, in the language of the answer."
          },
          "license": {
            "type": "string",
            "format": "uri",
            "enum": [
              "https://creativecommons.org/licenses/by/4.0/"
            ]
          },
          "web_url": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 2048,
            "format": "uri",
            "description": "Equivalent page on the public website."
          }
        }
      }
    },
    "additionalProperties": false
  },
  "calculate_savings": {
    "type": "object",
    "required": [
      "data",
      "meta"
    ],
    "properties": {
      "data": {
        "type": "object",
        "required": [
          "fuel",
          "unit",
          "currency",
          "usual_price",
          "cheap_price",
          "quantity_per_refuel",
          "refuels_per_month",
          "saving_per_unit",
          "saving_per_refuel",
          "detour",
          "net_saving_per_refuel",
          "saving_per_month",
          "saving_per_year",
          "formula"
        ],
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
            "description": "gasoline_95 Gasolina 95 E5, gasoline_98 Gasolina 98 E5, diesel Gasóleo A, diesel_premium Gasóleo Premium, lpg autogas (GLP), cng compressed natural gas (EUR/kg)."
          },
          "unit": {
            "type": "string",
            "enum": [
              "L",
              "kg"
            ],
            "description": "Litres or kilograms (natural gas)."
          },
          "currency": {
            "type": "string",
            "enum": [
              "EUR"
            ]
          },
          "usual_price": {
            "type": "number"
          },
          "cheap_price": {
            "type": "number"
          },
          "quantity_per_refuel": {
            "type": "number"
          },
          "refuels_per_month": {
            "type": "number"
          },
          "saving_per_unit": {
            "type": "number"
          },
          "saving_per_refuel": {
            "type": "number"
          },
          "detour": {
            "type": "object",
            "required": [
              "km",
              "consumption_per_100km",
              "consumption_source",
              "quantity",
              "cost",
              "worth_it"
            ],
            "properties": {
              "km": {
                "type": "number"
              },
              "consumption_per_100km": {
                "type": "number"
              },
              "consumption_source": {
                "type": "string",
                "enum": [
                  "caller",
                  "default"
                ]
              },
              "quantity": {
                "type": "number"
              },
              "cost": {
                "type": "number"
              },
              "worth_it": {
                "type": "boolean"
              }
            }
          },
          "net_saving_per_refuel": {
            "type": "number"
          },
          "saving_per_month": {
            "type": "number"
          },
          "saving_per_year": {
            "type": "number"
          },
          "formula": {
            "type": "string",
            "maxLength": 500
          }
        }
      },
      "meta": {
        "type": "object",
        "description": "Identical on every success (`/v1/changes` adds how to go on, ChangesMeta).",
        "required": [
          "api_version",
          "request_id",
          "last_updated",
          "next_update",
          "data_age_seconds",
          "stale",
          "source",
          "attribution",
          "license",
          "web_url"
        ],
        "properties": {
          "api_version": {
            "type": "string",
            "enum": [
              "v1"
            ]
          },
          "request_id": {
            "type": "string",
            "maxLength": 36,
            "description": "Equals the X-Request-Id header."
          },
          "last_updated": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 30,
            "format": "date-time",
            "description": "Time of the last data update (UTC)."
          },
          "next_update": {
            "type": "string",
            "maxLength": 30,
            "format": "date-time",
            "description": "Expected time of the next update (about 08:00 or 20:00 Europe/Madrid)."
          },
          "data_age_seconds": {
            "type": [
              "integer",
              "null"
            ],
            "format": "int32",
            "minimum": 0,
            "maximum": 2147483647
          },
          "stale": {
            "type": "boolean",
            "description": "true when the data served may not be the latest the service should serve, and the answer is then cached 60 seconds (`Cache-Control: public, max-age=60`): the last refresh failed and the last good copy is served; the embedded sample is served because the ministry's register could not be loaded; or the data is overdue, whatever the cause (the register down or answering old data, the refresher stopped, a reader whose writer no longer publishes). The data is overdue when it is past its expected update, 12 hours after its time (`last_updated`: the register is read twice a day, 12 hours apart), by more than a grace of 2 hours (the retries of a failed refresh every 5 minutes, the 13-hour night when the clocks go back), that is when `data_age_seconds` is 50400 or more."
          },
          "source": {
            "type": "string",
            "maxLength": 500,
            "description": "Name of the price source, in the language of the answer (the ministry's own English name in English); says \"sample\" (MUESTRA in Spanish) when the embedded sample is served."
          },
          "attribution": {
            "type": "string",
            "maxLength": 500,
            "description": "Text to display next to the data, in the language of the answer."
          },
          "license": {
            "type": "string",
            "format": "uri",
            "enum": [
              "https://creativecommons.org/licenses/by/4.0/"
            ]
          },
          "web_url": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 2048,
            "format": "uri",
            "description": "Equivalent page on the public website."
          }
        }
      }
    },
    "additionalProperties": false
  },
  "calculate_adblue": {
    "type": "object",
    "required": [
      "data",
      "meta"
    ],
    "properties": {
      "data": {
        "type": "object",
        "required": [
          "km_per_year",
          "litres_per_1000km",
          "litres_per_year",
          "litres_per_month",
          "price",
          "price_source",
          "currency",
          "cost_per_year",
          "cost_per_month",
          "tank_litres",
          "refills_per_year",
          "formula"
        ],
        "properties": {
          "km_per_year": {
            "type": "number"
          },
          "litres_per_1000km": {
            "type": "number"
          },
          "litres_per_year": {
            "type": "number"
          },
          "litres_per_month": {
            "type": "number"
          },
          "price": {
            "type": "number"
          },
          "price_source": {
            "type": "string",
            "enum": [
              "caller",
              "spain_average"
            ]
          },
          "currency": {
            "type": "string",
            "enum": [
              "EUR"
            ]
          },
          "cost_per_year": {
            "type": "number"
          },
          "cost_per_month": {
            "type": "number"
          },
          "tank_litres": {
            "type": [
              "number",
              "null"
            ]
          },
          "refills_per_year": {
            "type": [
              "number",
              "null"
            ]
          },
          "formula": {
            "type": "string",
            "maxLength": 500
          }
        }
      },
      "meta": {
        "type": "object",
        "description": "Identical on every success (`/v1/changes` adds how to go on, ChangesMeta).",
        "required": [
          "api_version",
          "request_id",
          "last_updated",
          "next_update",
          "data_age_seconds",
          "stale",
          "source",
          "attribution",
          "license",
          "web_url"
        ],
        "properties": {
          "api_version": {
            "type": "string",
            "enum": [
              "v1"
            ]
          },
          "request_id": {
            "type": "string",
            "maxLength": 36,
            "description": "Equals the X-Request-Id header."
          },
          "last_updated": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 30,
            "format": "date-time",
            "description": "Time of the last data update (UTC)."
          },
          "next_update": {
            "type": "string",
            "maxLength": 30,
            "format": "date-time",
            "description": "Expected time of the next update (about 08:00 or 20:00 Europe/Madrid)."
          },
          "data_age_seconds": {
            "type": [
              "integer",
              "null"
            ],
            "format": "int32",
            "minimum": 0,
            "maximum": 2147483647
          },
          "stale": {
            "type": "boolean",
            "description": "true when the data served may not be the latest the service should serve, and the answer is then cached 60 seconds (`Cache-Control: public, max-age=60`): the last refresh failed and the last good copy is served; the embedded sample is served because the ministry's register could not be loaded; or the data is overdue, whatever the cause (the register down or answering old data, the refresher stopped, a reader whose writer no longer publishes). The data is overdue when it is past its expected update, 12 hours after its time (`last_updated`: the register is read twice a day, 12 hours apart), by more than a grace of 2 hours (the retries of a failed refresh every 5 minutes, the 13-hour night when the clocks go back), that is when `data_age_seconds` is 50400 or more."
          },
          "source": {
            "type": "string",
            "maxLength": 500,
            "description": "Name of the price source, in the language of the answer (the ministry's own English name in English); says \"sample\" (MUESTRA in Spanish) when the embedded sample is served."
          },
          "attribution": {
            "type": "string",
            "maxLength": 500,
            "description": "Text to display next to the data, in the language of the answer."
          },
          "license": {
            "type": "string",
            "format": "uri",
            "enum": [
              "https://creativecommons.org/licenses/by/4.0/"
            ]
          },
          "web_url": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 2048,
            "format": "uri",
            "description": "Equivalent page on the public website."
          }
        }
      }
    },
    "additionalProperties": false
  },
  "explain_fuel_price": {
    "type": "object",
    "required": [
      "data",
      "meta"
    ],
    "properties": {
      "data": {
        "oneOf": [
          {
            "type": "object",
            "required": [
              "fuel",
              "unit",
              "currency",
              "date",
              "regime",
              "area",
              "price",
              "price_source",
              "components",
              "taxes_total",
              "taxes_share_pct",
              "verified",
              "notes"
            ],
            "properties": {
              "fuel": {
                "type": "string",
                "enum": [
                  "gasoline_95",
                  "gasoline_98",
                  "diesel",
                  "diesel_premium"
                ]
              },
              "unit": {
                "type": "string",
                "enum": [
                  "L"
                ]
              },
              "currency": {
                "type": "string",
                "enum": [
                  "EUR"
                ]
              },
              "date": {
                "type": "string",
                "maxLength": 10,
                "format": "date",
                "description": "Date whose tax rates apply (the date of the data)."
              },
              "regime": {
                "type": "string",
                "enum": [
                  "peninsula_baleares",
                  "canarias",
                  "ceuta_melilla"
                ]
              },
              "area": {
                "type": "object",
                "description": "The territory an answer is about.",
                "required": [
                  "level",
                  "code",
                  "name",
                  "web_url"
                ],
                "properties": {
                  "level": {
                    "type": "string",
                    "enum": [
                      "spain",
                      "community",
                      "province",
                      "municipality"
                    ]
                  },
                  "code": {
                    "type": "string",
                    "maxLength": 20,
                    "description": "INE code (es for Spain); ministry id for a municipality."
                  },
                  "name": {
                    "type": "string",
                    "maxLength": 200
                  },
                  "web_url": {
                    "type": "string",
                    "maxLength": 2048,
                    "format": "uri"
                  }
                }
              },
              "price": {
                "type": "number"
              },
              "price_source": {
                "type": "string",
                "enum": [
                  "caller",
                  "province_average",
                  "spain_average"
                ],
                "description": "Where the price used comes from."
              },
              "components": {
                "type": "array",
                "maxItems": 20,
                "items": {
                  "type": "object",
                  "required": [
                    "component",
                    "label",
                    "amount",
                    "share_pct",
                    "rate",
                    "verified"
                  ],
                  "properties": {
                    "component": {
                      "type": "string",
                      "enum": [
                        "product",
                        "hydrocarbon_excise",
                        "vat",
                        "canary_fuel_tax",
                        "ipsi"
                      ]
                    },
                    "label": {
                      "type": "string",
                      "maxLength": 100
                    },
                    "amount": {
                      "type": "number",
                      "description": "EUR per litre."
                    },
                    "share_pct": {
                      "type": "number"
                    },
                    "rate": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 100,
                      "description": "The rate applied, e.g. \"379 EUR/1000 L\" or \"21 %\"."
                    },
                    "verified": {
                      "type": "boolean"
                    }
                  }
                }
              },
              "taxes_total": {
                "type": "number"
              },
              "taxes_share_pct": {
                "type": "number"
              },
              "verified": {
                "type": "boolean",
                "description": "false when any rate used is not verified against the official gazette."
              },
              "notes": {
                "type": "array",
                "maxItems": 20,
                "items": {
                  "type": "string",
                  "maxLength": 1000
                }
              }
            }
          },
          {
            "type": "object",
            "required": [
              "date",
              "regimes",
              "current_reduction"
            ],
            "properties": {
              "date": {
                "type": "string",
                "maxLength": 10,
                "format": "date",
                "description": "The date of the data; rates \"in force\" are those of this day."
              },
              "regimes": {
                "type": "array",
                "maxItems": 20,
                "items": {
                  "type": "object",
                  "required": [
                    "regime",
                    "name",
                    "in_force",
                    "table"
                  ],
                  "properties": {
                    "regime": {
                      "type": "string",
                      "enum": [
                        "peninsula_baleares",
                        "canarias",
                        "ceuta_melilla"
                      ]
                    },
                    "name": {
                      "type": "string",
                      "maxLength": 200
                    },
                    "in_force": {
                      "type": "array",
                      "maxItems": 200,
                      "items": {
                        "type": "object",
                        "required": [
                          "tax",
                          "fuel",
                          "rate",
                          "unit",
                          "effective_from",
                          "effective_to",
                          "verified",
                          "source"
                        ],
                        "properties": {
                          "tax": {
                            "type": "string",
                            "enum": [
                              "hydrocarbon_excise",
                              "vat",
                              "canary_fuel_tax",
                              "igic",
                              "ipsi"
                            ]
                          },
                          "fuel": {
                            "type": [
                              "string",
                              "null"
                            ],
                            "maxLength": 60,
                            "description": "The fuel or product; null when the rate applies to all."
                          },
                          "rate": {
                            "type": [
                              "number",
                              "null"
                            ],
                            "description": "null when the project does not know the figure."
                          },
                          "unit": {
                            "type": "string",
                            "enum": [
                              "eur_per_1000_l",
                              "eur_per_tonne",
                              "eur_per_gj",
                              "percent"
                            ]
                          },
                          "effective_from": {
                            "type": [
                              "string",
                              "null"
                            ],
                            "maxLength": 10,
                            "format": "date"
                          },
                          "effective_to": {
                            "type": [
                              "string",
                              "null"
                            ],
                            "maxLength": 10,
                            "format": "date"
                          },
                          "verified": {
                            "type": "boolean"
                          },
                          "source": {
                            "type": "object",
                            "required": [
                              "title",
                              "url"
                            ],
                            "properties": {
                              "title": {
                                "type": "string",
                                "maxLength": 300
                              },
                              "url": {
                                "type": "string",
                                "maxLength": 2048,
                                "format": "uri"
                              }
                            }
                          }
                        }
                      }
                    },
                    "table": {
                      "type": "array",
                      "maxItems": 1000,
                      "items": {
                        "type": "object",
                        "required": [
                          "tax",
                          "fuel",
                          "rate",
                          "unit",
                          "effective_from",
                          "effective_to",
                          "verified",
                          "source"
                        ],
                        "properties": {
                          "tax": {
                            "type": "string",
                            "enum": [
                              "hydrocarbon_excise",
                              "vat",
                              "canary_fuel_tax",
                              "igic",
                              "ipsi"
                            ]
                          },
                          "fuel": {
                            "type": [
                              "string",
                              "null"
                            ],
                            "maxLength": 60,
                            "description": "The fuel or product; null when the rate applies to all."
                          },
                          "rate": {
                            "type": [
                              "number",
                              "null"
                            ],
                            "description": "null when the project does not know the figure."
                          },
                          "unit": {
                            "type": "string",
                            "enum": [
                              "eur_per_1000_l",
                              "eur_per_tonne",
                              "eur_per_gj",
                              "percent"
                            ]
                          },
                          "effective_from": {
                            "type": [
                              "string",
                              "null"
                            ],
                            "maxLength": 10,
                            "format": "date"
                          },
                          "effective_to": {
                            "type": [
                              "string",
                              "null"
                            ],
                            "maxLength": 10,
                            "format": "date"
                          },
                          "verified": {
                            "type": "boolean"
                          },
                          "source": {
                            "type": "object",
                            "required": [
                              "title",
                              "url"
                            ],
                            "properties": {
                              "title": {
                                "type": "string",
                                "maxLength": 300
                              },
                              "url": {
                                "type": "string",
                                "maxLength": 2048,
                                "format": "uri"
                              }
                            }
                          }
                        }
                      },
                      "description": "Every known rate with its dates."
                    }
                  }
                }
              },
              "current_reduction": {
                "type": [
                  "object",
                  "null"
                ],
                "required": [
                  "name",
                  "effective_from",
                  "effective_to",
                  "description",
                  "verified",
                  "source"
                ],
                "properties": {
                  "name": {
                    "type": "string",
                    "maxLength": 200
                  },
                  "effective_from": {
                    "type": "string",
                    "maxLength": 10,
                    "format": "date"
                  },
                  "effective_to": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 10,
                    "format": "date"
                  },
                  "description": {
                    "type": "string",
                    "maxLength": 1000
                  },
                  "verified": {
                    "type": "boolean"
                  },
                  "source": {
                    "type": "object",
                    "required": [
                      "title",
                      "url"
                    ],
                    "properties": {
                      "title": {
                        "type": "string",
                        "maxLength": 300
                      },
                      "url": {
                        "type": "string",
                        "maxLength": 2048,
                        "format": "uri"
                      }
                    }
                  }
                }
              }
            }
          }
        ]
      },
      "meta": {
        "type": "object",
        "description": "Identical on every success (`/v1/changes` adds how to go on, ChangesMeta).",
        "required": [
          "api_version",
          "request_id",
          "last_updated",
          "next_update",
          "data_age_seconds",
          "stale",
          "source",
          "attribution",
          "license",
          "web_url"
        ],
        "properties": {
          "api_version": {
            "type": "string",
            "enum": [
              "v1"
            ]
          },
          "request_id": {
            "type": "string",
            "maxLength": 36,
            "description": "Equals the X-Request-Id header."
          },
          "last_updated": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 30,
            "format": "date-time",
            "description": "Time of the last data update (UTC)."
          },
          "next_update": {
            "type": "string",
            "maxLength": 30,
            "format": "date-time",
            "description": "Expected time of the next update (about 08:00 or 20:00 Europe/Madrid)."
          },
          "data_age_seconds": {
            "type": [
              "integer",
              "null"
            ],
            "format": "int32",
            "minimum": 0,
            "maximum": 2147483647
          },
          "stale": {
            "type": "boolean",
            "description": "true when the data served may not be the latest the service should serve, and the answer is then cached 60 seconds (`Cache-Control: public, max-age=60`): the last refresh failed and the last good copy is served; the embedded sample is served because the ministry's register could not be loaded; or the data is overdue, whatever the cause (the register down or answering old data, the refresher stopped, a reader whose writer no longer publishes). The data is overdue when it is past its expected update, 12 hours after its time (`last_updated`: the register is read twice a day, 12 hours apart), by more than a grace of 2 hours (the retries of a failed refresh every 5 minutes, the 13-hour night when the clocks go back), that is when `data_age_seconds` is 50400 or more."
          },
          "source": {
            "type": "string",
            "maxLength": 500,
            "description": "Name of the price source, in the language of the answer (the ministry's own English name in English); says \"sample\" (MUESTRA in Spanish) when the embedded sample is served."
          },
          "attribution": {
            "type": "string",
            "maxLength": 500,
            "description": "Text to display next to the data, in the language of the answer."
          },
          "license": {
            "type": "string",
            "format": "uri",
            "enum": [
              "https://creativecommons.org/licenses/by/4.0/"
            ]
          },
          "web_url": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 2048,
            "format": "uri",
            "description": "Equivalent page on the public website."
          }
        }
      }
    },
    "additionalProperties": false
  }
};
