import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { TESTIMONIALS } from '../testimonials';
import { Testimonials } from './Testimonials';

const carousel = () => screen.getByRole('region', { name: 'Client testimonials' });
/** The one slide shown (the others are hidden, so out of the accessibility tree). */
const shown = () => screen.getByRole('group');
const expectShown = (index: number) => {
  expect(shown()).toHaveAttribute('aria-label', `${index + 1} of ${TESTIMONIALS.length}`);
  expect(within(shown()).getByText(TESTIMONIALS[index]!.quote)).toBeInTheDocument();
  expect(within(shown()).getByText(TESTIMONIALS[index]!.name)).toBeInTheDocument();
  expect(within(shown()).getByText(TESTIMONIALS[index]!.position)).toBeInTheDocument();
};

describe('Testimonials', () => {
  it("shows 'What Our Clients Say' and the first of four testimonials in a labelled carousel", () => {
    renderWithApp(<Testimonials />);
    expect(TESTIMONIALS).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 2, name: 'What Our Clients Say' })).toBeInTheDocument();
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(shown()).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expectShown(0);
  });

  it('announces the change politely', () => {
    renderWithApp(<Testimonials />);
    expect(shown().parentElement).toHaveAttribute('aria-live', 'polite');
  });

  it('moves on with Next and wraps from the last testimonial to the first', async () => {
    const { user } = renderWithApp(<Testimonials />);
    const next = screen.getByRole('button', { name: 'Next testimonial' });
    await user.click(next);
    expectShown(1);
    await user.click(next);
    await user.click(next);
    expectShown(3);
    await user.click(next);
    expectShown(0);
  });

  it('goes back with Previous and wraps from the first testimonial to the last', async () => {
    const { user } = renderWithApp(<Testimonials />);
    const previous = screen.getByRole('button', { name: 'Previous testimonial' });
    await user.click(previous);
    expectShown(3);
    await user.click(previous);
    expectShown(2);
  });

  it('moves with ArrowRight and ArrowLeft while the carousel has focus, wrapping both ways', async () => {
    const { user } = renderWithApp(<Testimonials />);
    carousel().focus();
    expect(carousel()).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expectShown(1);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expectShown(3);
    await user.keyboard('{ArrowRight}');
    expectShown(0);
  });

  it('jumps to a testimonial from its dot and marks that dot current', async () => {
    const { user } = renderWithApp(<Testimonials />);
    await user.click(screen.getByRole('button', { name: 'Show testimonial 3' }));
    expectShown(2);
    expect(screen.getByRole('button', { name: 'Show testimonial 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show testimonial 1' })).not.toHaveAttribute('aria-current');
  });

  it('offers no controls for a single testimonial', () => {
    renderWithApp(<Testimonials testimonials={TESTIMONIALS.slice(0, 1)} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(shown()).toHaveAttribute('aria-label', '1 of 1');
  });
});
