import { isHttpUrl, WEBSITE_CONTENT_LIMITS as L, WEBSITE_CONTENT_MESSAGES as M } from '@site/shared';
import { IsInt, registerDecorator, ValidateIf, type ValidationOptions } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { MaxTrimmedLength } from '../../common/trimmed-text';
import { IsNotBlank } from '../../common/validators';

/** An absolute http(s) address, checked without the white space around it. */
function IsHttpUrl(options?: ValidationOptions) {
  return (target: object, propertyName: string): void => {
    registerDecorator({
      name: 'isHttpUrl',
      target: target.constructor,
      propertyName,
      options,
      validator: { validate: (value: unknown) => typeof value === 'string' && isHttpUrl(value.trim()) },
    });
  };
}

const isFilled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The version of the tab its form loaded; the save is refused when the tab has moved on since. */
const versionOptions = {
  description: "The tab's version as the form loaded it (homepageVersion, ...); CONFLICT when it has moved on.",
};

@InputType({ description: 'The Homepage tab, saved as a whole.' })
export class HomepageContentInput {
  @Field(() => Int, versionOptions)
  @IsInt()
  version: number;

  @Field()
  @IsNotBlank({ message: M.heroTitle })
  @MaxTrimmedLength(L.heroTitle, { message: M.heroTitleMax })
  heroTitle: string;

  @Field()
  @IsNotBlank({ message: M.heroSubtitle })
  @MaxTrimmedLength(L.heroSubtitle, { message: M.heroSubtitleMax })
  heroSubtitle: string;

  @Field(() => String, { nullable: true, description: 'An http(s) address; null or blank removes the image.' })
  @ValidateIf((input: HomepageContentInput) => isFilled(input.heroImageUrl))
  @MaxTrimmedLength(L.heroImageUrl, { message: M.heroImageUrlMax })
  @IsHttpUrl({ message: M.heroImageUrl })
  heroImageUrl?: string | null;
}

@InputType({ description: 'The About tab, saved as a whole.' })
export class AboutContentInput {
  @Field(() => Int, versionOptions)
  @IsInt()
  version: number;

  @Field()
  @IsNotBlank({ message: M.aboutTitle })
  @MaxTrimmedLength(L.aboutTitle, { message: M.aboutTitleMax })
  aboutTitle: string;

  @Field({ description: 'Paragraphs separated by blank lines.' })
  @IsNotBlank({ message: M.aboutContent })
  @MaxTrimmedLength(L.aboutContent, { message: M.aboutContentMax })
  aboutContent: string;

  @Field()
  @IsNotBlank({ message: M.missionStatement })
  @MaxTrimmedLength(L.missionStatement, { message: M.missionStatementMax })
  missionStatement: string;
}

@InputType({ description: 'The Services tab, saved as a whole.' })
export class ServicesContentInput {
  @Field(() => Int, versionOptions)
  @IsInt()
  version: number;

  @Field()
  @IsNotBlank({ message: M.servicesIntroduction })
  @MaxTrimmedLength(L.servicesIntroduction, { message: M.servicesIntroductionMax })
  servicesIntroduction: string;
}
