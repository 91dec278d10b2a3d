/** Addressing the nodes of a JSON value, for corrupting one spot of an otherwise valid body. */

export type JsonPath = readonly (string | number)[];

const MAX_PATHS = 200;

/** Every node's path, root first, breadth-first (capped: deep junk has too many). */
export function pathsOf(value: unknown): JsonPath[] {
  const paths: JsonPath[] = [];
  const queue: { path: JsonPath; node: unknown }[] = [{ path: [], node: value }];
  while (queue.length > 0 && paths.length < MAX_PATHS) {
    const { path, node } = queue.shift() as { path: JsonPath; node: unknown };
    paths.push(path);
    if (Array.isArray(node)) {
      node.forEach((child, index) => queue.push({ path: [...path, index], node: child }));
    } else if (isObject(node)) {
      for (const [key, child] of Object.entries(node))
        queue.push({ path: [...path, key], node: child });
    }
  }
  return paths;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy of `root` with the node at `path` replaced (the root itself for an empty path). */
export function setAt(root: unknown, path: JsonPath, value: unknown): unknown {
  return (
    updateParent(root, path, (parent, key) => {
      // defineProperty: a key named __proto__ becomes a plain own key, as JSON.parse makes it.
      Object.defineProperty(parent, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }) ?? value
  );
}

/** A copy of `root` without the node at `path` (array items are spliced out). */
export function deleteAt(root: unknown, path: JsonPath): unknown {
  return updateParent(root, path, (parent, key) => {
    if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
    else delete (parent as Record<string, unknown>)[key];
  });
}

/**
 * Copies only the nodes on the way to `path` (junk can be nested too deep for a full clone) and
 * lets `change` edit the copied parent. Undefined for an empty path.
 */
function updateParent(
  root: unknown,
  path: JsonPath,
  change: (parent: object, key: string | number) => void,
): unknown {
  if (path.length === 0) return undefined;
  const copy = shallowCopy(root);
  let node: unknown = copy;
  for (const key of path.slice(0, -1)) {
    if (!Array.isArray(node) && !isObject(node)) return copy;
    const container = node as Record<string | number, unknown>;
    const child = shallowCopy(container[key]);
    container[key] = child;
    node = child;
  }
  if (Array.isArray(node) || isObject(node)) change(node, path[path.length - 1] as string | number);
  return copy;
}

function shallowCopy(value: unknown): unknown {
  if (Array.isArray(value)) return [...(value as unknown[])];
  if (isObject(value)) return { ...value };
  return value;
}

/** Every string inside a JSON value, keys included. */
export function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      into.push(key);
      stringsIn(item, into);
    }
  }
  return into;
}
