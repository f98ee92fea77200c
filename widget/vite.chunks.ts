// The chunk groups of both builds (vite.config.ts, vite.widget.config.ts).
// What the first render of the checkout route needs (the entry, its static
// imports, the checkout route's chunk and its static imports; the same sum
// scripts/size.mjs adds up) goes into a few larger files, which gzip better
// than many small ones. Everything else, the code and texts of later steps
// and other pages, is left to ordinary code splitting, so that it never
// rides along with the first load.

/** The lazy module of the checkout route (app/lazyPages.ts), as scripts/size.mjs names it. */
export const CHECKOUT_ROUTE = '/src/app/CheckoutRoute.tsx';

/** What the groups read of the module graph (Rolldown's ChunkingContext). */
interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[]; isEntry: boolean } | null;
}

/**
 * Whether some chain of static imports leads to a module from a start:
 * an entry, or (withCheckoutRoute) the checkout route's module too.
 */
function reachedFrom(graph: ModuleGraph, known: Map<string, boolean>, id: string, withCheckoutRoute: boolean): boolean {
  let reached = known.get(id);
  if (reached === undefined) {
    const seen = new Set<string>([id]);
    const pending = [id];
    reached = false;
    while (!reached && pending.length > 0) {
      const current = pending.pop() ?? '';
      const info = graph.getModuleInfo(current);
      if (info?.isEntry || (withCheckoutRoute && current.endsWith(CHECKOUT_ROUTE))) {
        reached = true;
      }
      for (const importer of info?.importers ?? []) {
        if (!seen.has(importer)) {
          seen.add(importer);
          pending.push(importer);
        }
      }
    }
    known.set(id, reached);
  }
  return reached;
}

/**
 * Whether a module is part of the first load: some chain of static imports
 * leads to it from an entry or from the checkout route's module.
 */
const firstLoadOf = (graph: ModuleGraph, known: Map<string, boolean>, id: string) => reachedFrom(graph, known, id, true);

/** Whether every page's first load has the module: a chain of static imports leads to it from an entry. */
const entryLoadOf = (graph: ModuleGraph, known: Map<string, boolean>, id: string) => reachedFrom(graph, known, id, false);

const LIBRARY = /[\\/]node_modules[\\/]/;

/**
 * The portal's codeSplitting option: the libraries of the first load in
 * `vendor`; the app code every page's first load has (the entry's static
 * imports) in the entry's own chunk, which saves the imports and exports
 * between two files; the app code the checkout route shares with other
 * chunks in `checkout-shared`. The checkout route's own code stays in its
 * lazy chunk, since the portal often starts on another page.
 */
export function firstLoadChunks() {
  const known = new Map<string, boolean>();
  const entryKnown = new Map<string, boolean>();
  return {
    groups: [
      {
        debugName: 'vendor',
        name: (id: string, graph: ModuleGraph) => (LIBRARY.test(id) && firstLoadOf(graph, known, id) ? 'vendor' : null),
        test: LIBRARY,
      },
      {
        // Holding the entry module (index.html's script) too, this group is the entry's chunk.
        debugName: 'entry',
        name: (id: string, graph: ModuleGraph) => (!LIBRARY.test(id) && entryLoadOf(graph, entryKnown, id) ? 'index' : null),
      },
      {
        debugName: 'checkout-shared',
        name: (id: string, graph: ModuleGraph) =>
          !LIBRARY.test(id) && firstLoadOf(graph, known, id) ? 'checkout-shared' : null,
        test: /[\\/]src[\\/]/,
        minShareCount: 2,
      },
    ],
  };
}

/**
 * The widget's codeSplitting option: every module of the first load, the
 * libraries and the checkout route's own module included, in the entry's
 * chunk. The widget nearly always opens on the checkout route, so its code
 * is worth loading with the entry, and one file gzips better than two: a
 * chunk of the route's module alone mostly named what it imports from the
 * entry's. The route is still imported lazily (app/lazyPages.ts); that
 * import finds the entry's chunk already loaded.
 */
export function singleFirstLoadChunk() {
  const known = new Map<string, boolean>();
  return {
    groups: [
      {
        debugName: 'first-load',
        name: (id: string, graph: ModuleGraph) => (firstLoadOf(graph, known, id) ? 'first-load' : null),
        minShareCount: 1,
      },
    ],
  };
}
