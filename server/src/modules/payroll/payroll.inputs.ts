import { isPayrollMonth, PAYROLL_LIMITS as L, PAYROLL_MESSAGES as M } from '@site/shared';
import { IsEnum, IsInt, IsOptional, Min, registerDecorator, type ValidationOptions } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { SortDirection, SortedPageArgs } from '../../common/pagination';
import { MaxTrimmedLength } from '../../common/trimmed-text';
import { IsAmountAtMost, IsMoneyAmount, IsNotBlank, IsOptionalText, NotNullWhenSent } from '../../common/validators';
import { PaymentMethod } from './payroll-record.entity';
import { PayrollSort } from './payroll.types';

// Limits and messages come from the shared rules, which the web form reads too. Amounts are
// exact decimal text, never negative; the extras (allowances, deductions, bonus) left out, null
// or blank count as 0. The net is never an input: the service computes it.

/** A payroll month written yyyy-MM; a blank one is left to the required rule. */
const IsPayrollMonth = (options?: ValidationOptions) => (target: object, propertyName: string) =>
  registerDecorator({
    name: 'isPayrollMonth',
    target: target.constructor,
    propertyName,
    options,
    validator: {
      validate: (value: unknown) => typeof value === 'string' && (value.trim() === '' || isPayrollMonth(value.trim())),
    },
  });

/** An optional amount: null or blank is 0; otherwise exact, not negative, not above the limit. */
const OptionalAmount = () => (target: object, propertyName: string) => {
  IsOptionalText()(target, propertyName);
  IsMoneyAmount({ message: M.amount })(target, propertyName);
  IsAmountAtMost(L.amountMax, { message: M.amountMax })(target, propertyName);
};

/** The fields a record's form may leave empty, the same when creating and changing it. */
@InputType()
abstract class PayrollExtras {
  @Field(() => String, { nullable: true, description: 'Null or empty = 0.' })
  @OptionalAmount()
  allowances?: string | null;

  @Field(() => String, { nullable: true, description: 'Null or empty = 0.' })
  @OptionalAmount()
  deductions?: string | null;

  @Field(() => String, { nullable: true, description: 'Null or empty = 0.' })
  @OptionalAmount()
  bonus?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptionalText()
  @MaxTrimmedLength(L.notes, { message: M.notesMax })
  notes?: string | null;
}

@InputType({ description: "A month's pay for one employee; the net is computed by the server." })
export class CreatePayrollInput extends PayrollExtras {
  @Field(() => Int)
  @IsInt({ message: M.employeeRequired })
  @Min(1, { message: M.employeeRequired })
  employeeId: number;

  @Field({ description: 'yyyy-MM' })
  @IsNotBlank({ message: M.monthRequired })
  @IsPayrollMonth({ message: M.month })
  month: string;

  @Field({ description: 'Exact decimal text, e.g. "5200.50".' })
  @IsNotBlank({ message: M.basicSalaryRequired })
  @IsMoneyAmount({ message: M.amount })
  @IsAmountAtMost(L.amountMax, { message: M.amountMax })
  basicSalary: string;
}

/** Left out, a field keeps its value; an extra sent as null or blank becomes 0. */
@InputType({ description: 'The fields to change; the ones left out keep their value. Pending records only.' })
export class UpdatePayrollInput extends PayrollExtras {
  @Field({ nullable: true, description: 'yyyy-MM' })
  @NotNullWhenSent({ message: M.monthRequired })
  @IsNotBlank({ message: M.monthRequired })
  @IsPayrollMonth({ message: M.month })
  month?: string;

  @Field({ nullable: true })
  @NotNullWhenSent({ message: M.basicSalaryRequired })
  @IsNotBlank({ message: M.basicSalaryRequired })
  @IsMoneyAmount({ message: M.amount })
  @IsAmountAtMost(L.amountMax, { message: M.amountMax })
  basicSalary?: string;
}

@InputType({ description: 'How a Pending record is paid.' })
export class ProcessPaymentInput {
  @Field(() => PaymentMethod, { defaultValue: PaymentMethod.BANK_TRANSFER })
  @IsEnum(PaymentMethod, { message: M.paymentMethod })
  paymentMethod: PaymentMethod;

  @Field(() => String, { nullable: true, description: 'Kept with the record; left out or blank, its notes stay.' })
  @IsOptionalText()
  @MaxTrimmedLength(L.notes, { message: M.notesMax })
  notes?: string | null;
}

/** The order the back office opens on: by employee name. */
const DEFAULT_ORDER = { sort: PayrollSort.EMPLOYEE, direction: SortDirection.ASC };

@ArgsType()
export class AdminPayrollsArgs extends SortedPageArgs(PayrollSort, DEFAULT_ORDER) {
  @Field({ nullable: true, description: 'yyyy-MM: only that month.' })
  @IsOptional()
  @IsPayrollMonth({ message: M.month })
  month?: string;

  @Field({ nullable: true, description: "Case-insensitive text found in the employee's name or the status." })
  @IsOptional()
  @MaxTrimmedLength(L.search, { message: M.searchMax })
  search?: string;
}

@ArgsType()
export class MyPayrollsArgs {
  @Field({ nullable: true, description: 'yyyy-MM: only that month.' })
  @IsOptional()
  @IsPayrollMonth({ message: M.month })
  month?: string;
}

@ArgsType()
export class RunMonthlyPayrollArgs {
  @Field({ description: 'yyyy-MM' })
  @IsNotBlank({ message: M.monthRequired })
  @IsPayrollMonth({ message: M.month })
  month: string;
}
