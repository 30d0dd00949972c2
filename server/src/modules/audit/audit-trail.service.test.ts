import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import type { Actor } from '../../auth/actor';
import { Role } from '../../auth/roles';
import { Icon } from '../../common/icon';
import { openDatabase } from '../../db/data-source';
import { Project, ProjectStatus } from '../projects/project.entity';
import { ProjectService } from '../projects/project.service';
import { AuditEntry } from './audit-entry.entity';
import { auditTrail } from './audit-trail.service';
import { AuditService } from './audit.service';

let dataSource: DataSource;
const staff: Actor = { id: 3, name: 'Sam Staff', role: Role.STAFF, email: 'sam@example.com' };
const client: Actor = { id: 9, name: 'Cleo Client', role: Role.CLIENT, email: 'cleo@example.com' };
const admin: Actor = { id: 1, name: 'Ada Admin', role: Role.ADMIN, email: 'ada@example.com' };

beforeAll(async () => {
  dataSource = await openDatabase('sqlite::memory:');
});
afterAll(() => dataSource?.destroy());
beforeEach(() => dataSource.getRepository(AuditEntry).clear());

const entries = () => dataSource.getRepository(AuditEntry).find({ order: { id: 'ASC' } });
const project = {
  title: 'Atlas',
  client: 'Zenith Bank',
  category: 'Fintech',
  status: ProjectStatus.PLANNING,
  date: '2026-01-15',
  description: 'Payments.',
  featured: false,
  icon: Icon.CODE,
};

describe('the audit trail', () => {
  it('stores who, what and the masked diff', async () => {
    await dataSource.transaction((manager) =>
      auditTrail.record(manager, staff, {
        action: 'update',
        entity: 'Employee',
        entityId: 12,
        label: 'Emily Chen',
        before: { salary: '5000.00', bankAccount: 'DE89370400440532013000', title: 'Developer' },
        after: { salary: '5500.00', bankAccount: 'DE89370400440532019999', title: 'Lead Developer' },
      }),
    );
    const [entry] = await entries();
    expect(entry).toMatchObject({
      actorId: 3,
      actorName: 'Sam Staff',
      action: 'update',
      entity: 'Employee',
      entityId: '12',
      label: 'Emily Chen',
      changes: {
        salary: { changed: true },
        bankAccount: { changed: true, from: '••••3000', to: '••••9999' },
        title: { from: 'Developer', to: 'Lead Developer' },
      },
    });
    expect(entry!.at).toBeInstanceOf(Date);
  });

  it("names a visitor's write 'Visitor', with no actor id", async () => {
    await dataSource.transaction((manager) =>
      auditTrail.record(manager, null, { action: 'create', entity: 'ContactMessage', entityId: 1, label: 'Hello' }),
    );
    expect(await entries()).toEqual([expect.objectContaining({ actorId: null, actorName: 'Visitor' })]);
  });

  it('records nothing when the transaction fails after the entry was written', async () => {
    const failing = dataSource.transaction(async (manager) => {
      await auditTrail.record(manager, staff, { action: 'create', entity: 'Project', entityId: 1, label: 'x' });
      throw new Error('the write failed');
    });
    await expect(failing).rejects.toThrow('the write failed');
    expect(await entries()).toEqual([]);
  });

  it('records nothing for a project write that fails: unknown id, or a policy refusal', async () => {
    const service = new ProjectService(dataSource);
    const { id } = await service.create(staff, project);
    await dataSource.getRepository(AuditEntry).clear();

    await expect(service.update(staff, 404, { title: 'Ghost' })).rejects.toMatchObject({
      extensions: { code: 'NOT_FOUND' },
    });
    await expect(service.update(client, id, { title: 'Hijacked' })).rejects.toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
    await expect(service.delete(client, id)).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(await entries()).toEqual([]);
    expect(await dataSource.getRepository(Project).findOneByOrFail({ id })).toMatchObject({ title: 'Atlas' });
  });

  it('records each project write with its diff, readable newest first', async () => {
    const service = new ProjectService(dataSource);
    const { id } = await service.create(staff, project);
    await service.update(staff, id, { status: ProjectStatus.COMPLETED, featured: true });
    await service.update(staff, id, {});
    await service.delete(staff, id);

    const page = await new AuditService(dataSource).list(
      {
        entity: 'Project',
        entityId: String(id),
        offset: 0,
        limit: 10,
      },
      admin,
    );
    expect(page.total).toBe(3);
    expect(page.items.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(page.items[1]!.changes).toEqual([
      { field: 'status', from: 'Planning', to: 'Completed', masked: false },
      { field: 'featured', from: 'false', to: 'true', masked: false },
    ]);
    expect(page.items[2]!.changes).toContainEqual({ field: 'title', from: null, to: 'Atlas', masked: false });
    expect(page.items[0]!.changes).toContainEqual({ field: 'title', from: 'Atlas', to: null, masked: false });
  });
});
