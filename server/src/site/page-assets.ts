import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { logger } from '../common/logger';

/** A JSON file the web build writes to `<distDir>/.vite/`; undefined when it is missing or unreadable. */
function readBuildFile<T>(distDir: string, name: string, without: string): T | undefined {
  const file = path.join(distDir, '.vite', name);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    logger.warn(`${name} could not be read; ${without}`, { file, error });
    return undefined;
  }
}

/**
 * The markup of the public pages the web build drew ahead (web/build/prerender.mjs), by path:
 * the server sends it inside #root, so the page shows before its JavaScript has run.
 */
export function loadPrerendered(distDir: string): ReadonlyMap<string, string> {
  const pages = readBuildFile<Record<string, string>>(
    distDir,
    'prerendered.json',
    'pages are drawn by the browser alone',
  );
  return new Map(Object.entries(pages ?? {}).filter(([, html]) => typeof html === 'string'));
}

/** One entry of Vite's build manifest (web/dist/.vite/manifest.json), keyed by source module. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The files a page's code needs before it can draw: its chunk, what that chunk imports, their styles. */
export interface PageAssets {
  /** Each after the chunks it imports. */
  scripts: readonly string[];
  styles: readonly string[];
}

const NONE: PageAssets = { scripts: [], styles: [] };

/**
 * Finds, in the build manifest, the files of each page module, so the first response can ask
 * for them at once (`modulepreload`) instead of after the app's entry has run and the router
 * has looked the route up: one network round trip less before the page's words appear.
 */
export class PageAssetIndex {
  private readonly cache = new Map<string, PageAssets>();

  private constructor(private readonly manifest: Manifest) {}

  /** Reads `<distDir>/.vite/manifest.json`; without one, no page gets preloads. */
  static load(distDir: string): PageAssetIndex {
    return new PageAssetIndex(readBuildFile<Manifest>(distDir, 'manifest.json', 'pages load without preloads') ?? {});
  }

  /**
   * The assets of the page module (e.g. 'src/app/pages/HomePage.tsx'), or of the modules a route
   * loads together (its layouts', then its page's); none for modules the manifest does not know.
   */
  for(modules: string | readonly string[] | undefined): PageAssets {
    const known = (typeof modules === 'string' ? [modules] : (modules ?? [])).filter((key) => this.manifest[key]);
    if (known.length === 0) return NONE;
    const key = known.join(' ');
    let assets = this.cache.get(key);
    if (!assets) {
      assets = this.collect(known);
      this.cache.set(key, assets);
    }
    return assets;
  }

  private collect(modules: readonly string[]): PageAssets {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const seen = new Set<string>();
    const later: string[] = [];
    const visit = (key: string, code: boolean) => {
      const chunk = this.manifest[key];
      // The entry is in the page already (its <script>, its styles and Vite's own preloads).
      if (!chunk || chunk.isEntry || seen.has(key)) return;
      seen.add(key);
      chunk.css?.forEach((css) => styles.add(`/${css}`));
      chunk.imports?.forEach((imported) => visit(imported, code));
      // After what it imports: the order they can run in, one at a time.
      if (code) scripts.add(`/${chunk.file}`);
      later.push(...(chunk.dynamicImports ?? []));
    };
    modules.forEach((module) => visit(module, true));
    // What the page loads later (its form, say) may be in the prerendered markup already: its
    // styles come now, so nothing moves when its code arrives; the code itself waits.
    for (let key = later.shift(); key; key = later.shift()) visit(key, false);
    return { scripts: [...scripts], styles: [...styles] };
  }
}

/**
 * The modules the web app's router loads for each route, its lazy layouts' first (written by the
 * web build from the route table: web/build/prerender.mjs). Pages with no module of their own in
 * the page meta, the back office's above all, are preloaded from it: their code then arrives
 * beside the app's entry instead of after it has run.
 */
export class RouteModules {
  private constructor(private readonly routes: readonly [RegExp, readonly string[]][]) {}

  static load(distDir: string): RouteModules {
    const table =
      readBuildFile<Record<string, string[]>>(
        distDir,
        'route-modules.json',
        'back-office pages load without preloads',
      ) ?? {};
    const routes = Object.entries(table)
      .filter(([route, modules]) => route.startsWith('/') && Array.isArray(modules))
      .map(([route, modules]): [RegExp, readonly string[]] => [routePattern(route), modules]);
    return new RouteModules(routes);
  }

  /** The modules of the route `pathname` matches; none when it matches no route. */
  for(pathname: string): readonly string[] {
    return this.routes.find(([pattern]) => pattern.test(pathname))?.[1] ?? [];
  }
}

/** '/admin/projects/edit/:id' matches '/admin/projects/edit/7', and only paths of that shape. */
function routePattern(route: string): RegExp {
  const parts = route
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${parts.join('/')}$`);
}
