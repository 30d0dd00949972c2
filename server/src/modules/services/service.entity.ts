import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Icon } from '../../common/icon';

@ObjectType({
  description: 'A service the company offers: a card on the public Services page, managed in the back office.',
})
@Entity('services')
export class Service {
  @Field(() => Int, { description: "The service's id." })
  @PrimaryGeneratedColumn()
  id: number;

  @Field({ description: "The card's title." })
  @Column({ type: 'varchar', length: 100, unique: true })
  name: string;

  @Field({ description: 'What the service is, in a sentence or two.' })
  @Column({ type: 'text' })
  description: string;

  @Field(() => Icon, { description: 'The icon on the public card.' })
  @Column({ type: 'varchar', length: 20 })
  icon: Icon;

  /** The card's details, in order; stored as a JSON array in a text column (the same on SQLite and MySQL). */
  @Field(() => [String], { description: "The card's details, in order (five in the seeded catalogue)." })
  @Column({ type: 'simple-json' })
  bulletPoints: string[];

  @Field({ description: "Shown in the home page's services grid." })
  @Index()
  @Column({ type: 'boolean', default: false })
  featured: boolean;

  @Field(() => Int, { description: 'Position in the public lists: lower first, then by id.' })
  @Column({ type: 'int', default: 0 })
  sortOrder: number;

  @Field(() => Date, { description: 'When the service was added.' })
  @CreateDateColumn()
  createdAt: Date;

  @Field(() => Date, { description: 'When the service last changed.' })
  @UpdateDateColumn()
  updatedAt: Date;
}
