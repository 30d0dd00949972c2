import { useServices } from '../api/services';
import { ServiceGrid } from '../components/ServiceGrid';
import { ServicesIntro } from '../components/ServicesIntro';
import { ServiceTiers } from '../components/ServiceTiers';
import { Testimonials } from '../components/Testimonials';
import '../services.css';

export default function ServicesPage() {
  const { data, loading, error, refetch } = useServices();
  return (
    <>
      <header className="page-hero">
        <div className="container">
          <h1>Our Services</h1>
          <ServicesIntro />
        </div>
      </header>
      <section className="section services-catalogue" aria-labelledby="services-catalogue-heading">
        <div className="container">
          <h2 id="services-catalogue-heading" className="visually-hidden">
            What we offer
          </h2>
          <ServiceGrid loading={loading} error={error} services={data?.services ?? []} onRetry={refetch} />
        </div>
      </section>
      <ServiceTiers />
      <Testimonials />
    </>
  );
}
