// An RFC 3339 instant given as a parameter (`departure` of a plan, `since` of the changes).
import { PARAMETER_REASONS } from '../../core/parameter-reasons.js';
import { invalidParameter } from '../../core/problem.js';

const RFC_3339 = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(\.\d{1,9})?(Z|[+-]\d\d:\d\d)$/;

/** Date.parse rolls 2026-02-30 over to 2 March: the day written must exist, and its hour be before 24. */
function namesARealDay([, year, month, day, hour]: RegExpExecArray): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day) && Number(hour) < 24;
}

/** The milliseconds of an RFC 3339 instant with seconds and an offset that names a real day; 400 naming `name` if not. */
export function instantMs(name: string, text: string): number {
  const match = RFC_3339.exec(text);
  const ms = Date.parse(text);
  if (!match || Number.isNaN(ms) || !namesARealDay(match)) {
    throw invalidParameter(name, text, PARAMETER_REASONS.notAnInstant);
  }
  return ms;
}
