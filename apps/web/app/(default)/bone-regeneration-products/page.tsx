import { landingMetadata, landingPages, LandingPageView } from '@/modules/catalog/landing-pages';
import type { UrlSearchParams } from '@/modules/catalog/listing-query';

interface Props {
  searchParams: Promise<UrlSearchParams>;
}

export const generateMetadata = (props: Props) => landingMetadata(landingPages.boneRegeneration, props);

export default function Page(props: Props) {
  return <LandingPageView page={landingPages.boneRegeneration} {...props} />;
}
