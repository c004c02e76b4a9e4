// The platforms a salon moves from, and the files each one exports as they
// really look: the header row (so a file is recognised by it), the date order
// and where in the platform the export is found. "Any spreadsheet" (smart
// data import) reads any header row through the same aliases, and the owner
// corrects the mapping on screen.
import { headerKey, type DateOrder } from './fields';

export const IMPORT_ENTITIES = [
  'clients',
  'services',
  'staff',
  'products',
  'giftCards',
  'appointments',
] as const;
export type ImportEntity = (typeof IMPORT_ENTITIES)[number];

export const ENTITY_LABELS: Record<ImportEntity, string> = {
  clients: 'Clients',
  services: 'Services',
  staff: 'Team members',
  products: 'Products',
  giftCards: 'Gift card balances',
  appointments: 'Appointments',
};

/** The fields each entity is read into; the first listed are the ones a file must have. */
export const ENTITY_FIELDS = {
  clients: [
    'fullName',
    'firstName',
    'lastName',
    'email',
    'phone',
    'altPhone',
    'birthday',
    'notes',
    'tags',
    'emailConsent',
    'smsConsent',
    'clientSince',
  ],
  services: ['name', 'variant', 'category', 'duration', 'price', 'description', 'imageUrl'],
  staff: ['fullName', 'firstName', 'lastName', 'email', 'phone', 'title'],
  products: [
    'name',
    'category',
    'brand',
    'sku',
    'barcode',
    'price',
    'cost',
    'stock',
    'reorderLevel',
    'supplier',
    'description',
    'imageUrl',
    'taxRate',
    'online',
    'archived',
  ],
  giftCards: ['code', 'balance', 'initialAmount', 'expiresAt', 'holderName', 'holderEmail'],
  appointments: [
    'date',
    'time',
    'endTime',
    'duration',
    'clientName',
    'clientEmail',
    'clientPhone',
    'service',
    'staff',
    'price',
    'status',
    'notes',
  ],
} as const satisfies Record<ImportEntity, readonly string[]>;
export type EntityField<E extends ImportEntity> = (typeof ENTITY_FIELDS)[E][number];

export const FIELD_LABELS: Record<string, string> = {
  fullName: 'Full name',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  altPhone: 'Other phone',
  birthday: 'Birthday',
  notes: 'Notes',
  tags: 'Tags',
  emailConsent: 'E-mail marketing',
  smsConsent: 'SMS marketing',
  clientSince: 'Client since',
  name: 'Name',
  variant: 'Variation',
  category: 'Category',
  duration: 'Duration',
  price: 'Price',
  description: 'Description',
  imageUrl: 'Picture address',
  taxRate: 'Tax rate',
  online: 'Sold online',
  archived: 'Archived',
  title: 'Job title',
  brand: 'Brand',
  sku: 'SKU',
  barcode: 'Barcode',
  cost: 'Cost',
  stock: 'Stock',
  reorderLevel: 'Reorder level',
  supplier: 'Supplier',
  code: 'Card code',
  balance: 'Balance',
  initialAmount: 'Original value',
  expiresAt: 'Expires',
  holderName: 'Holder',
  holderEmail: 'Holder e-mail',
  date: 'Date',
  time: 'Start time',
  endTime: 'End time',
  clientName: 'Client',
  clientEmail: 'Client e-mail',
  clientPhone: 'Client phone',
  service: 'Service',
  staff: 'Team member',
  status: 'Status',
};

/**
 * What a file must map for its rows to mean anything: a name for people, a
 * name and a length for services, a code and a balance for gift cards, a
 * date, time and service for appointments.
 */
export const REQUIRED_FIELDS: Record<ImportEntity, readonly (readonly string[])[]> = {
  clients: [['fullName', 'firstName']],
  services: [['name'], ['duration'], ['price']],
  staff: [['fullName', 'firstName']],
  products: [['name'], ['price']],
  giftCards: [['code'], ['balance']],
  appointments: [['date'], ['time'], ['service'], ['clientName', 'clientEmail', 'clientPhone']],
};

/**
 * Headers any spreadsheet might use for a field, beyond the platforms' own.
 * Compared folded (headerKey).
 */
const COMMON_ALIASES: Record<ImportEntity, Record<string, readonly string[]>> = {
  clients: {
    fullName: ['name', 'full name', 'client', 'client name', 'customer', 'customer name'],
    firstName: ['first name', 'firstname', 'given name', 'first'],
    lastName: ['last name', 'lastname', 'surname', 'family name', 'last'],
    email: ['email', 'e mail', 'email address', 'e mail address', 'mail'],
    phone: [
      'phone',
      'mobile',
      'mobile number',
      'mobile phone',
      'cell',
      'cell phone',
      'phone number',
      'telephone',
      'tel',
    ],
    altPhone: ['home phone', 'work phone', 'day phone', 'other phone', 'landline'],
    birthday: ['birthday', 'date of birth', 'dob', 'birth date', 'birthdate'],
    notes: ['notes', 'note', 'memo', 'comments', 'client notes'],
    tags: ['tags', 'tag', 'groups', 'labels', 'client tags'],
    emailConsent: [
      'email marketing',
      'accepts marketing',
      'email opt in',
      'marketing emails',
      'email subscription status',
    ],
    smsConsent: ['sms marketing', 'text marketing', 'accepts sms marketing', 'sms opt in'],
    clientSince: [
      'client since',
      'created',
      'created at',
      'date added',
      'added',
      'customer since',
      'creation date',
    ],
  },
  services: {
    name: ['service', 'service name', 'name', 'treatment', 'title', 'item name'],
    variant: ['variation', 'variant', 'variation name', 'option'],
    category: ['category', 'service category', 'group', 'menu section'],
    duration: ['duration', 'length', 'time', 'minutes', 'duration minutes', 'duration mins'],
    price: ['price', 'cost', 'amount', 'retail price', 'service price'],
    description: ['description', 'details', 'about'],
    imageUrl: ['image url', 'image', 'image link', 'photo', 'photo url', 'picture', 'picture url'],
  },
  staff: {
    fullName: ['name', 'full name', 'staff', 'staff name', 'team member', 'employee', 'stylist'],
    firstName: ['first name', 'firstname', 'given name'],
    lastName: ['last name', 'lastname', 'surname'],
    email: ['email', 'e mail', 'email address'],
    phone: ['phone', 'mobile', 'mobile number', 'phone number'],
    title: ['title', 'job title', 'position', 'role'],
  },
  products: {
    name: ['product', 'product name', 'name', 'item', 'item name'],
    category: ['category', 'product category'],
    brand: ['brand', 'manufacturer', 'vendor'],
    sku: ['sku', 'product code', 'item code'],
    barcode: ['barcode', 'upc', 'ean', 'gtin'],
    price: ['price', 'retail price', 'selling price', 'sale price'],
    cost: ['cost', 'cost price', 'supply price', 'unit cost', 'wholesale price'],
    stock: [
      'stock',
      'quantity',
      'qty',
      'stock on hand',
      'on hand',
      'current quantity',
      'inventory',
    ],
    reorderLevel: [
      'reorder level',
      'low stock level',
      'reorder point',
      'min stock',
      'stock alert count',
    ],
    supplier: ['supplier', 'distributor'],
    description: ['description', 'details'],
    taxRate: ['tax rate', 'tax', 'vat', 'vat rate', 'tax percent', 'sales tax'],
    online: ['online', 'sold online', 'sell online', 'online store', 'visible online'],
    archived: ['archived', 'discontinued'],
    imageUrl: ['image url', 'image', 'image link', 'photo', 'photo url', 'picture', 'picture url'],
  },
  giftCards: {
    code: [
      'code',
      'card code',
      'gift card code',
      'gift card number',
      'card number',
      'voucher code',
      'number',
    ],
    balance: [
      'balance',
      'remaining balance',
      'current balance',
      'remaining',
      'value remaining',
      'amount remaining',
    ],
    initialAmount: [
      'original value',
      'initial value',
      'value',
      'amount',
      'original amount',
      'initial balance',
    ],
    expiresAt: ['expires', 'expiry', 'expiry date', 'expiration date', 'expires on', 'valid until'],
    holderName: ['holder', 'client', 'customer', 'recipient', 'owner', 'client name'],
    holderEmail: ['email', 'holder email', 'client email', 'customer email', 'recipient email'],
  },
  appointments: {
    date: ['date', 'appointment date', 'scheduled date', 'start date', 'booking date'],
    time: ['time', 'start time', 'start', 'appointment time', 'hour', 'from'],
    endTime: ['end time', 'end', 'to', 'finish time'],
    duration: ['duration', 'length', 'minutes'],
    clientName: ['client', 'client name', 'customer', 'customer name', 'name'],
    clientEmail: ['client email', 'customer email', 'email'],
    clientPhone: ['client phone', 'customer phone', 'phone', 'mobile', 'client mobile'],
    service: ['service', 'services', 'service name', 'treatment', 'service type'],
    staff: [
      'staff',
      'team member',
      'stylist',
      'provider',
      'service provider',
      'employee',
      'staff member',
    ],
    price: ['price', 'amount', 'total', 'service price'],
    status: ['status', 'appointment status', 'booking status'],
    notes: ['notes', 'note', 'comments', 'appointment notes'],
  },
};

export interface SourceLayout {
  entity: ImportEntity;
  /** Where in the platform the file comes from, told to the owner. */
  howToExport: string;
  /** The platform's own headers per field (documented names first). */
  columns: Record<string, readonly string[]>;
  /**
   * Headers that tell this platform's file from any other's; the first is
   * the platform's own (a file without it is not this layout).
   */
  signature: readonly string[];
}

export interface ImportSource {
  id: ImportSourceId;
  name: string;
  dateOrder: DateOrder;
  /** Said on the screen beside the source. */
  note: string;
  layouts: readonly SourceLayout[];
}

export const IMPORT_SOURCE_IDS = [
  'fresha',
  'square',
  'vagaro',
  'mindbody',
  'booksy',
  'chairside',
  'spreadsheet',
] as const;
export type ImportSourceId = (typeof IMPORT_SOURCE_IDS)[number];

export const IMPORT_SOURCES: readonly ImportSource[] = [
  {
    id: 'fresha',
    name: 'Fresha',
    dateOrder: 'dmy',
    note: 'Fresha exports each list as CSV or Excel from its own screen.',
    layouts: [
      {
        entity: 'clients',
        howToExport: 'Clients → Client list → Options → Export → CSV',
        columns: {
          firstName: ['First Name'],
          lastName: ['Last Name'],
          fullName: ['Full Name'],
          phone: ['Mobile Number'],
          altPhone: ['Telephone'],
          email: ['Email'],
          emailConsent: ['Accepts Marketing'],
          smsConsent: ['Accepts SMS Marketing'],
          birthday: ['Date of Birth'],
          clientSince: ['Added'],
          notes: ['Note'],
        },
        signature: ['Client ID', 'Mobile Number', 'Accepts Marketing', 'Blocked', 'Added'],
      },
      {
        entity: 'services',
        howToExport: 'Catalogue → Service menu → Options → Export',
        columns: {
          name: ['Service Name'],
          category: ['Category'],
          duration: ['Duration'],
          price: ['Retail Price', 'Price'],
          description: ['Description'],
        },
        signature: ['Service Name', 'Treatment Type', 'Retail Price', 'Duration'],
      },
      {
        entity: 'staff',
        howToExport: 'Team → Team members → Options → Export',
        columns: {
          firstName: ['First Name'],
          lastName: ['Last Name'],
          email: ['Email'],
          phone: ['Mobile Number'],
          title: ['Job Title'],
        },
        signature: ['Job Title', 'Mobile Number', 'Start Date', 'Employment Type'],
      },
      {
        entity: 'products',
        howToExport: 'Catalogue → Products → Options → Export',
        columns: {
          name: ['Product Name'],
          barcode: ['Barcode'],
          sku: ['SKU'],
          category: ['Category'],
          brand: ['Brand'],
          cost: ['Supply Price'],
          price: ['Retail Price'],
          stock: ['Stock On Hand'],
          reorderLevel: ['Low Stock Level'],
          supplier: ['Supplier'],
          description: ['Description'],
        },
        signature: ['Product Name', 'Supply Price', 'Stock On Hand', 'Low Stock Level'],
      },
      {
        entity: 'giftCards',
        howToExport: 'Sales → Vouchers sold → Export',
        columns: {
          code: ['Voucher Code', 'Code'],
          balance: ['Remaining', 'Remaining Value'],
          initialAmount: ['Value', 'Original Value'],
          expiresAt: ['Expiry Date'],
          holderName: ['Client'],
        },
        signature: ['Voucher Code', 'Remaining', 'Voucher Type'],
      },
      {
        entity: 'appointments',
        howToExport: 'Reports → Appointments list → Export (choose the dates, past and future)',
        columns: {
          date: ['Scheduled Date'],
          time: ['Time'],
          duration: ['Duration'],
          clientName: ['Client'],
          clientEmail: ['Client Email'],
          clientPhone: ['Client Mobile'],
          service: ['Service'],
          staff: ['Team Member'],
          price: ['Price'],
          status: ['Status'],
          notes: ['Notes'],
        },
        signature: ['Ref #', 'Scheduled Date', 'Team Member', 'Service'],
      },
    ],
  },
  {
    id: 'square',
    name: 'Square',
    dateOrder: 'mdy',
    note: 'Square exports customers from the Customer Directory and items from the Item Library (Excel or CSV).',
    layouts: [
      {
        entity: 'clients',
        howToExport: 'Customers → Customer Directory → Import/Export → Export customers',
        columns: {
          firstName: ['First Name'],
          lastName: ['Last Name'],
          email: ['Email Address'],
          phone: ['Phone Number'],
          birthday: ['Birthday'],
          notes: ['Memo'],
          tags: ['Groups'],
          emailConsent: ['Email Subscription Status'],
          clientSince: ['Creation Date', 'First Visit'],
        },
        signature: ['Square Customer ID', 'Reference ID', 'Email Address', 'Creation Source'],
      },
      {
        entity: 'services',
        howToExport: 'Items → Item library → Actions → Export library (appointment services)',
        columns: {
          name: ['Item Name'],
          variant: ['Variation Name'],
          category: ['Category', 'Categories'],
          duration: ['Service Duration (minutes)', 'Duration'],
          price: ['Price'],
          description: ['Description'],
        },
        signature: ['Token', 'Item Name', 'Variation Name', 'Service Duration (minutes)'],
      },
      {
        entity: 'products',
        howToExport: 'Items → Item library → Actions → Export library',
        columns: {
          name: ['Item Name'],
          category: ['Category', 'Categories'],
          sku: ['SKU'],
          barcode: ['GTIN'],
          price: ['Price'],
          cost: ['Default Unit Cost'],
          stock: ['Current Quantity'],
          reorderLevel: ['Stock Alert Count'],
          supplier: ['Default Vendor Name'],
          description: ['Description'],
        },
        signature: ['Token', 'Item Name', 'Variation Name', 'Sellable', 'Stockable'],
      },
      {
        entity: 'staff',
        howToExport: 'Staff → Team members → Export',
        columns: {
          firstName: ['First Name', 'First name'],
          lastName: ['Last Name', 'Last name'],
          email: ['Email', 'Email Address'],
          phone: ['Phone', 'Phone Number'],
          title: ['Job Title', 'Jobs'],
        },
        signature: ['Team Member ID', 'Jobs', 'Permission Set'],
      },
      {
        entity: 'giftCards',
        howToExport: 'Payments → Gift cards → Export (Gift card activity, current balances)',
        columns: {
          code: ['Gift Card Number', 'GAN'],
          balance: ['Current Balance', 'Balance'],
          initialAmount: ['Amount Loaded', 'Initial Balance'],
          holderName: ['Customer Name'],
          holderEmail: ['Customer Email'],
        },
        signature: ['Gift Card Number', 'Current Balance', 'Gift Card Type'],
      },
      {
        entity: 'appointments',
        howToExport: 'Appointments → Calendar → Export (Square Appointments bookings report)',
        columns: {
          date: ['Date'],
          time: ['Start Time', 'Time'],
          endTime: ['End Time'],
          duration: ['Duration'],
          clientName: ['Customer Name'],
          clientEmail: ['Customer Email'],
          clientPhone: ['Customer Phone'],
          service: ['Service', 'Service Name'],
          staff: ['Staff', 'Team Member'],
          price: ['Price'],
          status: ['Status'],
          notes: ['Seller Note', 'Customer Note'],
        },
        signature: ['Seller Note', 'Customer Name', 'Team Member', 'Booking ID'],
      },
    ],
  },
  {
    id: 'vagaro',
    name: 'Vagaro',
    dateOrder: 'mdy',
    note: 'Vagaro exports from its Reports and Customers screens as Excel or CSV.',
    layouts: [
      {
        entity: 'clients',
        howToExport: 'Customers → Export to Excel',
        columns: {
          firstName: ['First Name'],
          lastName: ['Last Name'],
          email: ['Email'],
          phone: ['Cell Phone'],
          altPhone: ['Day Phone', 'Night Phone'],
          birthday: ['Birthday'],
          notes: ['Notes'],
          tags: ['Tags'],
          emailConsent: ['Email Marketing'],
          smsConsent: ['Text Marketing'],
          clientSince: ['Customer Since'],
        },
        signature: ['Cell Phone', 'Day Phone', 'Night Phone', 'Customer Since'],
      },
      {
        entity: 'services',
        howToExport: 'Settings → Services → Export',
        columns: {
          name: ['Service Title'],
          category: ['Category'],
          duration: ['Duration'],
          price: ['Price'],
          description: ['Description'],
        },
        signature: ['Service Title', 'Category', 'Duration'],
      },
      {
        entity: 'appointments',
        howToExport: 'Reports → Appointments → Export (the date range you need)',
        columns: {
          date: ['Appointment Date'],
          time: ['Start Time'],
          endTime: ['End Time'],
          clientName: ['Customer Name', 'Customer'],
          clientEmail: ['Email'],
          clientPhone: ['Phone', 'Cell Phone'],
          service: ['Service'],
          staff: ['Service Provider'],
          price: ['Price'],
          status: ['Status'],
          notes: ['Notes'],
        },
        signature: ['Appointment Date', 'Service Provider', 'Start Time'],
      },
    ],
  },
  {
    id: 'mindbody',
    name: 'Mindbody',
    dateOrder: 'mdy',
    note: 'Mindbody reports export as CSV or Excel. Mindbody may charge to export stored cards; these lists come from its free reports.',
    layouts: [
      {
        entity: 'clients',
        howToExport: 'Reports → Client Lists → Client Export → Export to CSV',
        columns: {
          firstName: ['First Name'],
          lastName: ['Last Name'],
          email: ['Email'],
          phone: ['Mobile phone', 'Mobile Phone'],
          altPhone: ['Home phone', 'Work phone'],
          birthday: ['Birth date', 'Birthdate'],
          notes: ['Notes'],
          emailConsent: ['Opted in to email', 'Email Opt-In'],
          smsConsent: ['Opted in to text', 'SMS Opt-In'],
          clientSince: ['Creation date'],
        },
        signature: ['Client ID', 'Home phone', 'Mobile phone', 'Creation date', 'Birth date'],
      },
      {
        entity: 'appointments',
        howToExport: 'Reports → Appointments → Schedule at a Glance → Export',
        columns: {
          date: ['Date', 'Appointment Date'],
          time: ['Start time', 'Start Time'],
          endTime: ['End time', 'End Time'],
          clientName: ['Client'],
          clientEmail: ['Client Email'],
          clientPhone: ['Client Phone'],
          service: ['Session type', 'Appointment Type'],
          staff: ['Staff'],
          status: ['Status'],
          notes: ['Notes'],
        },
        signature: ['Session type', 'Staff', 'Start time', 'Client ID'],
      },
      {
        entity: 'giftCards',
        howToExport: 'Reports → Sales → Gift Card Balances → Export',
        columns: {
          code: ['Card ID', 'Gift Card ID'],
          balance: ['Balance', 'Remaining Balance'],
          initialAmount: ['Initial Value'],
          holderName: ['Client'],
        },
        signature: ['Card ID', 'Balance', 'Initial Value'],
      },
    ],
  },
  {
    id: 'booksy',
    name: 'Booksy',
    dateOrder: 'mdy',
    note: 'Booksy has no self-serve export: ask Booksy support for your customer list (they send a CSV), or copy your service menu and calendar into a spreadsheet with the columns below.',
    layouts: [
      {
        entity: 'clients',
        howToExport: 'Ask Booksy support for "customer list export" (CSV by e-mail)',
        columns: {
          firstName: ['Name', 'First name'],
          lastName: ['Surname', 'Last name'],
          phone: ['Phone number', 'Cell phone'],
          email: ['Email'],
          birthday: ['Date of birth', 'Birthday'],
          notes: ['Notes', 'Internal notes'],
          emailConsent: ['Agreed to marketing'],
        },
        signature: ['Surname', 'Phone number', 'Date of birth', 'Agreed to marketing'],
      },
      {
        entity: 'services',
        howToExport:
          'Copy Business → Services into a sheet: Service name, Category, Duration, Price',
        columns: {
          name: ['Service name'],
          category: ['Category'],
          duration: ['Duration'],
          price: ['Price'],
          description: ['Description'],
        },
        signature: ['Service name', 'Price type', 'Duration', 'Price'],
      },
      {
        entity: 'appointments',
        howToExport: 'Calendar → Appointments report → Export, or ask Booksy support',
        columns: {
          date: ['Date'],
          time: ['Hour', 'Time'],
          duration: ['Duration'],
          clientName: ['Customer'],
          clientPhone: ['Phone'],
          clientEmail: ['Email'],
          service: ['Service'],
          staff: ['Staffer'],
          price: ['Price'],
          status: ['Status'],
        },
        signature: ['Staffer', 'Customer', 'Hour'],
      },
    ],
  },
  {
    id: 'chairside',
    name: 'Chairside',
    dateOrder: 'mdy',
    note: 'Moving between two Chairside salons: use the client list and product catalogue exports of the other salon.',
    layouts: [
      {
        entity: 'clients',
        howToExport: 'Clients → Export CSV',
        columns: {
          firstName: ['First name'],
          lastName: ['Last name'],
          email: ['E-mail'],
          phone: ['Phone'],
          birthday: ['Birthday'],
          tags: ['Tags'],
          emailConsent: ['E-mail marketing'],
          smsConsent: ['SMS marketing'],
          notes: ['Notes'],
          clientSince: ['Client since'],
        },
        signature: ['E-mail marketing', 'SMS marketing', 'Loyalty points', 'Client since'],
      },
      {
        entity: 'products',
        howToExport: 'Retail → Export CSV',
        columns: {
          name: ['name'],
          category: ['category'],
          brand: ['brand'],
          sku: ['sku'],
          barcode: ['barcode'],
          price: ['selling_price'],
          cost: ['cost'],
          stock: ['stock'],
          reorderLevel: ['reorder_level'],
          supplier: ['supplier'],
          description: ['description'],
          imageUrl: ['image_url'],
          taxRate: ['tax_rate'],
          online: ['online'],
          archived: ['archived'],
        },
        signature: ['selling_price', 'reorder_level', 'tax_rate', 'purchase_url'],
      },
    ],
  },
  {
    id: 'spreadsheet',
    name: 'Any spreadsheet',
    dateOrder: 'mdy',
    note: 'Any CSV or Excel file with a header row: the columns are matched by their names and you can correct each one.',
    layouts: [],
  },
];

export const sourceById = (id: ImportSourceId): ImportSource =>
  IMPORT_SOURCES.find((s) => s.id === id)!;

export interface Detection {
  source: ImportSourceId;
  entity: ImportEntity;
  /** Share of the layout's signature headers present (0–1). */
  score: number;
}

/**
 * Which platform and list a header row comes from: the layout whose
 * signature headers it holds best. Null without the layout's own first
 * header, or below half its signature.
 */
export function detectLayout(header: readonly string[]): Detection | null {
  const have = new Set(header.map(headerKey));
  let best: Detection | null = null;
  for (const source of IMPORT_SOURCES) {
    for (const layout of source.layouts) {
      if (!have.has(headerKey(layout.signature[0]!))) continue;
      const hits = layout.signature.filter((h) => have.has(headerKey(h))).length;
      const score = hits / layout.signature.length;
      if (score >= 0.5 && (!best || score > best.score))
        best = { source: source.id, entity: layout.entity, score };
    }
  }
  return best;
}

/**
 * The entity a header row most likely lists when its platform is unknown: the
 * one whose required fields it covers with the most matched columns.
 */
export function guessEntity(header: readonly string[]): ImportEntity | null {
  let best: { entity: ImportEntity; score: number } | null = null;
  for (const entity of IMPORT_ENTITIES) {
    const mapping = autoMapping(entity, header, null);
    if (missingRequired(entity, mapping).length) continue;
    const score = Object.keys(mapping).length;
    if (!best || score > best.score) best = { entity, score };
  }
  return best?.entity ?? null;
}

/** Field → column index. */
export type ColumnMapping = Record<string, number>;

/**
 * Each field's column: the platform's own header first, then the common
 * aliases; each column is used for one field at most.
 */
export function autoMapping(
  entity: ImportEntity,
  header: readonly string[],
  sourceId: ImportSourceId | null,
): ColumnMapping {
  const keys = header.map(headerKey);
  const layout = sourceId
    ? sourceById(sourceId).layouts.find((l) => l.entity === entity)
    : undefined;
  const mapping: ColumnMapping = {};
  const used = new Set<number>();
  const take = (field: string, names: readonly string[] | undefined) => {
    if (mapping[field] !== undefined || !names) return;
    for (const name of names) {
      const i = keys.findIndex((k, idx) => k === headerKey(name) && !used.has(idx));
      if (i >= 0) {
        mapping[field] = i;
        used.add(i);
        return;
      }
    }
  };
  for (const field of ENTITY_FIELDS[entity]) take(field, layout?.columns[field]);
  for (const field of ENTITY_FIELDS[entity]) take(field, COMMON_ALIASES[entity][field]);
  // "Full name" is only needed when there is no first name column.
  if (mapping['firstName'] !== undefined && mapping['fullName'] !== undefined) {
    const full = header[mapping['fullName']] ?? '';
    if (headerKey(full) !== 'full name') delete mapping['fullName'];
  }
  return mapping;
}

/** The required fields a mapping lacks, in words ("Date", "Client or Client e-mail"). */
export function missingRequired(entity: ImportEntity, mapping: ColumnMapping): string[] {
  return REQUIRED_FIELDS[entity]
    .filter((anyOf) => !anyOf.some((f) => mapping[f] !== undefined))
    .map((anyOf) => anyOf.map((f) => FIELD_LABELS[f] ?? f).join(' or '));
}
