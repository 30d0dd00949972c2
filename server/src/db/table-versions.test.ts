import { writtenTable } from './table-versions';

describe('writtenTable', () => {
  it('names no table for statements that write no rows', () => {
    for (const sql of [
      'SELECT COUNT(*) AS `total` FROM `projects` `p`',
      '(SELECT 1) UNION (SELECT 2)',
      'select id from projects for update',
      'START TRANSACTION',
      'SET TRANSACTION ISOLATION LEVEL READ COMMITTED',
      'COMMIT',
      'ROLLBACK TO SAVEPOINT typeorm_1',
      'SHOW TABLES',
      'PRAGMA foreign_keys = ON',
      'BEGIN TRANSACTION',
    ]) {
      expect(writtenTable(sql)).toBeNull();
    }
  });

  it('names the table of a one-table write, as TypeORM and plain SQL write them', () => {
    expect(writtenTable('INSERT INTO `projects`(`id`, `title`) VALUES (DEFAULT, ?)')).toBe('projects');
    expect(writtenTable('INSERT IGNORE INTO quote_requests (name) VALUES (?)')).toBe('quote_requests');
    expect(writtenTable('REPLACE INTO `sessions` SET id = 1')).toBe('sessions');
    expect(writtenTable('UPDATE `payroll_records` SET `status` = ? WHERE `id` = ?')).toBe('payroll_records');
    expect(writtenTable('update employees e set e.status = ? where e.id = ?')).toBe('employees');
    expect(writtenTable('UPDATE LOW_PRIORITY leave_requests AS l SET status = 1')).toBe('leave_requests');
    expect(writtenTable('DELETE FROM `projects` WHERE `id` IN (?)')).toBe('projects');
    expect(writtenTable('DELETE FROM "newsletter_subscriptions"')).toBe('newsletter_subscriptions');
  });

  it('names the table of SQLite’s writes, its conflict clauses included', () => {
    expect(writtenTable('INSERT INTO "projects"("id", "title") VALUES (NULL, ?)')).toBe('projects');
    expect(writtenTable('UPDATE "projects" SET "title" = ? WHERE "id" IN (?)')).toBe('projects');
    expect(writtenTable('INSERT OR IGNORE INTO "table_versions" (name, version) VALUES (?, 0)')).toBe('table_versions');
    expect(writtenTable('insert or replace into sessions (id) values (?)')).toBe('sessions');
    expect(writtenTable('UPDATE OR IGNORE "employees" SET "name" = ?')).toBe('employees');
  });

  it('takes every table as written by what it cannot tell', () => {
    for (const sql of [
      'UPDATE payroll_records p JOIN employees e ON e.id = p.employeeId SET e.name = p.employeeName',
      'UPDATE projects, quote_requests SET projects.title = quote_requests.name',
      'DELETE p, q FROM projects p JOIN quote_requests q ON q.id = p.quoteId',
      'DELETE FROM projects USING projects JOIN quote_requests',
      'TRUNCATE TABLE projects',
      'ALTER TABLE projects ADD x int',
      'WITH old AS (SELECT id FROM projects) DELETE FROM projects WHERE id IN (SELECT id FROM old)',
      'CALL tidy()',
    ]) {
      expect(writtenTable(sql)).toBe('*');
    }
  });
});
