import { schemaMessages } from '../../../test/schema-messages';
import { EMPLOYEE_MESSAGES as M } from '../constants';
import { sampleEmployee } from '../mocks/sample-employees';
import {
  emptyEmployee,
  employeeSchema,
  toEmployeeInput,
  toFormValues,
  type EmployeeFormValues,
} from './employee.schema';

const messages = (values: EmployeeFormValues) => schemaMessages(employeeSchema, values);

const saved = toFormValues(sampleEmployee(2));

describe('employeeSchema', () => {
  it('accepts a saved employee, and one with every optional field left empty', () => {
    expect(messages(saved)).toEqual({});
    const bare = { ...saved, phone: '', bio: '', managerId: null, salary: '', bankAccount: '', taxId: '' };
    expect(messages(bare)).toEqual({});
  });

  it('names the required fields of an empty form: name, position, department, email and joining date', () => {
    expect(messages({ ...emptyEmployee(''), joinDate: '' })).toEqual({
      name: M.nameRequired,
      position: M.positionRequired,
      department: M.department,
      email: M.emailRequired,
      joinDate: M.joinDateRequired,
    });
  });

  it('checks the email, phone and joining date as the server does', () => {
    expect(messages({ ...saved, email: 'emily@company', phone: '555 12', joinDate: '2026-02-30' })).toEqual({
      email: M.email,
      phone: M.phone,
      joinDate: M.joinDate,
    });
  });

  it.each(['5200', '5200.5', '5200.50', ' 0.99 ', '1000000'])('accepts the salary %s', (salary) => {
    expect(messages({ ...saved, salary })).toEqual({});
  });

  it.each([
    ['-5200', M.salary],
    ['5,200.00', M.salary],
    ['5200.505', M.salary],
    ['$5200', M.salary],
    ['1000000.01', M.salaryMax],
    ['25000000', M.salaryMax],
  ])('refuses the salary %s', (salary, message) => {
    expect(messages({ ...saved, salary })).toEqual({ salary: message });
  });

  it('allows letters, digits, spaces and dashes in the bank account and tax id, within their lengths', () => {
    expect(messages({ ...saved, bankAccount: 'DE89-3704 0044 0532 0130 00', taxId: '12-345 678' })).toEqual({});
    expect(messages({ ...saved, bankAccount: 'GB33/BUKB', taxId: 'QQ#12' })).toEqual({
      bankAccount: M.bankAccount,
      taxId: M.taxId,
    });
    expect(messages({ ...saved, bankAccount: 'A'.repeat(35), taxId: '1'.repeat(21) })).toEqual({
      bankAccount: M.bankAccountMax,
      taxId: M.taxIdMax,
    });
  });

  it('counts characters without the spaces around them, as the server stores them', () => {
    expect(messages({ ...saved, name: `  ${'x'.repeat(100)}  `, bio: ` ${'b'.repeat(2000)} ` })).toEqual({});
    expect(messages({ ...saved, name: 'x'.repeat(101), bio: 'b'.repeat(2001) })).toEqual({
      name: M.nameMax,
      bio: M.bioMax,
    });
  });
});

describe('toEmployeeInput', () => {
  it('sends the texts trimmed, a blank optional field as none, and the salary exactly as typed', () => {
    const values: EmployeeFormValues = {
      ...emptyEmployee('2026-03-05'),
      name: '  Ada Lovelace ',
      position: 'Analyst ',
      department: 'ENGINEERING',
      email: ' ada@brightline.example ',
      phone: '   ',
      salary: ' 5200.50 ',
      managerId: 1,
      isHR: true,
    };
    expect(toEmployeeInput(values)).toEqual({
      name: 'Ada Lovelace',
      position: 'Analyst',
      department: 'ENGINEERING',
      email: 'ada@brightline.example',
      phone: null,
      joinDate: '2026-03-05',
      bio: null,
      managerId: 1,
      isHR: true,
      salary: '5200.50',
      bankAccount: null,
      taxId: null,
    });
  });

  it('fills the form from a saved employee and sends it back unchanged', () => {
    const employee = sampleEmployee(2);
    const { name, position, department, email, phone, joinDate, bio, managerId, isHR, salary, bankAccount, taxId } =
      employee;
    expect(toEmployeeInput(toFormValues(employee))).toEqual({
      name,
      position,
      department,
      email,
      phone,
      joinDate,
      bio,
      managerId,
      isHR,
      salary,
      bankAccount,
      taxId,
    });
  });
});
