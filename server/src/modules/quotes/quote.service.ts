import { CONVERSION_MESSAGES, ERROR_MESSAGES } from '@site/shared';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../auth/actor';
import { conflict, notFound } from '../../common/errors';
import { enforce } from '../../common/policy';
import { isUniqueViolation, retryOnDeadlock } from '../../db/constraint-violations';
import { readForUpdate } from '../../db/read-for-update';
import { auditTrail } from '../audit/audit-trail.service';
import { Project } from '../projects/project.entity';
import { CONVERTED, type QuoteStatus } from './quote-codes';
import { projectFromQuote } from './quote-conversion';
import { QuoteRequest } from './quote-request.entity';
import type { ConvertQuoteInput } from './quote.inputs';
import { canConvertQuote, canDeleteQuote, canUpdateQuote } from './quote.policy';

const entry = (quote: QuoteRequest) => ({ entity: 'QuoteRequest', entityId: quote.id, label: quote.name });
const projectEntry = (project: Project) => ({ entity: 'Project', entityId: project.id, label: project.title });

/** Optional notes as stored: trimmed, blank as none. */
const storedNotes = (notes: string | null | undefined) => notes?.trim() || null;

/**
 * The back office's writes to quote requests. Each reads the quote for the rest of its
 * transaction, checks its policy, makes the change as a conditional UPDATE and records the audit
 * entry in the same transaction.
 */
export class QuoteService {
  constructor(private readonly dataSource: DataSource) {}

  /** Any status may follow any other; the notes replace the old ones (none when left blank). */
  updateStatus(actor: Actor, id: number, status: QuoteStatus, notes?: string | null): Promise<QuoteRequest> {
    return this.write(async (manager) => {
      const before = await existing(manager, id);
      enforce(canUpdateQuote(actor, before));
      const { affected } = await manager
        .createQueryBuilder()
        .update(QuoteRequest)
        .set({ status, notes: storedNotes(notes) })
        .where('id = :id', { id })
        .execute();
      if (!affected) throw notFound(ERROR_MESSAGES.quoteNotFound);
      const after = await manager.findOneByOrFail(QuoteRequest, { id });
      await auditTrail.record(manager, actor, { ...entry(after), action: 'status', before, after });
      return after;
    });
  }

  /** Deletes a quote; a project made from it stays, its quoteId cleared by the database. */
  delete(actor: Actor, id: number): Promise<number> {
    return this.write(async (manager) => {
      const before = await existing(manager, id);
      enforce(canDeleteQuote(actor, before));
      const project = await readForUpdate(manager, Project, { quoteId: id });
      const { affected } = await manager.delete(QuoteRequest, { id });
      if (!affected) throw notFound(ERROR_MESSAGES.quoteNotFound);
      await auditTrail.record(manager, actor, { ...entry(before), action: 'delete', before });
      if (project) {
        const after = { ...project, quoteId: null };
        await auditTrail.record(manager, actor, { ...projectEntry(project), action: 'update', before: project, after });
      }
      return id;
    });
  }

  /**
   * The project and the quote's closing in one transaction: both or neither. A quote converts
   * once: the quote is held while it converts, a second conversion then finds the project and
   * is refused, and should two ever pass that check, the unique quoteId of projects refuses the
   * second insert.
   */
  async convert(actor: Actor, quoteId: number, input: ConvertQuoteInput): Promise<Project> {
    try {
      return await this.write(async (manager) => {
        const before = await existing(manager, quoteId);
        enforce(canConvertQuote(actor, before));
        if (await manager.existsBy(Project, { quoteId })) throw alreadyConverted();

        const { identifiers } = await manager.insert(Project, projectFromQuote(before, input));
        const project = await manager.findOneByOrFail(Project, { id: Number(identifiers[0]!.id) });

        const { affected } = await manager
          .createQueryBuilder()
          .update(QuoteRequest)
          .set({ status: CONVERTED.status, notes: CONVERTED.note })
          .where('id = :id AND status = :status', { id: quoteId, status: before.status })
          .execute();
        // Another write changed the quote between the read and here.
        if (!affected) throw alreadyConverted();
        const after = await manager.findOneByOrFail(QuoteRequest, { id: quoteId });

        await auditTrail.record(manager, actor, { ...projectEntry(project), action: 'create', after: project });
        await auditTrail.record(manager, actor, { ...entry(after), action: 'convert', before, after });
        return project;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyConverted();
      throw error;
    }
  }

  /** One transaction; on MySQL run again if chosen as a deadlock's victim. */
  private write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return retryOnDeadlock(() => this.dataSource.transaction(work));
  }
}

const alreadyConverted = () => conflict(CONVERSION_MESSAGES.alreadyConverted);

/** The quote as it is now, held until the transaction ends; NOT_FOUND when there is none. */
async function existing(manager: EntityManager, id: number): Promise<QuoteRequest> {
  const quote = await readForUpdate(manager, QuoteRequest, { id });
  if (!quote) throw notFound(ERROR_MESSAGES.quoteNotFound);
  return quote;
}
