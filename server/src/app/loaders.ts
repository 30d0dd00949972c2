import DataLoader from 'dataloader';

/**
 * Per-request DataLoaders: a field resolver that reads related rows (an employee's manager)
 * asks for its loader by name, so one GraphQL request makes one query per kind of row however
 * many rows ask, and nothing is cached past the request.
 */
export class RequestLoaders {
  private readonly loaders = new Map<string, DataLoader<unknown, unknown>>();

  get<K, V>(name: string, batch: DataLoader.BatchLoadFn<K, V>): DataLoader<K, V> {
    let loader = this.loaders.get(name) as DataLoader<K, V> | undefined;
    if (!loader) {
      loader = new DataLoader<K, V>(batch);
      this.loaders.set(name, loader as DataLoader<unknown, unknown>);
    }
    return loader;
  }
}
