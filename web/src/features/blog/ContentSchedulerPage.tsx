// /content-scheduler: the salon blog's month: published and scheduled posts on
// their days (in the salon's time zone), drafts to drag onto a day, the
// publishing queue, and the editorial plan's topics with their target dates.
// Every move is also a button and a dialog, for keyboards and phones.
import { useMemo, useState, type DragEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { Post } from '@chairside/core/blog-view';
import type { PlanItem } from '@chairside/core/blog';
import { addDays, localParts, weekdayIndex, zonedInstant } from '@chairside/core/zoned-time';
import { isoDateIn } from '@chairside/core/staff-profile';
import {
  useBlogAdminPaths,
  useBlogCalls,
  useBlogRole,
  useEditorsPosts,
  usePlan,
} from '../../lib/data/blog';
import { fieldErrorsOf } from '../../lib/api/api-client';
import { PageFrame } from '../../ui/PageFrame';
import { SalonBlogScope } from './SalonBlog';
import { RescheduleDialog, TopicDialog } from './scheduler-dialogs';

export default function ContentSchedulerPage() {
  return (
    <SalonBlogScope title="Content scheduler">
      <Scheduler />
    </SalonBlogScope>
  );
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const DRAG_TYPE = 'application/x-chairside-post';

/** The weeks (Monday first) that show a month, as ISO dates. */
function monthGrid(month: string): string[][] {
  const first = `${month}-01`;
  const start = addDays(first, -((weekdayIndex(first) + 6) % 7));
  const weeks: string[][] = [];
  for (let d = start; weeks.length < 6;) {
    const week = Array.from({ length: 7 }, (_, i) => addDays(d, i));
    weeks.push(week);
    d = addDays(d, 7);
    if (!d.startsWith(month) && d > first) break;
  }
  return weeks;
}

const monthOf = (date: string, delta: number) => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const t = new Date(Date.UTC(y, m - 1 + delta, 1));
  return t.toISOString().slice(0, 7);
};

function Scheduler() {
  const role = useBlogRole();
  const posts = useEditorsPosts();
  const plan = usePlan();
  const calls = useBlogCalls();
  const paths = useBlogAdminPaths();
  const navigate = useNavigate();
  const zone = plan.data?.time_zone ?? 'UTC';
  const [today] = useState(() => isoDateIn(new Date(), zone));
  const [month, setMonth] = useState(() => today.slice(0, 7));
  const [moving, setMoving] = useState<Post | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [over, setOver] = useState<string | null>(null);

  const placed = useMemo(() => {
    const byDay = new Map<string, { posts: Post[]; topics: PlanItem[] }>();
    const at = (d: string) => byDay.get(d) ?? byDay.set(d, { posts: [], topics: [] }).get(d)!;
    for (const p of posts.data ?? [])
      if (p.status !== 'draft' && p.published_at)
        at(localParts(Date.parse(p.published_at), zone).date).posts.push(p);
    for (const t of plan.data?.items ?? []) at(t.target_date).topics.push(t);
    return byDay;
  }, [posts.data, plan.data, zone]);
  const drafts = (posts.data ?? []).filter((p) => p.status === 'draft');
  const queue = (posts.data ?? [])
    .filter((p) => p.status === 'scheduled')
    .sort((a, b) => a.published_at.localeCompare(b.published_at));

  if (role === 'loading' || (!posts.data && !posts.error) || (!plan.data && !plan.error))
    return <LinearProgress aria-label="Loading the calendar" />;
  if (role !== 'editor' && role !== 'writer')
    return (
      <PageFrame title="Content scheduler">
        <Alert severity="info">
          The content scheduler is for the salon&apos;s blog writers: its owners, managers and the
          authors they choose.
        </Alert>
      </PageFrame>
    );
  const editor = role === 'editor';
  const timeOf = (p: Post) =>
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(
      new Date(p.published_at),
    );
  const refresh = () => Promise.all([posts.refetch(), plan.refetch()]);

  /** A post to a day: its time of day kept (a draft at 9:00), in the salon's zone. */
  const moveTo = async (post: Post, date: string, time?: string) => {
    const keep = post.published_at ? localParts(Date.parse(post.published_at), zone).time : '';
    const at = new Date(zonedInstant(date, time ?? (keep || '09:00'), zone));
    try {
      await calls.reschedule(post.id, at.toISOString());
      setMessage({ ok: true, text: `“${post.title}” is scheduled for ${longDate(at, zone)}.` });
      await refresh();
    } catch (err) {
      setMessage({ ok: false, text: messageOf(err) });
    }
  };
  const onDrop = (date: string) => (e: DragEvent) => {
    e.preventDefault();
    setOver(null);
    const id = e.dataTransfer.getData(DRAG_TYPE);
    const post = (posts.data ?? []).find((p) => p.id === id);
    if (post) void moveTo(post, date);
  };
  const draggable = (p: Post) => ({
    draggable: p.status !== 'published',
    onDragStart: (e: DragEvent) => {
      e.dataTransfer.setData(DRAG_TYPE, p.id);
      e.dataTransfer.effectAllowed = 'move';
    },
  });
  const writeTopic = async (t: PlanItem) => {
    try {
      const { post } = await calls.writePlan(t.id);
      navigate(paths.editPost(post.id));
    } catch (err) {
      setMessage({ ok: false, text: messageOf(err) });
    }
  };
  const removeTopic = async (t: PlanItem) => {
    try {
      await calls.deletePlan(t.id);
      await plan.refetch();
    } catch (err) {
      setMessage({ ok: false, text: messageOf(err) });
    }
  };

  const postChip = (p: Post) => {
    const live = p.status === 'published';
    return (
      <CalendarItem
        key={p.id}
        {...draggable(p)}
        tone={live ? 'success' : 'info'}
        time={timeOf(p)}
        title={p.title}
        onClick={() => (live ? navigate(paths.editPost(p.id)) : setMoving(p))}
        label={`${p.title}, ${live ? 'published' : 'scheduled'} at ${timeOf(p)}. ${live ? 'Press to edit it' : 'Press to move it'}`}
      />
    );
  };
  const topicChip = (t: PlanItem) => (
    <CalendarItem
      key={t.id}
      tone="plan"
      time="Plan"
      title={t.topic}
      onClick={() => void writeTopic(t)}
      label={`Planned topic ${t.topic}. Press to write it`}
    />
  );

  const weeks = monthGrid(month);
  const title = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T12:00:00Z`));
  return (
    <PageFrame
      title="Content scheduler"
      subtitle={`Your blog's month, in the salon's time (${zone}). Drag a draft or a scheduled post onto a day.`}
      actions={
        <>
          {editor && (
            <Button variant="outlined" onClick={() => setAdding(today)}>
              Plan a topic
            </Button>
          )}
          <Button component={RouterLink} to={paths.newPost} variant="contained">
            New post
          </Button>
        </>
      }
    >
      {message && (
        <Alert
          severity={message.ok ? 'success' : 'error'}
          onClose={() => setMessage(null)}
          sx={{ mb: 2 }}
          role={message.ok ? 'status' : 'alert'}
        >
          {message.text}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 300px' } }}>
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1, gap: 1 }}>
            <IconButton aria-label="Previous month" onClick={() => setMonth(monthOf(month, -1))}>
              <ChevronLeftIcon />
            </IconButton>
            <Typography variant="h6" component="h2" sx={{ minWidth: 150, textAlign: 'center' }}>
              {title}
            </Typography>
            <IconButton aria-label="Next month" onClick={() => setMonth(monthOf(month, 1))}>
              <ChevronRightIcon />
            </IconButton>
            <Button size="small" onClick={() => setMonth(today.slice(0, 7))}>
              Today
            </Button>
          </Stack>
          <Box
            role="grid"
            aria-label={`Posts in ${title}`}
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}
          >
            {WEEKDAYS.map((d) => (
              <Typography
                key={d}
                role="columnheader"
                variant="caption"
                color="text.secondary"
                sx={{ textAlign: 'center', fontWeight: 600 }}
              >
                {d}
              </Typography>
            ))}
            {weeks.flat().map((date) => {
              const items = placed.get(date);
              const open = date >= today;
              return (
                <Box
                  key={date}
                  role="gridcell"
                  aria-label={longDay(date)}
                  data-date={date}
                  onDragOver={(e) => {
                    if (!open) return;
                    e.preventDefault();
                    setOver(date);
                  }}
                  onDragLeave={() => setOver((o) => (o === date ? null : o))}
                  onDrop={onDrop(date)}
                  sx={{
                    minHeight: { xs: 64, sm: 104 },
                    p: 0.5,
                    borderRadius: 1,
                    border: 1,
                    borderColor: over === date ? 'primary.main' : 'divider',
                    bgcolor:
                      over === date ? 'action.hover' : open ? 'background.paper' : 'action.hover',
                    opacity: date.startsWith(month) ? 1 : 0.55,
                    display: 'flex',
                    flexDirection: 'column',
                    gap: 0.5,
                    overflow: 'hidden',
                  }}
                >
                  <Typography
                    variant="caption"
                    sx={{
                      fontWeight: date === today ? 800 : 500,
                      color: date === today ? 'primary.main' : 'text.secondary',
                    }}
                  >
                    {Number(date.slice(8))}
                  </Typography>
                  {items?.posts.map(postChip)}
                  {items?.topics.map(topicChip)}
                </Box>
              );
            })}
          </Box>
          <List
            dense
            aria-label={`${title}, day by day`}
            sx={{ display: { xs: 'block', sm: 'none' }, mt: 1 }}
          >
            {weeks
              .flat()
              .filter((d) => d.startsWith(month) && placed.has(d))
              .flatMap((d) => [
                ...placed.get(d)!.posts.map((p) => (
                  <ListItem key={p.id} disableGutters>
                    <ListItemText
                      primary={p.title}
                      secondary={`${longDay(d)}, ${timeOf(p)} · ${p.status === 'published' ? 'Published' : 'Scheduled'}`}
                    />
                    {p.status !== 'published' && (
                      <Button size="small" onClick={() => setMoving(p)}>
                        Move
                      </Button>
                    )}
                  </ListItem>
                )),
                ...placed.get(d)!.topics.map((t) => (
                  <ListItem key={t.id} disableGutters>
                    <ListItemText primary={`Plan: ${t.topic}`} secondary={`By ${longDay(d)}`} />
                  </ListItem>
                )),
              ])}
          </List>
        </Paper>
        <Stack sx={{ gap: 2 }}>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="queue">
            <Typography variant="h6" component="h2" id="queue">
              Publishing queue
            </Typography>
            {queue.length === 0 ? (
              <Typography color="text.secondary">Nothing scheduled yet.</Typography>
            ) : (
              <List dense disablePadding>
                {queue.map((p) => (
                  <ListItem key={p.id} disableGutters>
                    <ListItemText
                      primary={p.title}
                      secondary={longDate(new Date(p.published_at), zone)}
                    />
                    <Button size="small" onClick={() => setMoving(p)}>
                      Move
                    </Button>
                  </ListItem>
                ))}
              </List>
            )}
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="drafts">
            <Typography variant="h6" component="h2" id="drafts">
              Drafts
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Drag one onto a day, or press Schedule.
            </Typography>
            {drafts.length === 0 ? (
              <Typography color="text.secondary">No drafts.</Typography>
            ) : (
              <List dense disablePadding>
                {drafts.map((p) => (
                  <ListItem
                    key={p.id}
                    disableGutters
                    {...draggable(p)}
                    data-testid={`draft-${p.id}`}
                    sx={{ cursor: 'grab' }}
                  >
                    <ListItemText primary={p.title} />
                    <Button size="small" onClick={() => setMoving(p)}>
                      Schedule
                    </Button>
                  </ListItem>
                ))}
              </List>
            )}
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="plan">
            <Typography variant="h6" component="h2" id="plan">
              Editorial plan
            </Typography>
            {(plan.data?.items ?? []).length === 0 ? (
              <Typography color="text.secondary">
                No topics planned. Plan what to write and by when.
              </Typography>
            ) : (
              <List dense disablePadding>
                {(plan.data?.items ?? []).map((t) => (
                  <ListItem key={t.id} disableGutters>
                    <ListItemText primary={t.topic} secondary={`By ${longDay(t.target_date)}`} />
                    <Button size="small" onClick={() => void writeTopic(t)}>
                      {t.post_id ? 'Open' : 'Write it'}
                    </Button>
                    {editor && (
                      <Button size="small" color="inherit" onClick={() => void removeTopic(t)}>
                        Remove
                      </Button>
                    )}
                  </ListItem>
                ))}
              </List>
            )}
          </Paper>
        </Stack>
      </Box>
      {moving && (
        <RescheduleDialog
          post={moving}
          zone={zone}
          today={today}
          onClose={() => setMoving(null)}
          onSave={async (date, time) => {
            await moveTo(moving, date, time);
            setMoving(null);
          }}
        />
      )}
      {adding && (
        <TopicDialog
          initialDate={adding}
          onClose={() => setAdding(null)}
          onSave={async (input) => {
            await calls.addPlan(input);
            await plan.refetch();
            setAdding(null);
          }}
        />
      )}
    </PageFrame>
  );
}

/** A post or a planned topic on its day: its time and title, a button to act on it. */
function CalendarItem({
  tone,
  time,
  title,
  label,
  onClick,
  ...drag
}: {
  tone: 'success' | 'info' | 'plan';
  time: string;
  title: string;
  label: string;
  onClick: () => void;
  draggable?: boolean;
  onDragStart?: (e: DragEvent) => void;
}) {
  return (
    <ButtonBase
      {...drag}
      onClick={onClick}
      aria-label={label}
      sx={{
        display: 'block',
        width: '100%',
        textAlign: 'left',
        borderRadius: 1,
        px: { xs: 0, sm: 0.75 },
        py: { xs: 0, sm: 0.25 },
        // On a phone a day shows a mark per item; the month's list below names them.
        minHeight: { xs: 8, sm: 0 },
        border: 1,
        borderStyle: tone === 'plan' ? 'dashed' : 'solid',
        borderColor: tone === 'plan' ? 'text.secondary' : `${tone}.main`,
        bgcolor: tone === 'info' ? 'info.main' : 'transparent',
        color: tone === 'info' ? 'info.contrastText' : 'text.primary',
        cursor: drag.draggable ? 'grab' : 'pointer',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      <Typography
        component="span"
        variant="caption"
        sx={{ display: { xs: 'none', sm: 'block' }, fontWeight: 700, lineHeight: 1.3 }}
      >
        {time}
      </Typography>
      <Typography
        component="span"
        variant="caption"
        sx={{
          display: { xs: 'none', sm: '-webkit-box' },
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          lineHeight: 1.3,
        }}
      >
        {title}
      </Typography>
    </ButtonBase>
  );
}

const longDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

const longDate = (at: Date, zone: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  }).format(at);

function messageOf(err: unknown): string {
  return (
    fieldErrorsOf(err)[0]?.message ??
    (err instanceof Error ? err.message : 'That did not work. Please try again.')
  );
}
