/** A cell of the tiers table: true and false are drawn as a check and a cross, text as itself. */
export type TierValue = boolean | string;

export const TIER_NAMES = ['Standard', 'Professional', 'Enterprise'] as const;

export interface TierRow {
  feature: string;
  values: readonly [TierValue, TierValue, TierValue];
}

/** The spec's 'Service Tiers' table (section 2, Services page), row for row and word for word. */
export const SERVICE_TIERS: readonly TierRow[] = [
  { feature: 'Initial Consultation', values: [true, true, true] },
  { feature: 'Dedicated Project Manager', values: [false, true, true] },
  { feature: 'SLA Response Time', values: ['48 hours', '24 hours', '4 hours'] },
  { feature: 'Post-Launch Support', values: ['30 days', '90 days', '1 year'] },
  { feature: 'Code Documentation', values: ['Basic', 'Comprehensive', 'Enterprise-grade'] },
  { feature: 'Performance Optimization', values: [false, true, true] },
  { feature: 'Ongoing Maintenance', values: ['none', 'Optional', 'Included'] },
];
