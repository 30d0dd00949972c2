import { WEBSITE_CONTENT_MESSAGES, type WebsiteTab } from '@site/shared';
import type { DataSource } from 'typeorm';
import type { Actor } from '../../auth/actor';
import { conflict, notFound } from '../../common/errors';
import { enforce } from '../../common/policy';
import { readForUpdate } from '../../db/read-for-update';
import { auditTrail } from '../audit/audit-trail.service';
import { canEditWebsite } from './content-page.policy';
import { readWebsiteContent, websiteContentCache } from './website-content.cache';
import { WEBSITE_CONTENT_ID, WebsiteContent } from './website-content.entity';
import type { AboutContentInput, HomepageContentInput, ServicesContentInput } from './website-content.inputs';

type TabChanges = Partial<Pick<WebsiteContent, Exclude<keyof WebsiteContent, 'id' | 'updatedAt'>>>;

const VERSION_COLUMN = {
  homepage: 'homepageVersion',
  about: 'aboutVersion',
  services: 'servicesVersion',
} as const satisfies Record<WebsiteTab, keyof WebsiteContent>;

/** The audit trail's label of each tab: its name in the back office. */
const TAB_LABEL = { homepage: 'Homepage', about: 'About', services: 'Services' } as const satisfies Record<
  WebsiteTab,
  string
>;

/** The fields of one tab, for the audit trail's diff (the other tabs' fields did not change). */
const tabFields = (content: WebsiteContent, changes: TabChanges) =>
  Object.fromEntries(Object.keys(changes).map((field) => [field, content[field as keyof TabChanges]]));

/** Stored text: trimmed, with `\n` line ends (the page and its hydration then read the same characters). */
const clean = (text: string) => text.replace(/\r\n?/g, '\n').trim();

export class WebsiteContentService {
  constructor(private readonly dataSource: DataSource) {}

  get(): Promise<WebsiteContent> {
    return readWebsiteContent(this.dataSource);
  }

  updateHomepage(actor: Actor, { version, heroTitle, heroSubtitle, heroImageUrl }: HomepageContentInput) {
    const image = heroImageUrl ? clean(heroImageUrl) : '';
    return this.saveTab(actor, 'homepage', version, {
      heroTitle: clean(heroTitle),
      heroSubtitle: clean(heroSubtitle),
      heroImageUrl: image || null,
    });
  }

  updateAbout(actor: Actor, { version, aboutTitle, aboutContent, missionStatement }: AboutContentInput) {
    return this.saveTab(actor, 'about', version, {
      aboutTitle: clean(aboutTitle),
      aboutContent: clean(aboutContent),
      missionStatement: clean(missionStatement),
    });
  }

  updateServices(actor: Actor, { version, servicesIntroduction }: ServicesContentInput) {
    return this.saveTab(actor, 'services', version, { servicesIntroduction: clean(servicesIntroduction) });
  }

  /**
   * Saves one tab's fields if nobody saved that tab since the form loaded `version`. The check
   * is part of the UPDATE itself, so of two saves racing from the same version exactly one
   * wins and the other gets CONFLICT; the loser's input is left untouched for the form.
   */
  private async saveTab(actor: Actor, tab: WebsiteTab, version: number, changes: TabChanges): Promise<WebsiteContent> {
    enforce(canEditWebsite(actor));
    const column = VERSION_COLUMN[tab];
    // The change and its audit entry commit or roll back together, in this one transaction.
    const saved = await this.dataSource.transaction(async (manager) => {
      const before = await readForUpdate(manager, WebsiteContent, { id: WEBSITE_CONTENT_ID });
      if (!before) throw notFound('The website content has not been set up yet');
      if (before[column] !== version) throw changedMeanwhile();
      const result = await manager
        .createQueryBuilder()
        .update(WebsiteContent)
        .set({ ...changes, [column]: () => `${manager.connection.driver.escape(column)} + 1` })
        .where('id = :id', { id: WEBSITE_CONTENT_ID })
        .andWhere(`${manager.connection.driver.escape(column)} = :version`, { version })
        .execute();
      if (!result.affected) throw changedMeanwhile();
      const after = await manager.findOneByOrFail(WebsiteContent, { id: WEBSITE_CONTENT_ID });
      await auditTrail.record(manager, actor, {
        action: 'update',
        entity: 'WebsiteContent',
        entityId: tab,
        label: TAB_LABEL[tab],
        before: tabFields(before, changes),
        after: tabFields(after, changes),
      });
      return after;
    });
    websiteContentCache(this.dataSource).invalidate();
    return saved;
  }
}

const changedMeanwhile = () => conflict(WEBSITE_CONTENT_MESSAGES.changedMeanwhile);
