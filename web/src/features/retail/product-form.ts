// The product dialog's form: the fields as typed (money, rates and counts are
// text until saved) and their reading into the shared ZProductInput.
import { z } from 'zod';
import { minorToInput, parseMoneyInput } from '@chairside/core/money';
import { ZProductInput } from '@chairside/core/retail';
import type { ProductRecord } from '../../lib/data/retail';

/** The form's fields as typed: money, rates and counts are text until saved. */
export interface ProductForm {
  name: string;
  category: string;
  brand: string;
  description: string;
  sku: string;
  barcode: string;
  sellingPrice: string;
  cost: string;
  taxRate: string;
  reorderLevel: string;
  supplier: string;
  imageUrl: string;
  purchaseUrl: string;
  onlineSellable: boolean;
  archived: boolean;
  initialStock: string;
  /** Several products sold together at one price. */
  bundle: boolean;
  bundleItems: { productId: string; quantity: string }[];
}

const numberOr = (text: string, blank: number) =>
  text.trim() === '' ? blank : Number(text.trim().replace('%', ''));

/** Form text → the shared ZProductInput, so the dialog shows the schema's own messages. */
export const formSchema = (currency: string) =>
  z.custom<ProductForm>().transform((v, ctx) => {
    const money = (t: string, blank: number) =>
      t.trim() === '' ? blank : (parseMoneyInput(t, currency) ?? Number.NaN);
    const items = v.bundle ? v.bundleItems : [];
    if (v.bundle && !items.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['bundleItems'],
        message: 'Choose the products in the bundle',
      });
    }
    items.forEach((item, i) => {
      if (!item.productId) {
        ctx.addIssue({
          code: 'custom',
          path: ['bundleItems', i, 'productId'],
          message: 'Choose a product, or remove this row',
        });
      }
    });
    const parsed = ZProductInput.safeParse({
      ...v,
      bundleItems: items.map((i) => ({
        productId: i.productId,
        quantity: numberOr(i.quantity, 1),
      })),
      sellingPrice: money(v.sellingPrice, Number.NaN),
      cost: money(v.cost, 0),
      taxRate: numberOr(v.taxRate, 0),
      reorderLevel: numberOr(v.reorderLevel, 0),
    });
    const stock = numberOr(v.initialStock, 0);
    if (!Number.isInteger(stock) || stock < 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['initialStock'],
        message: 'Use a whole number, 0 or more',
      });
    }
    if (parsed.success) return { fields: parsed.data, initialStock: stock };
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });

export function toForm(p: ProductRecord | null, currency: string): ProductForm {
  return {
    name: p?.name ?? '',
    category: p?.category ?? '',
    brand: p?.brand ?? '',
    description: p?.description ?? '',
    sku: p?.sku ?? '',
    barcode: p?.barcode ?? '',
    sellingPrice: p ? minorToInput(p.sellingPrice, currency) : '',
    cost: p ? minorToInput(p.cost, currency) : '',
    taxRate: p ? String(p.taxRate) : '',
    reorderLevel: p ? String(p.reorderLevel) : '',
    supplier: p?.supplier ?? '',
    imageUrl: p?.imageUrl ?? '',
    purchaseUrl: p?.purchaseUrl ?? '',
    onlineSellable: p?.onlineSellable ?? false,
    archived: p?.archived ?? false,
    initialStock: '',
    bundle: !!p?.bundleItems.length,
    bundleItems: (p?.bundleItems ?? []).map((i) => ({
      productId: i.productId,
      quantity: String(i.quantity),
    })),
  };
}
