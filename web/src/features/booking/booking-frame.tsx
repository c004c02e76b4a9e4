// What the online booking's screens share: the salon's menu as the booking
// reads it, and the page frame they stand in.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { PublicSalonInfo, PublicService, PublicStaff } from '@chairside/core/booking';

export interface SalonMenu {
  salon: PublicSalonInfo;
  services: PublicService[];
  staff: PublicStaff[];
}

export function BookingFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      component="div"
      sx={{ maxWidth: 880, width: '100%', mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}
    >
      {children}
    </Box>
  );
}
