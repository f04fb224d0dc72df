// A strict reader of the Prometheus text exposition format 0.0.4, for tests: every line must be a HELP, a TYPE or a
// sample of a family declared before it, with well-formed labels and a number; anything else throws.

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  types: Map<string, string>;
  samples: Sample[];
  /** The value of the one sample of `name` whose labels include `labels`; undefined when none. */
  value(name: string, labels?: Record<string, string>): number | undefined;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: (-?\\d+))?$`);
const LABEL = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(?:,|$)/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const SUFFIXES: Record<string, string[]> = {
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

export function parseExposition(text: string): Exposition {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    const fail = (why: string) => new Error(`line ${index + 1} ${why}: ${JSON.stringify(line)}`);
    if (line === '') continue;
    if (line.startsWith('# HELP ')) {
      if (!new RegExp(`^# HELP ${NAME} `).test(line)) throw fail('is not a HELP line');
      continue;
    }
    if (line.startsWith('# TYPE ')) {
      const [, , name = '', type = ''] = line.split(' ');
      if (!new RegExp(`^${NAME}$`).test(name) || !TYPES.has(type)) throw fail('is not a TYPE line');
      if (types.has(name)) throw fail('declares a family twice');
      types.set(name, type);
      continue;
    }
    if (line.startsWith('#')) continue; // a comment
    const match = SAMPLE.exec(line);
    if (!match) throw fail('is not a sample');
    const [, name = '', labelText = '', valueText = ''] = match;
    if (!familyOf(name, types)) throw fail('samples an undeclared family');
    const labels: Record<string, string> = {};
    for (let rest = labelText; rest !== ''; ) {
      const label = LABEL.exec(rest);
      if (!label) throw fail('has malformed labels');
      labels[label[1] as string] = (label[2] as string).replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
      rest = rest.slice(label[0].length);
    }
    const value = valueText === '+Inf' ? Infinity : valueText === '-Inf' ? -Infinity : Number(valueText);
    // Prometheus reads values with Go's ParseFloat, which takes NaN in any case (prom-client writes "Nan").
    if (Number.isNaN(value) && valueText.toLowerCase() !== 'nan') throw fail('has a value that is not a number');
    samples.push({ name, labels, value });
  }
  return {
    types,
    samples,
    value(name, labels = {}) {
      const found = samples.filter(
        (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
      );
      if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
      return found[0]?.value;
    },
  };
}

function familyOf(sample: string, types: Map<string, string>): string | undefined {
  for (const [family, type] of types) {
    if ((SUFFIXES[type] ?? ['']).some((suffix) => sample === `${family}${suffix}`)) return family;
  }
  return undefined;
}
