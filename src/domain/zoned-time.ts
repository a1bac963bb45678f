/**
 * Wall-clock time in a named time zone (IANA), with the platform's Intl data: a user's digest hour
 * and a report's send hour are local, so a summer-time change moves the instant, not the hour.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Whether the platform knows this IANA time zone name (`Europe/Paris`, `UTC`). */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

export interface LocalTime {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** ISO: 1 (Monday) to 7 (Sunday). */
  weekday: number;
  /** `YYYY-MM-DD`. */
  date: string;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The wall-clock reading of `instant` in `timeZone`. */
export function localTime(instant: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  return {
    year,
    month,
    day,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS[parts.weekday ?? ''] ?? 1,
    date: `${parts.year}-${parts.month}-${parts.day}`,
  };
}

/**
 * The instant at which the wall clock of `timeZone` reads this date and hour (minute 0). A local
 * hour skipped by a summer-time change maps to the hour after it; a repeated one to its first
 * occurrence.
 */
export function zonedInstant(date: { year: number; month: number; day: number }, hour: number, timeZone: string): Date {
  const wanted = Date.UTC(date.year, date.month - 1, date.day, hour);
  // The zone's offset at a guess, applied twice: the second pass settles a guess across a change.
  let guess = wanted;
  for (let pass = 0; pass < 2; pass++) {
    const seen = localTime(new Date(guess), timeZone);
    const read = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
    guess += wanted - read;
  }
  return new Date(guess);
}
