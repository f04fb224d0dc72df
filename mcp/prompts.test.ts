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
    plan_refuelling: { origin: 'Mérida', destination: 'Béjar', fuel: 'diesel', tank_l: '50', start_l: '12' },
    should_i_fill_up: { place: 'Soria', fuel: 'diesel' },
    watch_prices: { place: 'Albacete', fuel: 'diesel', below: '1.45' },
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

  it('plan refuelling on the stretch of a catalogue route between two of its places, in travel order', async () => {
    const plan = prompt('plan_refuelling');
    const toolCall = async (args: Record<string, string>) => {
      const text = texts(await plan.messages(args, context('en')));
      return JSON.parse(/with (\{.*?\}) \(the path/.exec(text)?.[1] ?? 'null') as {
        kind: string;
        points: [number, number][];
        length_km: number;
        tank_l: number;
        start_l: number;
      };
    };
    const forward = await toolCall({ origin: 'Cáceres', destination: 'Plasencia', tank_l: '40', start_l: '9,5' });
    expect(forward).toMatchObject({ kind: 'plan', tank_l: 40, start_l: 9.5 });
    expect(forward.points[0]).toEqual([39.4753, -6.3724]); // Cáceres, then north
    expect(forward.points.at(-1)).toEqual([40.0312, -6.0885]); // Plasencia
    // The other way round: the same points reversed, and the same road.
    const back = await toolCall({ origin: 'plasencia', destination: 'caceres', tank_l: '40', start_l: '20' });
    expect(back.points).toEqual([...forward.points].reverse());
    expect(back.length_km).toBe(forward.length_km);
    // Part of the 225 km of the route, longer than the straight legs between its points.
    expect(forward.length_km).toBeGreaterThan(60);
    expect(forward.length_km).toBeLessThan(225);
    const refusal = async (args: Record<string, string>) =>
      plan.messages(args, context('en')).then(
        () => 'accepted',
        (error: ApiProblem) => `${error.code}: ${error.detail.en}`,
      );
    expect(await refusal({ origin: 'Madrid', destination: 'Valencia', tank_l: '40', start_l: '20' })).toMatch(
      /^ROUTE_NOT_FOUND: No route of the catalogue passes by "Madrid" and "Valencia"/,
    );
    expect(await refusal({ origin: 'Mérida', destination: 'Béjar', tank_l: '0', start_l: '20' })).toMatch(
      /^INVALID_PARAMETER: tank_l: "0" must be > 0 and <= 200/,
    );
  });
});

describe('the prompt watch_prices', () => {
  it('asks the watch with the price given, names the feed and the changes to follow, and refuses a price out of range', async () => {
    const prompt = PROMPTS.find((p) => p.name === 'watch_prices') as PromptDefinition;
    const es = texts(await prompt.messages({ place: 'Albacete', fuel: 'diesel', below: '1,45' }, context('es')));
    expect(es).toContain('kind "watch"');
    expect(es).toContain('below 1.45');
    expect(es).toContain('/v1/watch.atom?');
    expect(es).toContain('meta.next_since');
    const without = texts(await prompt.messages({ place: 'Albacete', fuel: 'diesel' }, context('en')));
    expect(without).not.toContain('below');
    await expect(prompt.messages({ place: 'Albacete', fuel: 'diesel', below: '9' }, context('en'))).rejects.toThrow(
      /below/,
    );
  });
});
