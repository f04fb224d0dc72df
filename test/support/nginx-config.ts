// Reads an nginx configuration into its directives and evaluates its `map` blocks as nginx does, so unit tests can
// hold the shipped edge (deploy/nginx.conf) against the service's own rules without starting nginx. Enough of
// nginx's grammar for that: quoted and bare words, `;` and blocks, `#` comments outside quotes.

export interface Directive {
  name: string;
  args: string[];
  /** The block's directives, for a directive with a block (`http { … }`). */
  block?: Directive[];
}

/** The words of a configuration: quoted strings (quotes removed, may span lines), bare words, `{`, `}` and `;`. */
export function nginxTokens(text: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (/\s/.test(c)) i++;
    else if (c === '#') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '{' || c === '}' || c === ';') {
      tokens.push(c);
      i++;
    } else if (c === '"' || c === "'") {
      const end = text.indexOf(c, i + 1);
      if (end < 0) throw new Error(`unterminated string at ${i}`);
      tokens.push(text.slice(i + 1, end));
      i = end + 1;
    } else {
      let j = i;
      while (j < text.length && !/[\s{};]/.test(text[j] as string)) j++;
      tokens.push(text.slice(i, j));
      i = j;
    }
  }
  return tokens;
}

/** The directives of a configuration, blocks nested. */
export function parseNginx(text: string): Directive[] {
  const tokens = nginxTokens(text);
  let at = 0;
  const readBlock = (closed: boolean): Directive[] => {
    const directives: Directive[] = [];
    let words: string[] = [];
    while (at < tokens.length) {
      const token = tokens[at++] as string;
      if (token === ';') {
        const [name = '', ...args] = words;
        directives.push({ name, args });
        words = [];
      } else if (token === '{') {
        const [name = '', ...args] = words;
        directives.push({ name, args, block: readBlock(true) });
        words = [];
      } else if (token === '}') {
        if (!closed || words.length > 0) throw new Error(`unexpected } after "${words.join(' ')}"`);
        return directives;
      } else words.push(token);
    }
    if (closed || words.length > 0) throw new Error('the configuration ends inside a block or a directive');
    return directives;
  };
  return readBlock(false);
}

/** Every directive named `name`, at any depth. */
export function findDirectives(directives: readonly Directive[], name: string): Directive[] {
  return directives.flatMap((d) => [...(d.name === name ? [d] : []), ...findDirectives(d.block ?? [], name)]);
}

/**
 * A PCRE pattern as JavaScript compiles it. The patterns here use only what both engines read alike (groups,
 * lookaheads, classes, \s and \d); `(?x)` (extended mode: layout ignored) is applied by removing the layout, which
 * holds as long as no class or escape holds a literal space or `#`, as in deploy/nginx.conf.
 */
export function pcreToRegExp(pattern: string, caseless: boolean): RegExp {
  let source = pattern;
  if (source.startsWith('(?x)')) {
    source = source.slice(4).replace(/\s+/g, '');
    if (source.includes('#')) throw new Error(`an extended pattern with # is not supported here: ${pattern}`);
  }
  return new RegExp(source, caseless ? 'i' : '');
}

export interface NginxMap {
  source: string;
  variable: string;
  /**
   * The value for an input, as nginx picks it: an exact key (compared ignoring case), else the first matching regex in
   * order, else default. A value naming a capture of its regex is what it captured; other variables are returned as
   * written.
   */
  lookup(input: string): string;
}

/**
 * A variable as nginx computes it for a request: a map's value from its source, maps chained and variables named as
 * values followed; anything else from `request` (`$http_accept_language`, `$uri`…), empty when absent.
 */
export function variableValue(
  maps: ReadonlyMap<string, NginxMap>,
  variable: string,
  request: Readonly<Record<string, string>>,
): string {
  const map = maps.get(variable);
  if (!map) return request[variable] ?? '';
  const value = map.lookup(variableValue(maps, map.source, request));
  return value.startsWith('$') ? variableValue(maps, value, request) : value;
}

/** Every `map $source $variable { … }` of the configuration, by variable. */
export function nginxMaps(directives: readonly Directive[]): Map<string, NginxMap> {
  const maps = new Map<string, NginxMap>();
  for (const { args, block = [] } of findDirectives(directives, 'map')) {
    const [source = '', variable = ''] = args;
    const exact = new Map<string, string>();
    const patterns: [RegExp, string][] = [];
    let fallback = '';
    for (const { name: key, args: values } of block) {
      if (values.length !== 1) throw new Error(`map ${variable}: entry "${key}" is not "key value;"`);
      const value = values[0] as string;
      if (key === 'default') fallback = value;
      else if (key.startsWith('~*')) patterns.push([pcreToRegExp(key.slice(2), true), value]);
      else if (key.startsWith('~')) patterns.push([pcreToRegExp(key.slice(1), false), value]);
      else exact.set((key.startsWith('\\') ? key.slice(1) : key).toLowerCase(), value);
    }
    maps.set(variable, {
      source,
      variable,
      lookup(input) {
        const found = exact.get(input.toLowerCase());
        if (found !== undefined) return found;
        for (const [pattern, value] of patterns) {
          const match = pattern.exec(input);
          if (!match) continue;
          const captured = value.startsWith('$') ? match.groups?.[value.slice(1)] : undefined;
          return captured ?? value;
        }
        return fallback;
      },
    });
  }
  return maps;
}
