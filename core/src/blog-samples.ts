// The sample content of the seed tool (spec, second document, section 9):
// 8 categories, 12 tags, 5 authors and 10 articles a salon team can use.
// Articles are written as simple blocks and turned into both the editor's
// rich-text document and HTML, so the two never disagree.
import type { RichTextDoc } from './blog-view';

export interface SampleCategory {
  name: string;
  slug: string;
  description: string;
}
export interface SampleTag {
  name: string;
  slug: string;
}
export interface SampleAuthor {
  id: string;
  name: string;
  bio: string;
  image_url: string;
}

type Block =
  | { h2: string }
  | { h3: string }
  | { p: string }
  | { ul: string[] }
  | { ol: string[] }
  | { quote: string }
  | { table: string[][] };

export interface SamplePost {
  title: string;
  slug: string;
  excerpt: string;
  author_id: string;
  categories: string[];
  tags: string[];
  is_featured: boolean;
  days_ago: number;
  featured_image: string;
  blocks: Block[];
}

export const SAMPLE_CATEGORIES: SampleCategory[] = [
  {
    name: 'Hair Care',
    slug: 'hair-care',
    description: 'Keeping hair healthy between appointments, and what to tell clients about it.',
  },
  {
    name: 'Styling Tips',
    slug: 'styling-tips',
    description: 'Techniques and finishing touches from working stylists.',
  },
  {
    name: 'Industry Trends',
    slug: 'industry-trends',
    description: 'Where the salon industry is heading and what it means for your chair.',
  },
  {
    name: 'Product Reviews',
    slug: 'product-reviews',
    description: 'How to choose, test and recommend the products you stock.',
  },
  {
    name: 'Salon Business',
    slug: 'salon-business',
    description: 'Pricing, scheduling, teams and the numbers behind a healthy salon.',
  },
  {
    name: 'Hair Trends',
    slug: 'hair-trends',
    description: 'The cuts and colours clients are asking for, and how to deliver them.',
  },
  {
    name: 'Customer Experience',
    slug: 'customer-experience',
    description: 'From the first booking to the rebooking: making every visit feel easy.',
  },
  {
    name: 'Marketing Tips',
    slug: 'marketing-tips',
    description: 'Bringing in new clients and bringing back the ones you have.',
  },
];

export const SAMPLE_TAGS: SampleTag[] = [
  { name: 'Balayage', slug: 'balayage' },
  { name: 'Colour correction', slug: 'colour-correction' },
  { name: 'Curly hair', slug: 'curly-hair' },
  { name: 'Hair health', slug: 'hair-health' },
  { name: 'No-shows', slug: 'no-shows' },
  { name: 'Pricing', slug: 'pricing' },
  { name: 'Retail', slug: 'retail' },
  { name: 'Social media', slug: 'social-media' },
  { name: 'Client retention', slug: 'client-retention' },
  { name: 'Online booking', slug: 'online-booking' },
  { name: 'Sustainability', slug: 'sustainability' },
  { name: 'Team training', slug: 'team-training' },
];

export const SAMPLE_AUTHORS: SampleAuthor[] = [
  {
    id: 'maya-chen',
    name: 'Maya Chen',
    bio: 'Owner of a six-chair salon in Brooklyn. Writes about running a salon that people want to work in.',
    image_url: '',
  },
  {
    id: 'leo-martins',
    name: 'Leo Martins',
    bio: 'Colour educator with fifteen years behind the chair, specialising in lived-in colour and corrections.',
    image_url: '',
  },
  {
    id: 'priya-shah',
    name: 'Priya Shah',
    bio: 'Booth renter and curl specialist. Believes every consultation should start with listening.',
    image_url: '',
  },
  {
    id: 'jordan-blake',
    name: 'Jordan Blake',
    bio: 'Salon business coach. Helps owners price, schedule and staff with numbers instead of guesses.',
    image_url: '',
  },
  {
    id: 'ava-okafor',
    name: 'Ava Okafor',
    bio: 'Front-of-house lead and client-experience trainer. The first voice your clients hear.',
    image_url: '',
  },
];

const cover = (n: number) => `/img/blog/cover-${n}.jpg`;

export const SAMPLE_POSTS: SamplePost[] = [
  {
    title: 'How to Cut No-Shows in Half Without Upsetting Your Regulars',
    slug: 'cut-no-shows-in-half',
    excerpt:
      'Reminders, deposits and a clear policy: the three changes that bring empty chairs down, and how to introduce them so loyal clients barely notice.',
    author_id: 'jordan-blake',
    categories: ['salon-business', 'customer-experience'],
    tags: ['no-shows', 'online-booking', 'client-retention'],
    is_featured: true,
    days_ago: 2,
    featured_image: cover(1),
    blocks: [
      {
        p: 'A missed appointment costs more than the service price. The slot cannot be resold at short notice, the product you prepared is wasted, and the stylist loses an hour they could have filled. Most salons we work with lose between 5 and 10 percent of booked hours this way. The good news: no-shows respond quickly to a few simple habits.',
      },
      { h2: '1. Remind twice, at the right moments' },
      {
        p: 'One reminder is not enough and five is too many. Send the first **48 hours before**, when there is still time to rebook the slot, and the second **on the morning of the visit**. Make cancelling easy: a link that frees the slot is better than a client who simply does not come.',
      },
      { h2: '2. Take deposits where the cost of a gap is high' },
      {
        p: 'You do not need a deposit on a fringe trim. You do need one on a four-hour colour. A common rule is a deposit of 20 to 50 percent on services over 90 minutes or for first-time clients. Deposits change behaviour because the client has already committed.',
      },
      {
        ul: [
          'Apply deposits to long or high-value services and to new clients.',
          'Credit the deposit to the final bill, so it never feels like an extra fee.',
          'Refund it when the client cancels inside your notice window.',
        ],
      },
      { h2: '3. Write the policy down, once' },
      {
        p: 'A cancellation policy only works if it is visible before the booking is made. Put it on the booking page, in the confirmation and in the reminder. Keep it to two sentences: how much notice you need, and what happens if it is not given.',
      },
      {
        quote:
          'We ask for 24 hours’ notice to cancel or move an appointment. Late cancellations and missed visits forfeit the deposit.',
      },
      { h2: 'Introducing it to regulars' },
      {
        p: 'Tell your regulars in person before the policy starts, and explain that it protects their favourite times from being lost to people who do not show up. Most long-standing clients will thank you. Track the no-show rate for a month before and after: the number is the best argument for keeping the change.',
      },
    ],
  },
  {
    title: 'Balayage vs. Highlights: How to Help Clients Choose',
    slug: 'balayage-vs-highlights',
    excerpt:
      'Clients often ask for one and mean the other. A short guide to the difference, the upkeep and the questions that lead to the right choice.',
    author_id: 'leo-martins',
    categories: ['hair-trends', 'styling-tips'],
    tags: ['balayage', 'hair-health'],
    is_featured: true,
    days_ago: 4,
    featured_image: cover(2),
    blocks: [
      {
        p: 'When a client brings a photo and says “balayage”, the picture is often of foiled highlights, and the other way round. The words matter less than the result they want and the upkeep they can live with. Here is how we talk it through.',
      },
      { h2: 'The difference in one sentence each' },
      {
        ul: [
          '**Balayage** is painted by hand onto the surface of the hair. It grows out softly, with no hard line at the root.',
          '**Highlights** are woven and processed in foils. They give more even, brighter lift from closer to the root.',
        ],
      },
      { h2: 'Three questions that decide it' },
      {
        ol: [
          'How often do you want to come back? Every 12 to 16 weeks points to balayage; every 6 to 8 weeks allows highlights.',
          'Do you want to look brighter all over, or mostly around the face and ends?',
          'How do you wear your hair most days: straight and sleek, or with movement?',
        ],
      },
      {
        p: 'Sleek, straight styles show every placement, which suits the precision of foils. Waves and curls hide transitions, which suits hand-painting.',
      },
      { h2: 'Talk about the budget honestly' },
      {
        p: 'Balayage usually costs more per visit and less per year. Highlights cost less per visit and need more visits. Showing a client the yearly figure, not only the price of today’s appointment, builds trust and avoids a surprise at the desk.',
      },
      { h2: 'Protect the condition' },
      {
        p: 'Whichever they choose, book a gloss or toner between lightening visits and recommend a bond-building treatment at home. Healthy hair holds colour longer, which is the best advertising you can get.',
      },
    ],
  },
  {
    title: 'Pricing Your Services in 2026: A Practical Framework',
    slug: 'pricing-your-services-2026',
    excerpt:
      'Stop copying the salon down the street. Work out what an hour of your chair really costs, then price each service from that figure.',
    author_id: 'jordan-blake',
    categories: ['salon-business', 'industry-trends'],
    tags: ['pricing'],
    is_featured: true,
    days_ago: 5,
    featured_image: cover(3),
    blocks: [
      {
        p: 'Most salon price lists are built by looking at competitors and shaving a few dollars off. That hides the real question: what does it cost you to keep a chair open for an hour, and how much should each hour earn?',
      },
      { h2: 'Step 1: your cost per chair hour' },
      {
        p: 'Add up a month of fixed costs (rent, utilities, software, insurance, loan payments) and divide by the hours your chairs are actually booked, not the hours you are open. A salon with $9,000 of monthly costs and 600 booked chair hours has a cost of $15 per chair hour before wages and product.',
      },
      { h2: 'Step 2: price by time, product and skill' },
      {
        p: 'A service price should cover the chair time, the stylist’s pay for that time, the product used, and a margin. Here is a worked example for three services:',
      },
      {
        table: [
          ['Service', 'Time', 'Chair and wages', 'Product', 'Margin (25%)', 'Price'],
          ['Women’s cut and blow-dry', '60 min', '$45', '$4', '$12', '$61 → $65'],
          ['Root colour', '90 min', '$68', '$14', '$20', '$102 → $105'],
          ['Balayage', '180 min', '$135', '$28', '$41', '$204 → $210'],
        ],
      },
      {
        p: 'Round to numbers that read well, and check that the most-booked services sit close to their target. If a popular service cannot reach its price, shorten it with a better process before you raise the price.',
      },
      { h2: 'Step 3: review twice a year' },
      {
        ul: [
          'Raise prices for stylists whose books are more than 85 percent full: demand is telling you something.',
          'Announce changes four weeks ahead, in the salon and in your booking confirmations.',
          'Keep a “from” price for services that vary, and confirm the final price at the consultation.',
        ],
      },
      {
        p: 'Clear, reasoned prices are easier to defend at the desk than round numbers that nobody can explain.',
      },
    ],
  },
  {
    title: 'The Curly Hair Consultation: Questions That Change the Result',
    slug: 'curly-hair-consultation',
    excerpt:
      'Curly clients have often had bad cuts. Ten minutes of the right questions, asked before the hair is wet, earns their trust and a better result.',
    author_id: 'priya-shah',
    categories: ['hair-care', 'customer-experience'],
    tags: ['curly-hair', 'hair-health', 'client-retention'],
    is_featured: true,
    days_ago: 7,
    featured_image: cover(4),
    blocks: [
      {
        p: 'Many people with curly or coily hair arrive expecting to be disappointed. They have been cut wet, thinned out, and sent home with hair that dried three inches shorter than promised. The consultation is where that changes.',
      },
      { h2: 'Look before you wash' },
      {
        p: 'Ask clients to arrive with their hair styled the way they usually wear it. You will see the curl pattern, where it shrinks, where it frizzes, and how they part it. Cutting decisions made on dry, styled hair hold up after the client goes home.',
      },
      { h2: 'The questions' },
      {
        ol: [
          'What do you love about your hair on a good day?',
          'What happens on a bad day, and where does it start?',
          'How long do you spend on it in the morning, honestly?',
          'What products and tools do you use now?',
          'Has a cut ever gone wrong? What happened?',
        ],
      },
      {
        p: 'The last question matters most. It tells you what the client fears, so you can explain what you will do differently.',
      },
      { h2: 'Agree on length in their terms' },
      {
        p: 'Show length on dry hair, with your fingers, and talk about shrinkage openly. “This curl will sit about here once it dries” is clearer than any number of inches.',
      },
      { h2: 'Finish with a plan' },
      {
        p: 'Write down the routine you recommend: how to wash, what to apply, how to dry. Book the next visit before they leave. Curly clients who leave with a plan come back, and they bring their friends.',
      },
    ],
  },
  {
    title: 'Retail That Doesn’t Feel Like Selling',
    slug: 'retail-that-does-not-feel-like-selling',
    excerpt:
      'Clients buy products from stylists they trust. Recommend during the service, not at the desk, and stock fewer products that you actually use.',
    author_id: 'maya-chen',
    categories: ['product-reviews', 'salon-business'],
    tags: ['retail', 'client-retention'],
    is_featured: false,
    days_ago: 9,
    featured_image: cover(5),
    blocks: [
      {
        p: 'Retail can add 10 to 20 percent to a salon’s revenue, yet many stylists hate it because it feels like a sales pitch. It does not have to. The best retail conversations are just good aftercare advice.',
      },
      { h2: 'Use it, then mention it' },
      {
        p: 'Name the products you use while you use them: “I’m putting a little leave-in through the ends, because your colour is thirsty there.” By the end of the service the client has seen, felt and smelled the result.',
      },
      { h2: 'Stock less' },
      {
        p: 'A wall of fifty products confuses people. Choose a small range you believe in, one or two options per need, and know each one well. Fewer products also means less money tied up on the shelf.',
      },
      { h2: 'Write it down' },
      {
        ul: [
          'Note recommended products on the client’s record, so the next stylist knows.',
          'Put the routine on a small card or in the follow-up message.',
          'Never push: “If you’d like to try it, it’s at the desk” is enough.',
        ],
      },
      {
        p: 'Retail done this way is service, and clients feel the difference.',
      },
    ],
  },
  {
    title: 'Colour Correction Without Surprises: Setting Expectations',
    slug: 'colour-correction-expectations',
    excerpt:
      'A correction is rarely one appointment. How to assess the hair, explain the stages and price the work so nobody leaves unhappy.',
    author_id: 'leo-martins',
    categories: ['hair-care'],
    tags: ['colour-correction', 'hair-health', 'pricing'],
    is_featured: false,
    days_ago: 11,
    featured_image: cover(6),
    blocks: [
      {
        p: 'Colour corrections are where a salon’s reputation is made or lost. The chemistry is the easy part. The hard part is expectations: a client who has lived with the wrong colour for months wants it fixed today.',
      },
      { h2: 'Assess before you promise' },
      {
        ul: [
          'Ask for the colour history of the last two years, including box dye and henna.',
          'Do a strand test for lift and for elasticity.',
          'Photograph the hair in daylight, so you can both see progress later.',
        ],
      },
      { h2: 'Explain the stages' },
      {
        p: 'Most corrections need two or three visits. Describe what each visit achieves and what the hair will look like in between. Clients accept a journey much more readily than a surprise.',
      },
      { h2: 'Price the time, not the name' },
      {
        p: 'Charge corrections by the hour with a written estimate. A consultation fee, credited to the first visit, makes sure the assessment time is paid for.',
      },
      {
        quote:
          'The goal of the first visit is healthy hair that is moving in the right direction, not the final colour.',
      },
    ],
  },
  {
    title: 'Instagram for Salons: A Weekly Content Plan That Takes an Hour',
    slug: 'instagram-weekly-content-plan',
    excerpt:
      'Post consistently without living on your phone: one hour a week, five kinds of posts, and a booking link where people can find it.',
    author_id: 'ava-okafor',
    categories: ['marketing-tips'],
    tags: ['social-media', 'online-booking'],
    is_featured: false,
    days_ago: 13,
    featured_image: cover(7),
    blocks: [
      {
        p: 'Clients choose a new salon by scrolling. Your feed is your portfolio, and it works best when it is regular rather than perfect. Here is a plan that fits into one hour a week.',
      },
      { h2: 'Five posts, one hour' },
      {
        ol: [
          'Monday: a before-and-after from last week, with the service name and the stylist.',
          'Tuesday: a fifteen-second tip, such as how to refresh curls on day two.',
          'Wednesday: a team member introduction.',
          'Friday: open slots for the weekend, with the booking link.',
          'Sunday: a client review, shared with their permission.',
        ],
      },
      { h2: 'Batch the work' },
      {
        p: 'Take photos during the week with consistent light: one spot by a window is enough. On Monday morning, write all five captions and schedule them. Reply to comments and messages daily, but keep that to ten minutes.',
      },
      { h2: 'Make booking one tap away' },
      {
        p: 'Put your online booking link in your profile and in every post about open slots. A follower who has to message you to ask for a time is a follower who may not book.',
      },
    ],
  },
  {
    title: 'Heat Styling Without the Damage: What to Tell Every Client',
    slug: 'heat-styling-without-damage',
    excerpt:
      'Most heat damage happens at home. Five habits to teach at the end of every appointment, and why temperature matters more than tools.',
    author_id: 'priya-shah',
    categories: ['hair-care', 'styling-tips'],
    tags: ['hair-health'],
    is_featured: false,
    days_ago: 15,
    featured_image: cover(8),
    blocks: [
      {
        p: 'Your work in the salon lasts only as long as the client’s routine allows. Straighteners at full heat every morning undo a great colour in weeks. A minute of advice at the end of the appointment protects both the hair and your result.',
      },
      { h2: 'Five habits to teach' },
      {
        ul: [
          'Always use a heat protectant, on damp hair before blow-drying and on dry hair before irons.',
          'Keep irons at 180 °C (350 °F) or below for fine or coloured hair.',
          'Dry hair to 80 percent with the nozzle pointing down the hair shaft before using a brush.',
          'One slow pass with an iron beats three fast ones.',
          'Give hair at least two days a week without hot tools.',
        ],
      },
      { h2: 'Show, don’t tell' },
      {
        p: 'Let the client finish one section themselves while you watch. Correcting the angle of a brush once is worth more than any leaflet.',
      },
    ],
  },
  {
    title: 'Greener Salon Habits That Also Save Money',
    slug: 'greener-salon-habits',
    excerpt:
      'Less waste, lower bills: colour mixing by weight, towel routines, and water-saving basins pay for themselves within a year.',
    author_id: 'maya-chen',
    categories: ['industry-trends', 'salon-business'],
    tags: ['sustainability'],
    is_featured: false,
    days_ago: 17,
    featured_image: cover(9),
    blocks: [
      {
        p: 'Sustainability in a salon is mostly about waste, and waste is money. The changes that help the planet most are also the ones that lower your bills.',
      },
      { h2: 'Weigh your colour' },
      {
        p: 'Mixing by eye wastes 20 to 30 percent of colour. A scale and a recorded formula on each client’s record cut that waste and make results repeatable.',
      },
      { h2: 'Rethink towels and water' },
      {
        ul: [
          'Wash towels in full loads at 40 °C with an extra rinse instead of hot washes.',
          'Fit aerating shower heads at the basins: same comfort, less water and less heating.',
          'Turn off tools and lights in unused stations; timers make it automatic.',
        ],
      },
      { h2: 'Recycle what you can' },
      {
        p: 'Foil, colour tubes and hair clippings can all be collected by specialist recycling schemes. Tell clients about it: many choose salons because of it.',
      },
    ],
  },
  {
    title: 'Training a New Assistant: A 30-Day Plan',
    slug: 'training-a-new-assistant',
    excerpt:
      'A clear first month turns a nervous new starter into a confident part of the team. Week by week, what to teach and how to check it.',
    author_id: 'ava-okafor',
    categories: ['salon-business', 'customer-experience'],
    tags: ['team-training', 'client-retention'],
    is_featured: false,
    days_ago: 20,
    featured_image: cover(10),
    blocks: [
      {
        p: 'New assistants often spend their first weeks sweeping floors and guessing what is expected. A simple plan, shared on day one, makes them useful sooner and keeps them longer.',
      },
      { h2: 'Week 1: the salon and the clients' },
      {
        p: 'Greeting, gowning, the booking system, where everything lives. By Friday they should check a client in and offer a drink without help.',
      },
      { h2: 'Week 2: the basin' },
      {
        p: 'Shampoo and conditioning technique, water temperature, head massage. Practise on the team before clients.',
      },
      { h2: 'Week 3: colour support' },
      {
        p: 'Preparing and weighing colour from a recorded formula, timing, removing foils and emulsifying.',
      },
      { h2: 'Week 4: blow-drys and review' },
      {
        p: 'Rough-drying and a simple blow-dry finish. End the month with a review: what went well, what to practise next, and a goal for month two.',
      },
      {
        table: [
          ['Week', 'Skill', 'Signed off when'],
          ['1', 'Front of house', 'Checks in five clients unaided'],
          ['2', 'Basin', 'Three team members approve the shampoo'],
          ['3', 'Colour support', 'Mixes ten formulas to within 2 g'],
          ['4', 'Blow-dry', 'Finishes a client blow-dry the stylist is happy with'],
        ],
      },
    ],
  },
];

// ---- blocks to HTML and to the editor's document ------------------------------

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Text with **bold** runs as [text, bold] pairs. */
function runs(text: string): [string, boolean][] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('**') && part.endsWith('**') ? [part.slice(2, -2), true] : [part, false],
    );
}

const inlineHtml = (text: string) =>
  runs(text)
    .map(([t, bold]) => (bold ? `<strong>${escape(t)}</strong>` : escape(t)))
    .join('');

const inlineDoc = (text: string) =>
  runs(text).map(([t, bold]) =>
    bold ? { type: 'text', text: t, marks: [{ type: 'bold' }] } : { type: 'text', text: t },
  );

const paragraph = (text: string) => ({ type: 'paragraph', content: inlineDoc(text) });

export function sampleHtml(blocks: Block[]): string {
  return blocks
    .map((b) => {
      if ('h2' in b) return `<h2>${inlineHtml(b.h2)}</h2>`;
      if ('h3' in b) return `<h3>${inlineHtml(b.h3)}</h3>`;
      if ('p' in b) return `<p>${inlineHtml(b.p)}</p>`;
      if ('quote' in b) return `<blockquote><p>${inlineHtml(b.quote)}</p></blockquote>`;
      if ('ul' in b || 'ol' in b) {
        const tag = 'ul' in b ? 'ul' : 'ol';
        const items = 'ul' in b ? b.ul : b.ol;
        return `<${tag}>${items.map((i) => `<li><p>${inlineHtml(i)}</p></li>`).join('')}</${tag}>`;
      }
      const [head = [], ...rows] = b.table;
      return `<table><tbody><tr>${head.map((c) => `<th><p>${inlineHtml(c)}</p></th>`).join('')}</tr>${rows
        .map((r) => `<tr>${r.map((c) => `<td><p>${inlineHtml(c)}</p></td>`).join('')}</tr>`)
        .join('')}</tbody></table>`;
    })
    .join('');
}

export function sampleDoc(blocks: Block[]): RichTextDoc {
  return {
    type: 'doc',
    content: blocks.map((b) => {
      if ('h2' in b) return { type: 'heading', attrs: { level: 2 }, content: inlineDoc(b.h2) };
      if ('h3' in b) return { type: 'heading', attrs: { level: 3 }, content: inlineDoc(b.h3) };
      if ('p' in b) return paragraph(b.p);
      if ('quote' in b) return { type: 'blockquote', content: [paragraph(b.quote)] };
      if ('ul' in b || 'ol' in b) {
        const items = 'ul' in b ? b.ul : b.ol;
        return {
          type: 'ul' in b ? 'bulletList' : 'orderedList',
          content: items.map((i) => ({ type: 'listItem', content: [paragraph(i)] })),
        };
      }
      const [head = [], ...rows] = b.table;
      const cell = (type: string, text: string) => ({ type, content: [paragraph(text)] });
      return {
        type: 'table',
        content: [
          { type: 'tableRow', content: head.map((c) => cell('tableHeader', c)) },
          ...rows.map((r) => ({ type: 'tableRow', content: r.map((c) => cell('tableCell', c)) })),
        ],
      };
    }),
  };
}

/** A sample post as the editor would send it, published `days_ago` days before `now`. */
export function samplePostInput(post: SamplePost, now: Date) {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: sampleDoc(post.blocks),
    html_content: sampleHtml(post.blocks),
    author_id: post.author_id,
    featured_image: post.featured_image,
    categories: post.categories,
    tags: post.tags,
    status: 'published' as const,
    is_featured: post.is_featured,
    published_at: new Date(now.getTime() - post.days_ago * 86_400_000).toISOString(),
  };
}
