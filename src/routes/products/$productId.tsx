import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead } from '@/app/head';
import { JsonLd } from '@/components/json-ld';
import { breadcrumbJsonLd, productJsonLd } from '@/components/structured-data';
import { pages } from '@/content/pages';
import { getProductPage } from '@/content/product-pages';
import { catalogue } from '@/content/products';
import { productPath } from '@/content/site-map';
import { ProductPageView } from '@/features/product-pages/product-layouts';
import { formatMoney } from '@/content/facts';

export const Route = createFileRoute('/products/$productId')({
  loader: ({ params }) => {
    const product = catalogue.find((entry) => entry.id === params.productId);
    if (!product) throw notFound();
    return product;
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead(
          productPath(loaderData.id),
          {
            title: `${loaderData.name}: ${loaderData.kind}`,
            description: `${loaderData.name}: ${loaderData.tagline}. A turnkey ${loaderData.kind.toLowerCase()} from ${formatMoney(loaderData.fromPrice)}, one-time payment, source code included.`,
          },
          { ogType: 'product' },
        )
      : {},
  component: ProductPage,
});

function ProductPage() {
  const product = Route.useLoaderData();
  const path = productPath(product.id);
  return (
    <>
      <JsonLd
        data={[
          productJsonLd(product, path),
          breadcrumbJsonLd([
            { name: 'Home', path: '/' },
            { name: pages['/products'].title, path: '/products' },
            { name: product.name, path },
          ]),
        ]}
      />
      <ProductPageView product={product} content={getProductPage(product.id)} />
    </>
  );
}
