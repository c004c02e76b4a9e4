// "Our pictures": the product's own salon pictures (core/src/salon-images.ts)
// to choose from where a form asks for an image, so a salon without photos
// yet (or a photo service) still gets a finished-looking site, team and shop.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { salonImagesOf, type SalonImage, type SalonImageKind } from '@chairside/core/salon-images';

export function OurPicturesButton({
  kind,
  onPick,
  label = 'Our pictures',
}: {
  kind: SalonImageKind;
  onPick: (image: SalonImage) => void;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const pictures = salonImagesOf(kind);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PhotoLibraryIcon />}
        onClick={() => setOpen(true)}
        sx={{ flex: 'none' }}
      >
        {label}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md">
        <DialogTitle>Choose one of our pictures</DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Drawn for salons and free to use on your site. You can upload your own photos at any
            time.
          </Typography>
          <Box
            role="list"
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: {
                xs: 'repeat(2, 1fr)',
                sm: `repeat(${kind === 'scene' ? 3 : 4}, 1fr)`,
              },
            }}
          >
            {pictures.map((p) => (
              <Box role="listitem" key={p.url}>
                <ButtonBase
                  onClick={() => {
                    onPick(p);
                    setOpen(false);
                  }}
                  aria-label={`Use: ${p.alt}`}
                  sx={{
                    display: 'block',
                    width: '100%',
                    borderRadius: 1,
                    overflow: 'hidden',
                    outlineOffset: 2,
                    '&:focus-visible': { outline: 3, outlineColor: 'primary.main' },
                  }}
                >
                  <Box
                    component="img"
                    src={p.url}
                    alt=""
                    loading="lazy"
                    sx={{
                      display: 'block',
                      width: '100%',
                      aspectRatio: kind === 'scene' ? '4 / 3' : '1',
                      objectFit: 'cover',
                    }}
                  />
                </ButtonBase>
              </Box>
            ))}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
