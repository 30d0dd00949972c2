import { codeEnum, codeLabels, codeNames, codeOptions, labelsByValue } from './code-table';
import { DEFAULT_BUDGET, HIGH_VALUE_BUDGET, BUDGET } from './quotes';
import { LEAVE_STATUS } from './people';

describe('code tables', () => {
  it('give the enum a server registers, keyed by GraphQL name, valued by stored code', () => {
    expect(codeEnum(BUDGET)).toEqual({
      BUDGET_5K_10K: '5k-10k',
      BUDGET_10K_25K: '10k-25k',
      BUDGET_25K_50K: '25k-50k',
      BUDGET_50K_PLUS: '50k+',
    });
  });

  it('give labels by name and by stored code, and options in order', () => {
    expect(codeLabels(LEAVE_STATUS).HR_APPROVED).toBe('Approved');
    expect(labelsByValue(LEAVE_STATUS)['HR Approved']).toBe('Approved');
    expect(codeNames(BUDGET)).toEqual(['BUDGET_5K_10K', 'BUDGET_10K_25K', 'BUDGET_25K_50K', 'BUDGET_50K_PLUS']);
    expect(codeOptions(BUDGET)[0]).toEqual({ value: 'BUDGET_5K_10K', label: '$5,000 - $10,000' });
  });

  it('name the default and the high-value budget', () => {
    expect(BUDGET[DEFAULT_BUDGET].value).toBe('10k-25k');
    expect(BUDGET[HIGH_VALUE_BUDGET].value).toBe('50k+');
  });
});
