import { serializeJsonLd, type JsonLdObject } from './structured-data';

/** Structured data for search engines. A data block: browsers never run it, so the CSP allows it. */
export function JsonLd({ data }: { data: JsonLdObject | readonly JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
