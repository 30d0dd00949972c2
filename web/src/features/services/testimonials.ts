export interface Testimonial {
  quote: string;
  name: string;
  /** Role and company, as shown under the name. */
  position: string;
}

/** 'What Our Clients Say' on the Services page (static copy, not managed in the back office). */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'Brightline rebuilt our planning and inventory tools in under a year without a single day of downtime. Our month-end close went from nine days to three, and their team still feels like part of ours.',
    name: 'Sarah Mitchell',
    position: 'Chief Operating Officer, Meridian Manufacturing',
  },
  {
    quote:
      'They tested the idea on our own maintenance data before we committed a cent. The models now flag failing parts two weeks ahead, and unplanned downtime across the fleet is down by a third.',
    name: 'David Okafor',
    position: 'Head of Fleet Operations, Atlas Logistics',
  },
  {
    quote:
      'Our patients book, message their care teams and get reminders from one app. Brightline listened to clinicians and patients alike, and launched on time, on budget and fully accessible.',
    name: 'Dr. Emily Carter',
    position: 'Director of Digital Health, Harbor Health Clinics',
  },
  {
    quote:
      'For the first time every store manager sees the same numbers every morning. The dashboards are simple enough for the shop floor, and the waste figures paid for the whole project within months.',
    name: 'Marcus Lee',
    position: 'VP of Retail Operations, Urban Grocers',
  },
];
