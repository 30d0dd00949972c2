import { EMPLOYEE_LIMITS as L, EMPLOYEE_MESSAGES as M, SALARY_MAX } from '@site/shared';
import { IsBoolean, IsEnum, IsInt, IsOptional } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { SortDirection, SortedPageArgs } from '../../common/pagination';
import { IsPhoneNumber, IsTrimmedEmail, MaxTrimmedLength } from '../../common/trimmed-text';
import {
  IsAccountText,
  IsAmountAtMost,
  IsIsoDate,
  IsMoneyAmount,
  IsNotBlank,
  IsOptionalText,
  NotNullWhenSent,
} from '../../common/validators';
import { Department, EmployeeStatus } from './employee.entity';
import { EmployeeSort } from './employee.types';

// Limits and messages come from the shared rules, which the web form reads too; texts are
// stored trimmed, so their length is checked trimmed. Optional texts left blank are stored as null.

/**
 * The fields an admin may leave empty, the same when adding and changing: left out or blank,
 * none is stored; null clears one.
 */
@InputType()
abstract class OptionalEmployeeFields {
  @Field(() => String, { nullable: true })
  @IsOptionalText()
  @MaxTrimmedLength(L.phone, { message: M.phoneMax })
  @IsPhoneNumber({ message: M.phone })
  phone?: string | null;

  @Field(() => Int, { nullable: true, description: "Another employee's id; null for none." })
  @IsOptional()
  @IsInt({ message: M.managerMissing })
  managerId?: number | null;

  @Field(() => String, { nullable: true, description: 'Monthly basic salary as decimal text, e.g. "5200.50".' })
  @IsOptionalText()
  @IsMoneyAmount({ message: M.salary })
  @IsAmountAtMost(SALARY_MAX, { message: M.salaryMax })
  salary?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptionalText()
  @MaxTrimmedLength(L.bankAccount, { message: M.bankAccountMax })
  @IsAccountText({ message: M.bankAccount })
  bankAccount?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptionalText()
  @MaxTrimmedLength(L.taxId, { message: M.taxIdMax })
  @IsAccountText({ message: M.taxId })
  taxId?: string | null;

  @Field(() => String, { nullable: true, description: 'Bio / Skills.' })
  @IsOptionalText()
  @MaxTrimmedLength(L.bio, { message: M.bioMax })
  bio?: string | null;
}

@InputType({ description: 'Every field of an employee; used to add one.' })
export class CreateEmployeeInput extends OptionalEmployeeFields {
  @Field()
  @IsNotBlank({ message: M.nameRequired })
  @MaxTrimmedLength(L.name, { message: M.nameMax })
  name: string;

  @Field()
  @IsNotBlank({ message: M.positionRequired })
  @MaxTrimmedLength(L.position, { message: M.positionMax })
  position: string;

  @Field(() => Department)
  @IsEnum(Department, { message: M.department })
  department: Department;

  @Field({ description: 'Unique among the employees.' })
  @IsNotBlank({ message: M.emailRequired })
  @MaxTrimmedLength(L.email, { message: M.emailMax })
  @IsTrimmedEmail({ message: M.email })
  email: string;

  @Field({ description: 'YYYY-MM-DD' })
  @IsNotBlank({ message: M.joinDateRequired })
  @IsIsoDate({ message: M.joinDate })
  joinDate: string;

  @Field(() => EmployeeStatus, { defaultValue: EmployeeStatus.ACTIVE })
  @IsEnum(EmployeeStatus, { message: M.status })
  status: EmployeeStatus;

  @Field({ defaultValue: false })
  @IsBoolean()
  isHR: boolean;
}

/** Left out, a field keeps its value; the optional ones are cleared with null. */
@InputType({ description: 'The fields to change; the ones left out keep their value.' })
export class UpdateEmployeeInput extends OptionalEmployeeFields {
  @Field({ nullable: true })
  @NotNullWhenSent({ message: M.nameRequired })
  @IsNotBlank({ message: M.nameRequired })
  @MaxTrimmedLength(L.name, { message: M.nameMax })
  name?: string;

  @Field({ nullable: true })
  @NotNullWhenSent({ message: M.positionRequired })
  @IsNotBlank({ message: M.positionRequired })
  @MaxTrimmedLength(L.position, { message: M.positionMax })
  position?: string;

  @Field(() => Department, { nullable: true })
  @NotNullWhenSent({ message: M.department })
  @IsEnum(Department, { message: M.department })
  department?: Department;

  @Field({ nullable: true })
  @NotNullWhenSent({ message: M.emailRequired })
  @IsNotBlank({ message: M.emailRequired })
  @MaxTrimmedLength(L.email, { message: M.emailMax })
  @IsTrimmedEmail({ message: M.email })
  email?: string;

  @Field({ nullable: true, description: 'YYYY-MM-DD' })
  @NotNullWhenSent({ message: M.joinDateRequired })
  @IsNotBlank({ message: M.joinDateRequired })
  @IsIsoDate({ message: M.joinDate })
  joinDate?: string;

  @Field(() => EmployeeStatus, { nullable: true })
  @NotNullWhenSent({ message: M.status })
  @IsEnum(EmployeeStatus, { message: M.status })
  status?: EmployeeStatus;

  @Field({ nullable: true })
  @NotNullWhenSent({ message: 'HR must be true or false' })
  @IsBoolean({ message: 'HR must be true or false' })
  isHR?: boolean;
}

/** The order the back office opens on: by name. */
const DEFAULT_ORDER = { sort: EmployeeSort.NAME, direction: SortDirection.ASC };

@ArgsType()
export class AdminEmployeesArgs extends SortedPageArgs(EmployeeSort, DEFAULT_ORDER) {
  @Field({ nullable: true, description: 'Case-insensitive text found in the name, position, department or email.' })
  @IsOptional()
  @MaxTrimmedLength(L.search, { message: M.searchMax })
  search?: string;

  @Field(() => EmployeeStatus, { nullable: true, description: 'Only employees with this status.' })
  @IsOptional()
  @IsEnum(EmployeeStatus, { message: M.status })
  status?: EmployeeStatus;
}
