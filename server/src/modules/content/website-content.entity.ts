import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The one row of the website's editable texts. */
export const WEBSITE_CONTENT_ID = 1;

/**
 * The texts of the public pages the back office edits: the home hero, the about section and
 * the services introduction. One row; each back-office tab saves its own fields as a whole,
 * guarded by that tab's version so two people saving one tab cannot overwrite each other
 * unseen, while saving different tabs never collides.
 */
@ObjectType({ description: "The website's editable texts: home hero, about section, services introduction." })
@Entity('website_content')
export class WebsiteContent {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Field({ description: "The home page's headline." })
  @Column({ type: 'varchar', length: 200 })
  heroTitle: string;

  @Field({ description: "The line under the home page's headline." })
  @Column({ type: 'text' })
  heroSubtitle: string;

  @Field(() => String, {
    nullable: true,
    description: "The home hero's image, an http(s) address; null shows the logo card instead.",
  })
  @Column({ type: 'varchar', length: 2048, nullable: true })
  heroImageUrl: string | null;

  @Field({ description: 'The heading of the about section.' })
  @Column({ type: 'varchar', length: 200 })
  aboutTitle: string;

  @Field({ description: 'Paragraphs separated by blank lines. Plain text, never HTML.' })
  @Column({ type: 'text' })
  aboutContent: string;

  @Field({ description: "The company's mission, in a sentence." })
  @Column({ type: 'text' })
  missionStatement: string;

  @Field({ description: 'The introduction at the top of the services page.' })
  @Column({ type: 'text' })
  servicesIntroduction: string;

  @Field(() => Int, { description: 'Grows with each save of the Homepage tab; send it back with the next save.' })
  @Column({ type: 'integer', default: 1 })
  homepageVersion: number;

  @Field(() => Int, { description: 'Grows with each save of the About tab; send it back with the next save.' })
  @Column({ type: 'integer', default: 1 })
  aboutVersion: number;

  @Field(() => Int, { description: 'Grows with each save of the Services tab; send it back with the next save.' })
  @Column({ type: 'integer', default: 1 })
  servicesVersion: number;

  @UpdateDateColumn()
  updatedAt: Date;
}
