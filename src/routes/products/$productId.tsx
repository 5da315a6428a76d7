import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead } from '../../app/head';
import { getProductPage } from '../../content/product-pages';
import { catalogue } from '../../content/products';
import { ProductPageView } from '../../features/product-pages/product-layouts';

export const Route = createFileRoute('/products/$productId')({
  loader: ({ params }) => {
    const product = catalogue.find((entry) => entry.id === params.productId);
    if (!product) throw notFound();
    return product;
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          title: `${loaderData.name}: ${loaderData.kind}`,
          description: `${loaderData.name}: ${loaderData.tagline}. A turnkey ${loaderData.kind.toLowerCase()} from ${loaderData.fromPrice}, one-time payment, source code included.`,
        })
      : {},
  component: ProductPage,
});

function ProductPage() {
  const product = Route.useLoaderData();
  return <ProductPageView product={product} content={getProductPage(product.id)} />;
}
