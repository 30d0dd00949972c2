import 'reflect-metadata';
import type { MigrationInterface } from 'typeorm';
import { collectMigrations, migrations } from '../db/migrations';
import { modules } from './modules';

describe('the feature modules', () => {
  it('apply the migrations that have shipped under their own names, in their original order', () => {
    expect(migrations.map((m) => m.name).slice(0, 5)).toEqual([
      'Initial1763800000000',
      'Newsletter1763800000001',
      'Sessions1763800000002',
      'ServicesAndPages1763800000003',
      'QuotesAndContact1763800000004',
    ]);
    const stamps = migrations.map((m) => Number(m.name.slice(-13)));
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
  });

  it('list each entity, resolver and seed set once across the app', () => {
    for (const part of ['entities', 'resolvers', 'seeds'] as const) {
      const all = modules.flatMap((module): readonly unknown[] => module[part] ?? []);
      expect(new Set(all).size).toBe(all.length);
    }
    const seedNames = modules.flatMap((module) => module.seeds ?? []).map((set) => set.name);
    expect(new Set(seedNames).size).toBe(seedNames.length);
    expect(new Set(modules.map((module) => module.name)).size).toBe(modules.length);
  });

  it('refuse a migration listed twice, or one without a timestamp', () => {
    class Later1800000000000 implements MigrationInterface {
      async up() {}
      async down() {}
    }
    class Undated implements MigrationInterface {
      async up() {}
      async down() {}
    }
    expect(() => collectMigrations([[Later1800000000000], [Later1800000000000]])).toThrow(
      'Migrations listed twice: Later1800000000000',
    );
    expect(() => collectMigrations([[Undated]])).toThrow('Migrations without a 13-digit timestamp: Undated');
  });

  it('order migrations by timestamp whichever module lists them', () => {
    class B1700000000002 implements MigrationInterface {
      async up() {}
      async down() {}
    }
    class A1700000000001 implements MigrationInterface {
      async up() {}
      async down() {}
    }
    expect(collectMigrations([[B1700000000002], [A1700000000001]]).map((m) => m.name)).toEqual([
      'A1700000000001',
      'B1700000000002',
    ]);
  });
});
