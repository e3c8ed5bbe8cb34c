/** The English object's shape with every text as a plain string: what another language must fill. */
export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
