import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { logger } from '../common/logger';

/** One entry of Vite's build manifest (web/dist/.vite/manifest.json), keyed by source module. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The files a page's code needs before it can draw: its chunk, what that chunk imports, their styles. */
export interface PageAssets {
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
    const file = path.join(distDir, '.vite', 'manifest.json');
    if (!existsSync(file)) return new PageAssetIndex({});
    try {
      return new PageAssetIndex(JSON.parse(readFileSync(file, 'utf8')) as Manifest);
    } catch (error) {
      logger.warn('the build manifest could not be read; pages load without preloads', { file, error });
      return new PageAssetIndex({});
    }
  }

  /** The assets of the page module (e.g. 'src/app/pages/HomePage.tsx'); none for an unknown module. */
  for(module: string | undefined): PageAssets {
    if (!module || !this.manifest[module]) return NONE;
    let assets = this.cache.get(module);
    if (!assets) {
      assets = this.collect(module);
      this.cache.set(module, assets);
    }
    return assets;
  }

  private collect(module: string): PageAssets {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = this.manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      // The entry chunk is in the page already (its <script> and Vite's own preloads).
      if (!chunk.isEntry) scripts.add(`/${chunk.file}`);
      chunk.css?.forEach((css) => styles.add(`/${css}`));
      chunk.imports?.forEach(visit);
    };
    visit(module);
    return { scripts: [...scripts], styles: [...styles] };
  }
}
