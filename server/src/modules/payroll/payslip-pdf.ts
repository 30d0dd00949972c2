import { readFileSync } from 'node:fs';
import { COMPANY, DEPARTMENT, labelsByValue, PAYROLL_PAYMENT_METHOD, PAYROLL_STATUS } from '@site/shared';
import PDFDocument from 'pdfkit';
import { formatMoney } from '../../common/money';
import type { Employee } from '../employees/employee.entity';
import type { PayrollRecord } from './payroll-record.entity';

// The payslip as a PDF. The text is set in DejaVu Sans, embedded (only the glyphs used): the
// PDF's built-in fonts cover Latin-1 only and would garble other names and signs.

const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

let fonts: Record<keyof typeof FONT_FILES, Buffer> | undefined;
/** The font files, read once per process. */
const loadFonts = () =>
  (fonts ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  });

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const STATUS_LABELS = labelsByValue(PAYROLL_STATUS);
const METHOD_LABELS = labelsByValue(PAYROLL_PAYMENT_METHOD);
const DEPARTMENT_LABELS = labelsByValue(DEPARTMENT);

/** "2026-11" -> "November 2026". */
export function monthName(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTHS[Number(number) - 1] ?? number} ${year}`;
}

/** Only the last 4 letters or digits of a bank account: "•••• 5555"; null when there is none. */
export function maskedAccount(account: string | null | undefined): string | null {
  const compact = account?.replace(/[^A-Za-z0-9]/g, '') ?? '';
  return compact ? `•••• ${compact.slice(-4)}` : null;
}

/** What a payslip shows: the record and its employee (null if it could not be read). */
export interface PayslipData {
  record: PayrollRecord;
  employee: Pick<Employee, 'name' | 'position' | 'department' | 'bankAccount'> | null;
  /** The day it is generated, YYYY-MM-DD. */
  generatedOn: string;
}

const UNKNOWN = 'Unknown';
const MUTED = '#555555';
const RULE = '#cccccc';

/** Renders the payslip and answers the whole PDF. */
export function renderPayslip({ record, employee, generatedOn }: PayslipData): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `Payslip ${record.month}, ${employee?.name ?? UNKNOWN}`,
      Author: COMPANY.legalName,
      Subject: `Payslip for ${monthName(record.month)}`,
    },
    displayTitle: true,
    lang: 'en',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('Body', regular);
  doc.registerFont('Bold', bold);

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const rule = () => {
    doc.moveDown(0.6);
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .strokeColor(RULE)
      .lineWidth(1)
      .stroke();
    doc.moveDown(0.8);
  };
  const heading = (text: string) => doc.font('Bold').fontSize(12).fillColor('black').text(text).moveDown(0.4);
  /** A label on the left and its value on the right of one line. */
  const line = (label: string, value: string, strong = false) => {
    const y = doc.y;
    doc
      .font(strong ? 'Bold' : 'Body')
      .fontSize(strong ? 12 : 10.5)
      .fillColor('black');
    doc.text(label, left, y, { width: width * 0.6 });
    doc.text(value, left + width * 0.6, y, { width: width * 0.4, align: 'right' });
    doc.moveDown(0.35);
  };

  // The company.
  doc.font('Bold').fontSize(20).fillColor('black').text(COMPANY.name);
  doc.font('Body').fontSize(9.5).fillColor(MUTED);
  doc.text(COMPANY.legalName);
  doc.text(COMPANY.address);
  doc.text(`${COMPANY.email} · ${COMPANY.telephone}`);
  rule();

  doc.font('Bold').fontSize(16).fillColor('black').text('Payslip');
  doc
    .font('Body')
    .fontSize(11)
    .text(`Pay period: ${monthName(record.month)} (${record.month})`);
  rule();

  heading('Employee');
  line('Name', employee?.name ?? UNKNOWN);
  line('Position', employee?.position ?? UNKNOWN);
  line('Department', employee ? (DEPARTMENT_LABELS[employee.department] ?? employee.department) : UNKNOWN);
  line('Bank account', maskedAccount(employee?.bankAccount) ?? 'Not on record');
  rule();

  heading('Salary breakdown');
  line('Basic Salary', formatMoney(record.basicSalary));
  line('Allowances', `+${formatMoney(record.allowances)}`);
  line('Deductions', `-${formatMoney(record.deductions)}`);
  line('Bonus', `+${formatMoney(record.bonus)}`);
  doc
    .moveTo(left + width * 0.6, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(0.4);
  line('Net Pay', formatMoney(record.netSalary), true);
  rule();

  heading('Payment');
  line('Status', STATUS_LABELS[record.paymentStatus] ?? record.paymentStatus);
  line('Payment date', record.paymentDate ?? 'Not paid yet');
  line('Payment method', record.paymentMethod ? (METHOD_LABELS[record.paymentMethod] ?? record.paymentMethod) : '-');
  if (record.notes) {
    rule();
    heading('Notes');
    doc.font('Body').fontSize(10.5).text(record.notes, left, doc.y, { width });
  }

  doc.moveDown(2);
  doc
    .font('Body')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(`Payslip no. ${record.id} · generated ${generatedOn} · confidential`, left, doc.y, { width });
  doc.end();
  return done;
}
