interface JsonLdProps {
  data: Record<string, unknown>;
}

/** Structured data for search engines. `<` is escaped so text can never close the script element. */
export function JsonLd({ data }: JsonLdProps) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
