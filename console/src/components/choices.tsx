import { useId } from 'react';

/** The browser's IANA time zone: what a person most likely means by "local" when nothing is set yet. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** A radio group of one choice: one tab stop, the arrow keys move within it. */
export function Choice<T extends string>(props: {
  legend: string;
  name: string;
  value: T;
  options: Record<T, string>;
  onChange?(value: T): void;
}) {
  return (
    <fieldset>
      <legend>{props.legend}</legend>
      {(Object.keys(props.options) as T[]).map((option) => (
        <label key={option} className="check">
          <input
            type="radio"
            name={props.name}
            value={option}
            defaultChecked={option === props.value}
            onChange={() => props.onChange?.(option)}
          />
          {props.options[option]}
        </label>
      ))}
    </fieldset>
  );
}

/** A labelled select of numbered choices (an hour, a day), each shown in words. */
export function NumberSelect(props: {
  label: string;
  name: string;
  value: number;
  from: number;
  to: number;
  text?(value: number): string;
}) {
  const id = useId();
  const { from, to, text = String } = props;
  return (
    <>
      <label htmlFor={id}>{props.label}</label>
      <select id={id} name={props.name} defaultValue={props.value}>
        {Array.from({ length: to - from + 1 }, (_, index) => from + index).map((value) => (
          <option key={value} value={value}>
            {text(value)}
          </option>
        ))}
      </select>
    </>
  );
}

/** An hour of the day as a clock reads it: 07:00. */
export function hourText(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}
