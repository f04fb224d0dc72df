// The character codes of JSON's syntax (RFC 8259), for the code that reads JSON text without parsing it whole: the
// register's streaming parser (etl/source/station-list-parser.ts) and the MCP server's kept calls (mcp/kept-calls.ts).
export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;
export const COLON = 0x3a;
export const COMMA = 0x2c;
export const OPEN_BRACE = 0x7b;
export const CLOSE_BRACE = 0x7d;
export const OPEN_BRACKET = 0x5b;
export const CLOSE_BRACKET = 0x5d;

/** JSON's whitespace: space, line feed, carriage return and tab. */
export const isJsonBlank = (code: number | undefined): boolean =>
  code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
