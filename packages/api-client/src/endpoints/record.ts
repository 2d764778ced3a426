import * as v from 'valibot';

/**
 * A detail record the server may send as an object, as a one-item list, or as null when the id is
 * unknown: the record, or null for "Record Not Found".
 */
export const singleRecord = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.nullish(v.union([v.array(schema), schema]), null),
    v.transform((value): v.InferOutput<S> | null =>
      Array.isArray(value)
        ? ((value[0] as v.InferOutput<S> | undefined) ?? null)
        : (value as v.InferOutput<S> | null),
    ),
  );
