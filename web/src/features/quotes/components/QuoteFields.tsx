import { ChoiceGroup, TextField } from '../../../components/form/fields';
import { BUDGET_OPTIONS, SERVICE_OPTIONS } from '../constants';

/** The visible fields of the quote form, in the spec's order. */
export function QuoteFields() {
  return (
    <>
      <div className="quote-form__row">
        <TextField name="name" label="Full Name" required autoComplete="name" placeholder="Jane Cooper" />
        <TextField
          name="email"
          label="Email"
          required
          type="email"
          autoComplete="email"
          placeholder="jane@company.com"
        />
      </div>
      <div className="quote-form__row">
        <TextField
          name="phone"
          label="Phone Number"
          required
          type="tel"
          autoComplete="tel"
          placeholder="+1 555 010 2030"
        />
        <TextField name="company" label="Company (Optional)" autoComplete="organization" placeholder="Company name" />
      </div>
      <div className="quote-form__budget">
        <ChoiceGroup name="budget" legend="Estimated Budget" options={BUDGET_OPTIONS} />
      </div>
      <div className="quote-form__services">
        <ChoiceGroup name="services" legend="Services Needed" options={SERVICE_OPTIONS} multiple />
      </div>
      <TextField
        name="message"
        label="Project Details"
        required
        rows={6}
        placeholder="Your goals, the users, any existing systems and when you would like to launch."
      />
    </>
  );
}
