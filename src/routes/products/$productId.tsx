import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead } from '../../app/head';
import { PageHero } from '../../components/page-hero';
import { findProduct } from '../../content/products';

export const Route = createFileRoute('/products/$productId')({
  loader: ({ params }) => {
    const product = findProduct(params.productId);
    if (!product) throw notFound();
    return product;
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          title: `${loaderData.name}: ${loaderData.kind}`,
          description: `${loaderData.name}, a turnkey ${loaderData.kind.toLowerCase()} from ${loaderData.fromPrice}. One-time payment, source code included.`,
        })
      : {},
  component: ProductPage,
});

function ProductPage() {
  const product = Route.useLoaderData();
  return (
    <PageHero
      page={{
        eyebrow: `${product.status} · from ${product.fromPrice}`,
        heading: product.name,
        summary: `${product.kind}. A turnkey web app with source code for a one-time payment: no monthly fees, no annual charges, no hidden costs.`,
        actions: [
          { to: '/get-quote', label: 'Get a Quote' },
          { to: '/products', label: 'View All Products' },
        ],
      }}
    />
  );
}
