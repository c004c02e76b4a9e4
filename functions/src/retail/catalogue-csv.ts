// The product catalogue as CSV: exported for a spreadsheet or a supplier, and
// imported back (new products added, existing ones matched by SKU, then by
// barcode, and updated). An import with any bad row writes nothing and says
// which rows and why.
import { parse as parseCsv } from 'csv-parse/sync';
import type { ImportAnswer } from '@chairside/core/contracts/retail';
import { minorToInput, parseMoneyInput } from '@chairside/core/money';
import { ZProductInput, type ProductFields } from '@chairside/core/retail';
import type { ProductRecord } from '@chairside/core/records/retail';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { readableRecords } from '../records/repository';
import { productsCollection, stockMovementDoc } from '../records/retail';
import { actorOf } from '../platform/actor';
import { idFrom } from '../platform/ids';
import { refreshShop } from './shop-site';
import { errorMessage } from '../platform/errors';

export const PRODUCT_CSV_COLUMNS = [
  'name',
  'category',
  'brand',
  'sku',
  'barcode',
  'selling_price',
  'cost',
  'tax_rate',
  'stock',
  'reorder_level',
  'supplier',
  'online',
  'archived',
  'description',
  'image_url',
  'purchase_url',
] as const;

export function productCsvRow(p: ProductRecord, currency: string): string[] {
  return [
    p.name,
    p.category,
    p.brand,
    p.sku,
    p.barcode,
    minorToInput(p.sellingPrice, currency),
    minorToInput(p.cost, currency),
    String(p.taxRate),
    String(p.stock),
    String(p.reorderLevel),
    p.supplier,
    p.onlineSellable ? 'yes' : 'no',
    p.archived ? 'yes' : 'no',
    p.description,
    p.imageUrl,
    p.purchaseUrl,
  ];
}

const HEADER_ALIASES: Record<string, (typeof PRODUCT_CSV_COLUMNS)[number]> = {
  product: 'name',
  'product name': 'name',
  price: 'selling_price',
  'retail price': 'selling_price',
  'selling price': 'selling_price',
  'cost price': 'cost',
  'supply price': 'cost',
  'tax rate': 'tax_rate',
  tax: 'tax_rate',
  'stock on hand': 'stock',
  quantity: 'stock',
  'reorder level': 'reorder_level',
  'reorder point': 'reorder_level',
  upc: 'barcode',
  ean: 'barcode',
  'online sellable': 'online',
  'image url': 'image_url',
  'purchase url': 'purchase_url',
};

const headerOf = (h: string) => {
  const key = h
    .trim()
    .toLowerCase()
    .replace(/^\ufeff/, '');
  return HEADER_ALIASES[key] ?? key.replace(/\s+/g, '_');
};
const yes = (v: string | undefined) => /^(yes|y|true|1)$/i.test((v ?? '').trim());

export async function importProducts(
  caller: Caller,
  orgId: string,
  csv: string,
  currency: string,
): Promise<ImportAnswer> {
  await requireRole(orgId, caller, ['owner', 'manager'], { action: 'import products' });
  const records = productRows(csv);
  const existing = readableRecords((await productsCollection(orgId).get()).docs);
  const bySku = new Map(existing.filter((p) => p.sku).map((p) => [p.sku, p]));
  const byBarcode = new Map(existing.filter((p) => p.barcode).map((p) => [p.barcode, p]));
  const errors: ImportAnswer['errors'] = [];
  const rows: { fields: ProductFields; stock: number; match: ProductRecord | undefined }[] = [];
  const seen = new Set<string>();
  records.forEach((r, i) => {
    const row = i + 2;
    const money = (v: string | undefined) => {
      if (v === undefined || v === '') return undefined;
      const negative = /^\s*-/.test(v) || /^\(.*\)$/.test(v.trim());
      const amount = parseMoneyInput(v.replace(/[^\d.,]/g, ''), currency);
      return amount === null ? Number.NaN : negative ? -amount : amount;
    };
    const parsed = ZProductInput.safeParse({
      name: r['name'],
      category: r['category'] ?? '',
      brand: r['brand'] ?? '',
      sku: r['sku'] ?? '',
      barcode: r['barcode'] ?? '',
      sellingPrice: money(r['selling_price']),
      cost: money(r['cost']) ?? 0,
      taxRate: r['tax_rate'] ? Number(r['tax_rate'].replace('%', '')) : 0,
      reorderLevel: r['reorder_level'] ? Number(r['reorder_level']) : 0,
      supplier: r['supplier'] ?? '',
      onlineSellable: yes(r['online']),
      archived: yes(r['archived']),
      description: r['description'] ?? '',
      imageUrl: r['image_url'] ?? '',
      purchaseUrl: r['purchase_url'] ?? '',
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      errors.push({ row, message: `${issue.path.join('.') || 'row'}: ${issue.message}` });
      return;
    }
    const stock = r['stock'] ? Number(r['stock']) : 0;
    if (!Number.isInteger(stock) || stock < 0) {
      errors.push({ row, message: 'stock: use a whole number of units, zero or more' });
      return;
    }
    const key = parsed.data.sku || parsed.data.barcode;
    if (key && seen.has(key)) {
      errors.push({ row, message: `The SKU or barcode “${key}” is in the file twice` });
      return;
    }
    if (key) seen.add(key);
    const match =
      (parsed.data.sku && bySku.get(parsed.data.sku)) ||
      (parsed.data.barcode && byBarcode.get(parsed.data.barcode)) ||
      undefined;
    rows.push({ fields: parsed.data, stock, match });
  });
  if (errors.length) {
    throw new ApiError(
      'validation_failed',
      `${errors.length === 1 ? 'One row has a problem' : `${errors.length} rows have problems`}, so nothing was imported. Fix ${errors.length === 1 ? 'it' : 'them'} and import the file again.`,
      errors.slice(0, 100).map((e) => ({ path: `row ${e.row}`, message: e.message })),
    );
  }

  const by = await actorOf(orgId, caller);
  const at = new Date();
  let created = 0;
  let updated = 0;
  for (let i = 0; i < rows.length; i += 200) {
    const batch = db().batch();
    for (const { fields, stock, match } of rows.slice(i, i + 200)) {
      const searchText = [fields.name, fields.brand, fields.sku, fields.barcode, fields.category]
        .join(' ')
        .toLowerCase();
      if (match) {
        // A file has no bundle columns: a bundle keeps its products, a product its bundles.
        batch.set(productsCollection(orgId).doc(match.id), {
          ...fields,
          bundleItems: match.bundleItems,
          ...(match.bundleItems.length ? { cost: match.cost, reorderLevel: 0 } : {}),
          bundleIds: match.bundleIds,
          id: match.id,
          stock: match.stock,
          searchText,
          createdAt: match.createdAt,
          updatedAt: at,
        });
        updated += 1;
      } else {
        const ref = productsCollection(orgId).doc();
        batch.set(ref, {
          ...fields,
          id: ref.id,
          stock,
          bundleIds: [],
          searchText,
          createdAt: at,
          updatedAt: at,
        });
        if (stock > 0) {
          batch.set(stockMovementDoc(orgId, idFrom('initial', ref.id)), {
            id: idFrom('initial', ref.id),
            productId: ref.id,
            productName: fields.name,
            ownerStaffId: fields.ownerStaffId,
            reason: 'received',
            delta: stock,
            stockAfter: stock,
            note: 'Imported from CSV',
            saleId: null,
            reservationId: null,
            by,
            at,
            requestHash: '',
          });
        }
        created += 1;
      }
    }
    await batch.commit();
  }
  await refreshShop(
    orgId,
    rows.some(({ fields, match }) => fields.onlineSellable || match?.onlineSellable),
  );
  return { created, updated, errors: [] };
}

/** A product file's rows, by column name; a file we cannot read, or without the needed columns, is refused. */
function productRows(csv: string): Record<string, string>[] {
  let records: Record<string, string>[];
  try {
    records = parseCsv(csv.replace(/^\ufeff/, ''), {
      columns: (header: string[]) => header.map(headerOf),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      delimiter: [',', ';', '\t'],
    });
  } catch (err) {
    throw new ApiError(
      'validation_failed',
      `This file is not a CSV we can read: ${errorMessage(err)}`,
    );
  }
  if (!records.length) throw new ApiError('validation_failed', 'The file has no product rows.');
  if (!('name' in records[0]!) || !('selling_price' in records[0]!)) {
    throw new ApiError(
      'validation_failed',
      'The first row must name the columns, with at least “name” and “selling_price”.',
    );
  }
  if (records.length > 5000)
    throw new ApiError('validation_failed', 'Import at most 5,000 products at a time.');
  return records;
}
