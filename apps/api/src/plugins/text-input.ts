interface Visit {
  value: unknown;
  key: PropertyKey | null;
  parent: Visit | null;
}

/** The path of keys from the root down to a visit (built only for the one found). */
function pathTo(visit: Visit): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let v: Visit | null = visit; v && v.key !== null; v = v.parent) path.unshift(v.key);
  return path;
}

/**
 * The path to the first string (value or key) holding U+0000 in a parsed query, path or JSON body, or
 * null. Walked without recursion and without copying paths: a 64 KB body can nest deeper than the
 * call stack, and copying a path per level would make that quadratic.
 */
export function nulBytePath(value: unknown): PropertyKey[] | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const next = visit.value;
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return pathTo(visit);
    } else if (Array.isArray(next)) {
      for (let i = 0; i < next.length; i++) pending.push({ value: next[i], key: i, parent: visit });
    } else if (next !== null && typeof next === 'object' && !Buffer.isBuffer(next)) {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes('\u0000')) return [...pathTo(visit), key];
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return null;
}
