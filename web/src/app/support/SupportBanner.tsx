import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { endSupportSession } from './support-switch';
import type { SupportSession } from './support-session';

const clock = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * Across the top of every page while a platform administrator is in someone's
 * session: whose, read-only or not, the time left and "End". At zero it ends
 * by itself.
 */
export function SupportBanner({ session }: { session: SupportSession }) {
  const navigate = useNavigate();
  const [now, setNow] = useState(() => Date.now());
  const [ending, setEnding] = useState(false);
  const left = session.expiresAt - now;

  const end = async () => {
    if (ending) return;
    setEnding(true);
    const back = await endSupportSession();
    navigate(back ? '/super-admin-dashboard' : '/login', { replace: true });
  };
  // Each second the clock moves; at zero the session ends by itself.
  const endRef = useRef(end);
  useEffect(() => {
    endRef.current = end;
  });
  useEffect(() => {
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= session.expiresAt) void endRef.current();
    }, 1000);
    return () => clearInterval(timer);
  }, [session.expiresAt]);

  return (
    <Box
      role="region"
      aria-label="Support session"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: (t) => t.zIndex.appBar + 1,
        bgcolor: 'warning.main',
        color: 'warning.contrastText',
        px: 2,
        py: 1,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
      }}
    >
      <Typography sx={{ flex: 1, minWidth: 220, fontWeight: 600 }}>
        Support session: you are signed in as {session.personName}
        {session.write ? ' with write access (every change is logged)' : ', read-only'}.
      </Typography>
      <Typography
        component="span"
        sx={{ fontVariantNumeric: 'tabular-nums' }}
        aria-label={`${Math.max(0, Math.ceil(left / 60_000))} minutes left`}
      >
        {clock(left)} left
      </Typography>
      <Button
        variant="contained"
        color="inherit"
        onClick={() => void end()}
        disabled={ending}
        sx={{ color: 'text.primary', bgcolor: 'background.paper' }}
      >
        {ending ? 'Ending…' : 'End'}
      </Button>
    </Box>
  );
}
