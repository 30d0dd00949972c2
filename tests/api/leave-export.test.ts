import { parse } from 'csv-parse/sync';
import { LeaveStatus } from '../../server/src/modules/leave/leave-request.entity';
import { useLeaveApp } from '../fixtures/leave';

/** GET /api/export/leave-requests.csv: every request for HR employees and admins, with the list's filters. */

const leave = useLeaveApp();
const BOM = '\uFEFF';

async function download(query: string, token: string | null) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await fetch(`${leave.app.url}/api/export/leave-requests.csv${query}`, { headers });
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { response, text };
}

function records(text: string): Record<string, string>[] {
  const [header, ...rows] = parse(text.startsWith(BOM) ? text.slice(BOM.length) : text) as string[][];
  return rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index]!])));
}

describe('the leave CSV export', () => {
  it('gives HR employees and admins every request, newest first, with the employee’s name', async () => {
    const hr = await leave.person({ isHR: true, name: 'Hazel Export' });
    const { report } = await leave.team();
    const request = await leave.request(report, { reason: '=SUM(A1)' });
    for (const token of [hr.token, leave.admin]) {
      const { response, text } = await download('', token);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const rows = records(text);
      expect(Object.keys(rows[0]!)).toEqual([
        'Employee',
        'Start Date',
        'End Date',
        'Type',
        'Reason',
        'Status',
        'Manager Approved',
        'HR Approved',
        'Notes',
        'Cancellation Reason',
        'Requested At',
      ]);
      expect(rows[0]).toMatchObject({
        Employee: report.employee.name,
        'Start Date': request.startDate,
        Type: 'Vacation',
        Reason: "'=SUM(A1)",
        Status: 'Pending',
        'Manager Approved': 'No',
      });
      // The three seeded requests are there too.
      expect(rows.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('applies the status (by its API name) and the search of the All Requests list', async () => {
    const { report } = await leave.team();
    await leave.insertedFor(report, LeaveStatus.MANAGER_APPROVED);
    const { text } = await download('?status=MANAGER_APPROVED', leave.admin);
    expect(new Set(records(text).map((r) => r.Status))).toEqual(new Set(['Manager Approved']));
    const searched = records((await download(`?search=${encodeURIComponent(report.employee.name)}`, leave.admin)).text);
    expect(new Set(searched.map((r) => r.Employee))).toEqual(new Set([report.employee.name]));
    const bad = await download('?status=Approved', leave.admin);
    expect(bad.response.status).toBe(400);
  });

  it('is refused to managers and other staff (403) and to visitors (401)', async () => {
    const { manager, report } = await leave.team();
    for (const token of [manager.token, report.token, leave.staff]) {
      const { response, text } = await download('', token);
      expect(response.status).toBe(403);
      expect(text).not.toContain('Vacation');
    }
    expect((await download('', null)).response.status).toBe(401);
  });
});
