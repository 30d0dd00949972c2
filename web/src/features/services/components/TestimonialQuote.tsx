import type { Testimonial } from '../testimonials';
import { QuoteGlyph } from './QuoteGlyph';

/** One testimonial: the quote, then who said it. */
export function TestimonialQuote({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial">
      <QuoteGlyph className="testimonial__mark" />
      <blockquote className="testimonial__quote">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="testimonial__author">
        <span className="testimonial__name">{testimonial.name}</span>
        <span className="testimonial__position">{testimonial.position}</span>
      </figcaption>
    </figure>
  );
}
