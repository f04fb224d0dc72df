import type { PromptMessage } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../core/clock.js';
import { ApiProblem } from '../core/problem.js';
import { MCP_TOOLS } from '../generated/mcp-tools.js';
import { checkedArguments, PROMPTS, type PromptContext, type PromptDefinition } from './prompts.js';

const TOOL_NAMES = new Set(MCP_TOOLS.map((tool) => tool.name));

const context = (language: 'es' | 'en'): PromptContext => ({
  language,
  served: { dataset: () => null, dataDir: '/nowhere', clock: fixedClock('2026-08-22T14:00:00Z') },
  read: async (uri) => ({ uri, mimeType: 'text/markdown', text: '# Guía' }),
});

const prompt = (name: string): PromptDefinition => {
  const found = PROMPTS.find((p) => p.name === name);
  if (!found) throw new Error(`no prompt ${name}`);
  return found;
};

const texts = (messages: PromptMessage[]) =>
  messages.map((m) => (m.content.type === 'text' ? m.content.text : '')).join('\n');

/** The snake_case words of a text that name tools (arguments such as radius_km are not tools). */
const toolsNamed = (text: string) =>
  [...text.matchAll(/\b[a-z]+(?:_[a-z0-9]+)+\b/g)].map((m) => m[0]).filter((w) => TOOL_NAMES.has(w));

describe('the prompts', () => {
  const FULL = {
    cheapest_fuel_near: { place: 'Ronda', fuel: 'diesel' },
    fuel_along_trip: { origin: 'Madrid', destination: 'Valencia', fuel: 'diesel', road: 'a-3' },
    fuel_price_breakdown: { province: 'malaga', fuel: 'diesel' },
    prices_this_month: { place: 'Sevilla', fuel: 'diesel' },
    should_i_fill_up: { place: 'Soria', fuel: 'diesel' },
  } as const;

  it('are five, each with a title, a description and described arguments', () => {
    expect(PROMPTS.map((p) => p.name)).toEqual(Object.keys(FULL));
    for (const p of PROMPTS) {
      expect(p.title && p.description.length > 60, p.name).toBeTruthy();
      for (const argument of p.arguments) expect(argument.description.length, argument.name).toBeGreaterThan(15);
    }
  });

  it('lead to tools that exist, with the arguments given, in Spanish and in English', async () => {
    for (const p of PROMPTS) {
      const args = FULL[p.name as keyof typeof FULL];
      for (const language of ['es', 'en'] as const) {
        const text = texts(await p.messages(args, context(language)));
        expect(toolsNamed(text).length, `${p.name} ${language}`).toBeGreaterThan(1);
        for (const value of Object.values(args)) expect(text, `${p.name} ${language}`).toContain(value);
      }
      const [es, en] = await Promise.all([p.messages(args, context('es')), p.messages(args, context('en'))]);
      expect(toolsNamed(texts(es))).toEqual(toolsNamed(texts(en)));
    }
  });

  it('embed the guide that explains the price, and date "this month" by the data', async () => {
    const breakdown = await prompt('fuel_price_breakdown').messages({ province: 'malaga' }, context('en'));
    expect(breakdown.at(-1)?.content).toEqual({
      type: 'resource',
      resource: {
        uri: 'fuel-prices://guides/como-se-forma-el-precio-del-combustible',
        mimeType: 'text/markdown',
        text: '# Guía',
      },
    });
    const month = texts(await prompt('prices_this_month').messages({}, context('en')));
    expect(month).toContain('price of gasoline_95 moved in Spain this month (2026-08, data up to 2026-08-22)');
    expect(month).toContain('days 22');
    expect(month).toContain('month "2026-07"');
  });

  it('check their arguments as strictly as a tool: unknown, missing, too long or not one of the choices', () => {
    const near = prompt('cheapest_fuel_near');
    expect(checkedArguments(near, { place: ' Ronda ', fuel: '' })).toEqual({ place: 'Ronda' });
    const refusal = (given: Record<string, string> | undefined) => {
      try {
        checkedArguments(near, given);
      } catch (error) {
        if (error instanceof ApiProblem) return `${error.code}: ${error.detail.en}`;
        throw error;
      }
      return 'accepted';
    };
    expect(refusal(undefined)).toBe('INVALID_PARAMETER: place is required');
    expect(refusal({ place: 'Ronda', colour: 'red' })).toBe(
      'INVALID_PARAMETER: colour is not an argument of this prompt (it takes place, fuel)',
    );
    expect(refusal({ place: 'Ronda', fuel: 'petrol' })).toMatch(
      /^INVALID_PARAMETER: fuel: "petrol" must be one of gasoline_95/,
    );
    expect(refusal({ place: 'x'.repeat(101) })).toMatch(
      /^INVALID_PARAMETER: place: "x+" must NOT have more than 100 characters$/,
    );
  });
});
