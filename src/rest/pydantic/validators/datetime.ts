import { type BaseOptions, error, INVALID, makeSchema, type Schema } from '../core.ts';

/**
 * Datetimes: ISO 8601 / RFC 3339 strings, read the way pydantic's speedate reads them: a date
 * `YYYY-MM-DD` checked against the calendar (2030-02-30 is an error, not March 2nd), then an
 * optional time `[T t space]HH:MM[:SS[.fraction]]` and offset `Z` or `+HH[:]MM`. Each failure is
 * worded as speedate words it. (pydantic also reads a bare number as a Unix timestamp; this service
 * takes dates only.)
 */

const TIME = /^[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(?:[Zz]|([+-])(\d{2}):?(\d{2}))?$/;
const DIGITS = /^\d+$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

type DateTimeFailure = { type: 'datetime_from_date_parsing' | 'datetime_parsing'; reason: string };

export function parseDateTime(input: string): Date | DateTimeFailure {
  const fail = (reason: string): DateTimeFailure => ({ type: 'datetime_from_date_parsing', reason });
  if (input.length < 10) return fail('input is too short');
  if (!DIGITS.test(input.slice(0, 4))) return fail('invalid character in year');
  if (input[4] !== '-') return fail('invalid date separator, expected `-`');
  if (!DIGITS.test(input.slice(5, 7))) return fail('invalid character in month');
  if (input[7] !== '-') return fail('invalid date separator, expected `-`');
  if (!DIGITS.test(input.slice(8, 10))) return fail('invalid character in day');
  const [year, month, day] = [input.slice(0, 4), input.slice(5, 7), input.slice(8, 10)].map(Number) as [
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12) return fail('month value is outside expected range of 1-12');
  const monthDays = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
  if (day < 1 || day > monthDays) return fail('day value is outside expected range');

  let [hour, minute, second, millisecond, offsetMinutes] = [0, 0, 0, 0, 0];
  const rest = input.slice(10);
  if (rest !== '') {
    const time = TIME.exec(rest);
    if (!time) return fail('unexpected extra characters at the end of the input');
    const [, hh, mm, ss = '0', fraction = '', sign, oh = '0', om = '0'] = time;
    [hour, minute, second] = [Number(hh), Number(mm), Number(ss)];
    millisecond = Number(fraction.slice(0, 3).padEnd(3, '0'));
    if (hour > 23 || minute > 59 || second > 59 || Number(oh) > 23 || Number(om) > 59) {
      return fail('unexpected extra characters at the end of the input');
    }
    offsetMinutes = (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om));
  }
  if (year === 0) return { type: 'datetime_parsing', reason: 'year 0 is out of range' };
  // Date.UTC maps years 0-99 to the 1900s; setUTCFullYear does not. A time without an offset is UTC.
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, millisecond));
  date.setUTCFullYear(year);
  return new Date(date.getTime() - offsetMinutes * 60_000);
}

export function dateTime(options: BaseOptions<Date> = {}): Schema<Date, false> {
  return makeSchema(
    options,
    (input, loc, errors) => {
      if (typeof input !== 'string') {
        errors.push(error('datetime_type', loc, 'Input should be a valid datetime', input));
        return INVALID;
      }
      const parsed = parseDateTime(input);
      if (parsed instanceof Date) return parsed;
      const prefix =
        parsed.type === 'datetime_parsing'
          ? 'Input should be a valid datetime'
          : 'Input should be a valid datetime or date';
      errors.push(error(parsed.type, loc, `${prefix}, ${parsed.reason}`, input, { error: parsed.reason }));
      return INVALID;
    },
    () => ({ type: 'string', format: 'date-time' }),
  );
}
