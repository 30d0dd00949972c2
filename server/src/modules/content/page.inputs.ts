import { CONTENT_PAGE_LIMITS as L, CONTENT_PAGE_MESSAGES as M, SLUG_PATTERN } from '@site/shared';
import { registerDecorator, type ValidationOptions } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { MaxTrimmedLength } from '../../common/trimmed-text';
import { IsNotBlank } from '../../common/validators';

/** A page address as it will be stored (trimmed): lower-case words of letters and digits joined by hyphens. */
function IsSlug(options?: ValidationOptions) {
  return (target: object, propertyName: string): void => {
    registerDecorator({
      name: 'isSlug',
      target: target.constructor,
      propertyName,
      options,
      validator: { validate: (value: unknown) => typeof value === 'string' && SLUG_PATTERN.test(value.trim()) },
    });
  };
}

@InputType({ description: 'The words of a content page.' })
export class UpdatePageInput {
  @Field()
  @IsNotBlank({ message: M.title })
  @MaxTrimmedLength(L.title, { message: M.titleMax })
  title: string;

  @Field({ description: "One sentence about the page; the page's meta description." })
  @IsNotBlank({ message: M.summary })
  @MaxTrimmedLength(L.summary, { message: M.summaryMax })
  summary: string;

  @Field({ description: "Plain text: a line starting with '## ' is a heading; blank lines separate paragraphs." })
  @IsNotBlank({ message: M.body })
  @MaxTrimmedLength(L.body, { message: M.bodyMax })
  body: string;
}

@InputType({ description: 'A new content page, shown at /pages/{slug}.' })
export class CreatePageInput extends UpdatePageInput {
  @Field({ description: "The page's address: lower-case letters, digits and single hyphens (e.g. 'case-studies')." })
  @IsNotBlank({ message: M.slug })
  @MaxTrimmedLength(L.slug, { message: M.slugMax })
  @IsSlug({ message: M.slugFormat })
  slug: string;
}
