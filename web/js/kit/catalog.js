// @ts-check
/**
 * Reading a game's catalog (the static facts the engine's `hello` hands the page: docs/bridge.md)
 * into the tables its folder's modules import. Each read checks the fields the page uses, so a
 * catalog from another engine version fails here, in words, rather than as a drawing that reads
 * `undefined`. The tables are filled in place: the modules that imported them see the contents.
 */

/**
 * The checked reads of one game's catalog; every error names the game.
 * @param {unknown} catalog @param {string} title the game's name, for the errors
 */
export function catalogReader(catalog, title) {
  /** @param {string} what */
  const missing = (what) => new Error(`${title}'s catalog (the engine's hello): ${what}`);
  /** @param {string} name */
  const field = (name) =>
    catalog && typeof catalog === 'object' ? Reflect.get(catalog, name) : undefined;
  return {
    missing,
    /**
     * A table, each row checked for the fields the page reads (their `typeof`, or "null").
     * @param {string} table @param {Record<string, string>} fields
     * @returns {Record<string, unknown>[]}
     */
    rows(table, fields) {
      const found = field(table);
      if (!Array.isArray(found) || !found.length) throw missing(`no "${table}" table`);
      found.forEach((row, i) => {
        for (const [name, types] of Object.entries(fields)) {
          const value = row && typeof row === 'object' ? row[name] : undefined;
          const type = value === null ? 'null' : typeof value;
          if (!types.split('|').includes(type))
            throw missing(`${table}[${i}].${name} should be ${types.replace('|', ' or ')}`);
        }
      });
      return found;
    },
    /** A list of names. @param {string} list @returns {string[]} */
    names(list) {
      const found = field(list);
      if (!Array.isArray(found) || !found.length || found.some((x) => typeof x !== 'string'))
        throw missing(`"${list}" should be a list of names`);
      return found;
    },
    /** A number. @param {string} name @returns {number} */
    number(name) {
      const found = field(name);
      if (typeof found !== 'number') throw missing(`"${name}" should be a number`);
      return found;
    },
  };
}

/**
 * Replaces an array's items in place (importers hold the array).
 * @template T
 * @param {T[]} target @param {T[]} items
 */
export function refill(target, items) {
  target.splice(0, target.length, ...items);
}

/**
 * Replaces an object's entries in place.
 * @template T
 * @param {Record<string, T>} target @param {Record<string, T>} entries
 */
export function refillRecord(target, entries) {
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, entries);
}
