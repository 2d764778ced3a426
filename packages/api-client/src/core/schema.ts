import * as v from 'valibot';

/*
 * Schema helpers tolerant of what the server really sends: nulls for missing values,
 * numbers as strings and the reverse, lists that may be absent. Each has a default, so the
 * parsed type has the key (never `?:`), and a screen never meets `undefined`.
 */

const scalar = () => v.union([v.string(), v.number()]);

/** Any scalar as text; missing or null becomes ''. */
export const text = () =>
  v.pipe(
    v.nullish(scalar(), ''),
    v.transform((value) => String(value)),
  );

/** Any scalar as text; missing, null or '' becomes null. */
export const optionalText = () =>
  v.pipe(
    v.nullish(scalar(), null),
    v.transform((value) => (value === null || value === '' ? null : String(value))),
  );

/** A required numeric id (the server sends some ids as strings). */
export const id = () =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]),
    v.transform((value) => Number(value)),
  );

/** A count; missing or unreadable becomes 0. */
export const count = () =>
  v.pipe(
    v.nullish(scalar(), 0),
    v.transform((value) => {
      const n = Number(value);
      return Number.isFinite(n) ? n : 0;
    }),
  );

/** A number that may be absent: null then. */
export const optionalNumber = () =>
  v.pipe(
    v.nullish(scalar(), null),
    v.transform((value) => {
      if (value === null || value === '') return null;
      const n = Number(value);
      return Number.isFinite(n) ? n : null;
    }),
  );

/** A list that may come as null or be missing: an empty list then. */
export const list = <S extends v.GenericSchema>(item: S) => v.nullish(v.array(item), () => []);

/**
 * `{ name }` relations such as `country{name}` or `product_category{name}`: the name or ''. The spec
 * names some of them without a shape (`executive_manpower_categories`), so plain text is read too.
 */
export const relationName = () =>
  v.pipe(
    v.nullish(v.union([scalar(), v.looseObject({ name: v.nullish(scalar()) })]), null),
    v.transform((value) => {
      const name = typeof value === 'object' ? value?.name : value;
      return name === null || name === undefined ? '' : String(name);
    }),
  );

/**
 * Some fields hold JSON text (`past_experience`, `labour_categorywise`, `student_count`, `parts`).
 * Bad JSON or a wrong shape gives an empty list (entries that do not fit are dropped), never a crash.
 */
export const jsonList = <S extends v.GenericSchema>(item: S) =>
  v.pipe(
    v.nullish(v.union([v.string(), v.array(v.unknown())]), null),
    v.transform((value): v.InferOutput<S>[] => {
      let raw: unknown = value;
      if (typeof value === 'string') {
        try {
          raw = JSON.parse(value);
        } catch {
          return [];
        }
      }
      if (!Array.isArray(raw)) return [];
      return raw.flatMap((entry) => {
        const parsed = v.safeParse(item, entry);
        return parsed.success ? [parsed.output] : [];
      });
    }),
  );

/** The `{ error, msg, validate }` answer of every form post (an `error: 1` never gets here). */
export const messageResponse = v.pipe(
  v.looseObject({ msg: text() }),
  v.transform((body) => ({ msg: body.msg })),
);
export type MessageResponse = v.InferOutput<typeof messageResponse>;
