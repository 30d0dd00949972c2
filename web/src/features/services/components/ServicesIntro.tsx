import { useServicesIntro } from '../api/services-intro';

/** The saved introduction under 'Our Services'. */
export function ServicesIntro() {
  const { data } = useServicesIntro();
  return <p>{data?.siteContent.servicesIntroduction}</p>;
}
