import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Which seed sets this database has received, so a seed never runs twice. */
@Entity('seed_history')
export class SeedHistory {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'datetime' })
  appliedAt: Date;
}
