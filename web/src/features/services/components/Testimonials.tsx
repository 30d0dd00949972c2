import { useState, type KeyboardEvent } from 'react';
import { TESTIMONIALS, type Testimonial } from '../testimonials';
import { ArrowLeftGlyph, ArrowRightGlyph } from '../../../components/glyphs';
import { TestimonialQuote } from './TestimonialQuote';
import { useHydrated } from '../../../lib/hydrated';
import '../services.css';

/**
 * 'What Our Clients Say': one testimonial at a time, moved by the arrow buttons, the dots or the
 * ArrowLeft / ArrowRight keys while the carousel has focus; it wraps around and never moves on its own.
 */
export function Testimonials({ testimonials = TESTIMONIALS }: { testimonials?: readonly Testimonial[] }) {
  const [current, setCurrent] = useState(0);
  // The first slide shows at once; later ones fade in (a visitor moved the carousel).
  const [moved, setMoved] = useState(false);
  const count = testimonials.length;
  const show = (index: number) => {
    setCurrent(index);
    setMoved(true);
  };
  const go = (step: number) => show((current + step + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    go(event.key === 'ArrowLeft' ? -1 : 1);
  };

  const hydrated = useHydrated();
  if (count === 0) return null;
  const controls = count > 1;
  return (
    <section className="section testimonials" aria-labelledby="testimonials-heading">
      <div className="container">
        <h2 id="testimonials-heading" className="section__title">
          What Our Clients Say
        </h2>
        <p className="section__lead">Teams we have worked with, in their own words.</p>
        <div
          className={moved ? 'carousel carousel--moved' : 'carousel'}
          role="region"
          aria-roledescription="carousel"
          aria-label="Client testimonials"
          tabIndex={0}
          onKeyDown={controls ? onKeyDown : undefined}
        >
          {controls && (
            <button
              type="button"
              disabled={!hydrated}
              className="carousel__arrow carousel__arrow--prev"
              aria-label="Previous testimonial"
              onClick={() => go(-1)}
            >
              <ArrowLeftGlyph />
            </button>
          )}
          {/* Polite: the new slide is read once the reader is idle (the carousel never moves by itself). */}
          <div className="carousel__viewport" aria-live="polite">
            {testimonials.map((testimonial, index) => (
              <div
                key={testimonial.name}
                className="carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                hidden={index !== current}
              >
                <TestimonialQuote testimonial={testimonial} />
              </div>
            ))}
          </div>
          {controls && (
            <button
              type="button"
              disabled={!hydrated}
              className="carousel__arrow carousel__arrow--next"
              aria-label="Next testimonial"
              onClick={() => go(1)}
            >
              <ArrowRightGlyph />
            </button>
          )}
          {controls && (
            <div className="carousel__dots">
              {testimonials.map((testimonial, index) => (
                <button
                  key={testimonial.name}
                  type="button"
                  disabled={!hydrated}
                  className="carousel__dot"
                  aria-label={`Show testimonial ${index + 1}`}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => show(index)}
                />
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
