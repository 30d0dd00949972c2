import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A public text page of the website: /about, /terms, /privacy and the /pages/{id} pages
 * (managed in the back office), read by its slug.
 *
 * The body is plain text in a deliberately small Markdown subset ("Markdown-lite"):
 * - a line starting with `## ` is a heading (the page title is the only level above it,
 *   so there are no other heading levels); write it on a line of its own, with blank
 *   lines around it;
 * - paragraphs are separated by blank lines; a line break inside one is soft (shown as
 *   a space).
 * Nothing else is markup: no HTML, emphasis, links or lists. Clients render the text as
 * text, never as HTML. `pageBlocks` (@site/shared) splits a body this way, on both sides.
 *
 * The body is a TEXT column: at most 65,535 bytes on MySQL, so at most 16,000 characters
 * whatever the script (4 bytes each in utf8mb4) — ample for a page of this kind.
 */
@ObjectType({ description: 'A public text page of the website (about, terms, privacy, ...), read by its slug.' })
@Entity('content_pages')
export class ContentPage {
  @Field(() => Int, { description: "The page's id." })
  @PrimaryGeneratedColumn()
  id: number;

  @Field({ description: "The page's address: lower-case letters, digits and hyphens (e.g. 'about')." })
  @Column({ type: 'varchar', length: 100, unique: true })
  slug: string;

  @Field({ description: "The page's heading and title." })
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field({ description: "One sentence about the page; the page's meta description." })
  @Column({ type: 'varchar', length: 300 })
  summary: string;

  @Field({
    description:
      "Plain text: a line starting with '## ' is a heading; paragraphs are separated by blank lines. Never HTML.",
  })
  @Column({ type: 'text' })
  body: string;

  @Field(() => Date, { description: 'When the page was added.' })
  @CreateDateColumn()
  createdAt: Date;

  @Field(() => Date, { description: 'When the page last changed.' })
  @UpdateDateColumn()
  updatedAt: Date;
}

@ObjectType({ description: 'A content page without its body: enough for a sitemap or a list of links.' })
export class ContentPageSummary {
  @Field(() => Int, { description: "The page's id." })
  id: number;

  @Field({ description: "The page's address (e.g. 'about'): read it whole with page(slug:)." })
  slug: string;

  @Field({ description: "The page's heading and title." })
  title: string;

  @Field({ description: 'One sentence about the page.' })
  summary: string;

  @Field(() => Date, { description: 'When the page last changed (a sitemap lastmod).' })
  updatedAt: Date;
}
