import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMinorUnits } from '@chairside/core/money';
import { ROLES } from '@chairside/core/roles';
import { SalonGate, type ActiveSalon } from '../../app/workspace/SalonGate';
import { useProducts, type ProductRecord } from '../../lib/data/retail';
import { PageFrame } from '../../ui/PageFrame';
import { frameReader, readPhoto } from './barcode-reader';
import { StockChip } from './StockChip';

type Camera = 'off' | 'starting' | 'on' | 'blocked';

/** /scan-product-page: point the camera at a barcode (or type it) to find the product. */
export default function ScanProductPage() {
  return (
    <SalonGate roles={ROLES} title="Scan a product" denied="">
      {(salon) => <Scan salon={salon} />}
    </SalonGate>
  );
}

function Scan({ salon }: { salon: ActiveSalon }) {
  const { orgId, org, role } = salon;
  const products = useProducts(orgId);
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [camera, setCamera] = useState<Camera>('off');
  const [problem, setProblem] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [scanned, setScanned] = useState<string | null>(null);
  const found: ProductRecord | null = scanned
    ? (products.items.find((p) => p.barcode === scanned || p.sku === scanned) ?? null)
    : null;
  const seller = ['owner', 'manager', 'front_desk', 'booth_renter'].includes(role);

  const stop = () => {
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
    setCamera('off');
  };

  useEffect(() => () => stream.current?.getTracks().forEach((t) => t.stop()), []);

  const start = async () => {
    setProblem(null);
    setScanned(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setCamera('blocked');
      setProblem(
        'This browser cannot use a camera here. Type the code, or take a photo of the barcode.',
      );
      return;
    }
    setCamera('starting');
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 } },
        audio: false,
      });
      stream.current = media;
      const el = video.current!;
      el.srcObject = media;
      await el.play();
      setCamera('on');
      const { read } = await frameReader();
      const canvas = document.createElement('canvas');
      const tick = async () => {
        if (!stream.current || el.videoWidth === 0) {
          if (stream.current) setTimeout(() => void tick(), 250);
          return;
        }
        canvas.width = el.videoWidth;
        canvas.height = el.videoHeight;
        canvas.getContext('2d', { willReadFrequently: true })?.drawImage(el, 0, 0);
        const value = await read(canvas).catch(() => null);
        if (value) {
          setScanned(value);
          stop();
          navigator.vibrate?.(80);
          return;
        }
        setTimeout(() => void tick(), 250);
      };
      void tick();
    } catch (e) {
      stop();
      setCamera('blocked');
      setProblem(
        (e as Error).name === 'NotAllowedError'
          ? 'The camera is blocked for this site. Allow it in the browser’s site settings, or type the code.'
          : 'No camera could be started. Type the code, or take a photo of the barcode.',
      );
    }
  };

  const photo = async (file: File) => {
    setProblem(null);
    const value = await readPhoto(file).catch(() => null);
    if (value) setScanned(value);
    else
      setProblem(
        'No barcode could be read in that photo. Try again closer and in good light, or type the code.',
      );
  };

  return (
    <PageFrame
      title="Scan a product"
      subtitle={`${org.name} · find a product by its barcode`}
      actions={
        <Button component={RouterLink} to="/retail-management" variant="outlined">
          Products
        </Button>
      }
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              <Box
                sx={{
                  position: 'relative',
                  aspectRatio: '4 / 3',
                  bgcolor: 'grey.900',
                  borderRadius: 2,
                  overflow: 'hidden',
                  display: camera === 'on' || camera === 'starting' ? 'block' : 'none',
                }}
              >
                <video
                  ref={video}
                  muted
                  playsInline
                  aria-label="Camera"
                  style={{ width: '100%', height: '100%', objectFit: 'cover' }}
                />
                <Box
                  aria-hidden
                  sx={{
                    position: 'absolute',
                    inset: '35% 10%',
                    border: 2,
                    borderColor: 'common.white',
                    borderRadius: 1,
                    opacity: 0.8,
                  }}
                />
              </Box>
              {problem && <Alert severity="info">{problem}</Alert>}
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                {camera === 'on' || camera === 'starting' ? (
                  <Button variant="outlined" onClick={stop}>
                    Stop camera
                  </Button>
                ) : (
                  <Button variant="contained" onClick={() => void start()}>
                    Scan with the camera
                  </Button>
                )}
                <Button component="label">
                  Read a photo
                  <input
                    type="file"
                    accept="image/*"
                    capture="environment"
                    hidden
                    onChange={(e) => {
                      const file = e.target.files?.[0];
                      e.target.value = '';
                      if (file) void photo(file);
                    }}
                  />
                </Button>
              </Stack>
              <Box
                component="form"
                onSubmit={(e) => {
                  e.preventDefault();
                  if (code.trim()) setScanned(code.trim());
                }}
              >
                <Stack direction="row" sx={{ gap: 1 }}>
                  <TextField
                    label="Or type the barcode or SKU"
                    value={code}
                    onChange={(e) => setCode(e.target.value)}
                    size="small"
                    fullWidth
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  />
                  <Button type="submit" variant="outlined">
                    Find
                  </Button>
                </Stack>
              </Box>
            </Stack>
          </CardContent>
        </Card>
        <Card
          variant="outlined"
          component="section"
          aria-live="polite"
          aria-label="Scanned product"
        >
          <CardContent>
            {!scanned ? (
              <Typography color="text.secondary">
                Scan or type a code to see the product, its price and its stock.
              </Typography>
            ) : !found ? (
              <Stack spacing={1.5}>
                <Alert severity="warning">No product has the barcode or SKU “{scanned}”.</Alert>
                {(role === 'owner' || role === 'manager' || role === 'booth_renter') && (
                  <Button component={RouterLink} to="/retail-management" variant="outlined">
                    Add it in Products
                  </Button>
                )}
              </Stack>
            ) : (
              <Stack spacing={1.5}>
                <Typography variant="h5" component="h2">
                  {found.name}
                </Typography>
                <Typography color="text.secondary">
                  {[found.brand, found.category, scanned].filter(Boolean).join(' · ')}
                </Typography>
                <Typography variant="h6" component="p">
                  {formatMinorUnits(found.sellingPrice, org.currency)}
                </Typography>
                <Box>
                  <StockChip
                    stock={found.stock}
                    reorderLevel={found.reorderLevel}
                    bundle={found.bundleItems.length > 0}
                  />
                </Box>
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                  {seller && (
                    <Button
                      variant="contained"
                      onClick={() => navigate('/point-of-sale-page', { state: { add: found.id } })}
                    >
                      Sell it
                    </Button>
                  )}
                  <Button
                    component={RouterLink}
                    to={`/adjust-stock-page?product=${found.id}`}
                    variant="outlined"
                  >
                    Adjust stock
                  </Button>
                </Stack>
              </Stack>
            )}
          </CardContent>
        </Card>
      </Box>
    </PageFrame>
  );
}
