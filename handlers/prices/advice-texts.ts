// The advice's evidence in every language: one sentence with the figures it rests on (openapi.yaml, FillAdvice).
import type { Localized } from '../../core/language.js';
import { roundTo } from '../../core/rounding.js';
import { type Advice, MIN_WEEKS } from './fill-advice.js';
import type { WeekdayName } from './weekday-effect.js';

export const WEEKDAY_NAMES: Readonly<Record<WeekdayName, Localized>> = {
  monday: { es: 'lunes', en: 'Monday' },
  tuesday: { es: 'martes', en: 'Tuesday' },
  wednesday: { es: 'miércoles', en: 'Wednesday' },
  thursday: { es: 'jueves', en: 'Thursday' },
  friday: { es: 'viernes', en: 'Friday' },
  saturday: { es: 'sábado', en: 'Saturday' },
  sunday: { es: 'domingo', en: 'Sunday' },
};

/** Ten-thousandths of a euro as cents with one decimal, in each language's writing ("0,6" and "0.6"). */
function cents(tenThousandths: number): Localized {
  const value = roundTo(Math.abs(tenThousandths) / 100, 1).toFixed(1);
  return { es: value.replace('.', ','), en: value };
}

function weeksText(weeks: number): Localized {
  return weeks === 1
    ? { es: 'la última semana completa', en: 'the last full week' }
    : { es: `las últimas ${weeks} semanas completas`, en: `the last ${weeks} full weeks` };
}

/** The evidence of `advice` for a fuel sold by `unit`, today being `today`. */
export function evidenceOf(advice: Advice, today: WeekdayName, best: WeekdayName | null, unit: 'L' | 'kg'): Localized {
  const { rule, backtest } = advice;
  const per: Localized = unit === 'kg' ? { es: 'kilo', en: 'kilo' } : { es: 'litro', en: 'litre' };
  const weeks = weeksText(rule.weeks);
  const saving = cents(rule.expectedSaving ?? 0);
  const tested = cents(backtest.meanSaving ?? 0);
  const [todayName, bestDay] = [WEEKDAY_NAMES[today], WEEKDAY_NAMES[best ?? today]];
  switch (advice.reason) {
    case 'wait_for_cheaper_day':
      return {
        es: `En ${weeks.es} el ${bestDay.es} salió ${saving.es} céntimos por ${per.es} más barato que el ${todayName.es}, y seguir esta regla en los ${backtest.days} días probados ahorró de media ${tested.es} céntimos por ${per.es}.`,
        en: `Over ${weeks.en} ${bestDay.en} came out ${saving.en} cents per ${per.en} cheaper than ${todayName.en}, and following this rule on the ${backtest.days} days tested saved ${tested.en} cents per ${per.en} on average.`,
      };
    case 'today_cheapest':
      return {
        es: `En ${weeks.es} el ${todayName.es} ha sido el día más barato de la semana: esperar no compensa.`,
        en: `Over ${weeks.en} ${todayName.en} has been the cheapest day of the week: waiting does not pay.`,
      };
    case 'saving_too_small':
      return {
        es: `Según ${weeks.es}, esperar al ${bestDay.es} ahorraría solo ${saving.es} céntimos por ${per.es}, menos de 0,5: mejor repostar ahora.`,
        en: `By ${weeks.en}, waiting until ${bestDay.en} would save only ${saving.en} cents per ${per.en}, under 0.5: better fill up now.`,
      };
    case 'backtest_not_positive': {
      const outcome: Localized =
        backtest.days === 0
          ? { es: 'aún no hay días en que probar esta regla', en: 'there are no days yet to test this rule on' }
          : (backtest.meanSaving ?? 0) === 0
            ? {
                es: `seguir esta regla en los ${backtest.days} días probados no ahorró nada de media`,
                en: `following this rule on the ${backtest.days} days tested saved nothing on average`,
              }
            : {
                es: `seguir esta regla en los ${backtest.days} días probados costó de media ${tested.es} céntimos más`,
                en: `following this rule on the ${backtest.days} days tested cost ${tested.en} cents more on average`,
              };
      return {
        es: `Según ${weeks.es} convendría esperar al ${bestDay.es} (${saving.es} céntimos por ${per.es} menos), pero ${outcome.es}: mejor repostar ahora.`,
        en: `By ${weeks.en} it would pay to wait until ${bestDay.en} (${saving.en} cents per ${per.en} less), but ${outcome.en}: better fill up now.`,
      };
    }
    case 'not_enough_weeks':
      return {
        es: `Hay ${rule.weeks === 1 ? '1 semana completa' : `${rule.weeks} semanas completas`} de datos y la regla necesita ${MIN_WEEKS}: sin pruebas de un día más barato, mejor repostar ahora.`,
        en: `There ${rule.weeks === 1 ? 'is 1 full week' : `are ${rule.weeks} full weeks`} of data and the rule needs ${MIN_WEEKS}: with no evidence of a cheaper day, better fill up now.`,
      };
    case 'no_data':
      return {
        es: 'Hoy no hay precio medio de este carburante en esta zona: no hay con qué comparar, mejor repostar ahora.',
        en: 'There is no mean price of this fuel in this area today: with nothing to compare, better fill up now.',
      };
  }
}
