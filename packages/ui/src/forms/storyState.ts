import { useState } from 'react';

/**
 * For stories of controlled fields: holds the value the way a screen or a filter would, and still
 * reports every change to the story's `onChange` spy.
 */
export function useHeldValue<Value>(initial: Value, report: (value: Value) => void) {
  const [value, setValue] = useState(initial);
  return {
    value,
    onChange: (next: Value) => {
      setValue(next);
      report(next);
    },
  };
}
