import { useId } from 'react';

/**
 * A labelled filter whose first choice, "Any", is the empty value: picking it drops the filter.
 * Options are [value, text] pairs, so a Map of id to name is one as it stands.
 */
export function AnySelect<T extends string>(props: {
  label: string;
  value: NoInfer<T> | '';
  options: Iterable<readonly [T, string]>;
  onChange(value: NoInfer<T> | ''): void;
}) {
  const { label, value, options, onChange } = props;
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T | '')}>
        <option value="">Any</option>
        {[...options].map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </>
  );
}
