import { DEFAULT_LEAVE_ALLOWANCES, LEAVE_LIMITS, LEAVE_TYPE, type LeaveTypeName } from '@site/shared';
import { isKnownHolidayCountry, type HolidayCountry } from '../common/working-days';

type Env = Record<string, string | undefined>;

/** Working days a year per leave type (by its code, e.g. VACATION); a type left out is unlimited. */
export type LeaveAllowances = Partial<Record<LeaveTypeName, number>>;

/** HOLIDAY_COUNTRY (default US) and HOLIDAY_REGION: whose public holidays are not working days. */
export function readHolidayCountry(env: Env): HolidayCountry {
  const country = (env.HOLIDAY_COUNTRY?.trim() || 'US').toUpperCase();
  const region = env.HOLIDAY_REGION?.trim().toUpperCase() || null;
  if (!isKnownHolidayCountry({ country, region: null })) {
    throw new Error(
      `HOLIDAY_COUNTRY must be a country code the holiday calendar knows, such as US or DE (got "${country}")`,
    );
  }
  if (region !== null && !isKnownHolidayCountry({ country, region })) {
    throw new Error(
      `HOLIDAY_REGION must be a region of ${country} the holiday calendar knows, such as CA for US (got "${region}")`,
    );
  }
  return { country, region };
}

const TYPES = Object.keys(LEAVE_TYPE) as LeaveTypeName[];

/**
 * LEAVE_ALLOWANCES, e.g. "VACATION=25,SICK=12": replaces the shared defaults as a whole (a type
 * it leaves out is unlimited). Anything it cannot read stops the start, so a typo never grants
 * unlimited leave silently.
 */
export function readLeaveAllowances(env: Env): LeaveAllowances {
  const value = env.LEAVE_ALLOWANCES?.trim();
  if (!value) return { ...DEFAULT_LEAVE_ALLOWANCES };
  const allowances: LeaveAllowances = {};
  const max = LEAVE_LIMITS.spanDays;
  for (const entry of value.split(',')) {
    const match = /^\s*([A-Za-z]+)\s*=\s*(\d{1,3})\s*$/.exec(entry);
    const type = match?.[1]?.toUpperCase() as LeaveTypeName | undefined;
    const days = Number(match?.[2]);
    if (!match || !type || !TYPES.includes(type) || days > max || type in allowances) {
      throw new Error(
        `LEAVE_ALLOWANCES must be a comma list of TYPE=DAYS, each type once (${TYPES.join(', ')}; 0 to ${max} days), such as VACATION=25,SICK=12 (cannot read "${entry.trim()}")`,
      );
    }
    allowances[type] = days;
  }
  return allowances;
}
