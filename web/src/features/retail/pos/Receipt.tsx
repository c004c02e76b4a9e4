import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import GlobalStyles from '@mui/material/GlobalStyles';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import RedeemIcon from '@mui/icons-material/Redeem';
import type { SaleAnswer, SaleView } from '@chairside/core/contracts/retail';
import { formatGiftCode } from '@chairside/core/gift-cards';
import { useWrite } from '../../../lib/api/write';
import { emailReceipt } from '../../../lib/data/retail';
import { AmountList } from '../../payments/AmountList';

/** The finished sale: change to give, the receipt, and e-mailing it (again). */
export function Receipt({
  sale,
  giftCards,
  receiptOnItsWay = false,
  orgId,
  money,
  onNext,
}: {
  sale: SaleView;
  giftCards: NonNullable<SaleAnswer['giftCards']>;
  /** The receipt is being e-mailed just after the sale (its trigger sends it). */
  receiptOnItsWay?: boolean;
  orgId: string;
  money: (n: number) => string;
  onNext: () => void;
}) {
  const [email, setEmail] = useState(sale.receiptEmail);
  const [sent, setSent] = useState<string | null>(
    // A sale just made queued its receipt with it: on its way (the outbox sends it).
    receiptOnItsWay
      ? `The receipt is on its way to ${sale.receiptEmail}.`
      : sale.receiptSent
        ? `Receipt e-mailed to ${sale.receiptEmail}.`
        : null,
  );
  const send = useWrite((to: string) => emailReceipt(orgId, sale.id, to), {
    onSuccess: (_answer, to) => setSent(`Receipt e-mailed to ${to}.`),
  });
  return (
    <Card
      id="sale-receipt"
      variant="outlined"
      component="section"
      aria-labelledby="receipt-title"
      sx={{ maxWidth: 560, mx: 'auto' }}
    >
      {/* Printed, the receipt alone fills the page: A4 or 80 mm till paper alike. */}
      <GlobalStyles
        styles={{
          '@media print': {
            '@page': { margin: '4mm' },
            'body *': { visibility: 'hidden' },
            '#sale-receipt, #sale-receipt *': { visibility: 'visible' },
            '#sale-receipt': {
              position: 'absolute',
              left: 0,
              top: 0,
              width: '100%',
              maxWidth: '80mm',
              border: 'none',
              fontSize: '11pt',
            },
          },
        }}
      />
      <CardContent>
        <Stack spacing={2}>
          <Typography id="receipt-title" variant="h5" component="h2">
            Sale complete
          </Typography>
          {sale.change > 0 ? (
            <Alert severity="info" icon={false}>
              <Typography variant="h6" component="p">
                Give {money(sale.change)} change
              </Typography>
            </Alert>
          ) : null}
          <Typography color="text.secondary">
            Receipt {sale.number}
            {sale.clientName ? ` · ${sale.clientName}` : ''}
          </Typography>
          <AmountList
            rows={[
              ...sale.lines.map((l) => ({
                label: `${l.quantity > 1 ? `${l.quantity} × ` : ''}${l.name}${l.benefit ? ` (${l.benefit})` : ''}`,
                value: money(l.unitPrice * l.quantity),
              })),
              sale.discount > 0 && { label: 'Discount', value: `−${money(sale.discount)}` },
              sale.pointsRedeemed > 0 && {
                label: `Of which ${sale.pointsRedeemed.toLocaleString('en-US')} points redeemed`,
                value: '',
              },
              { label: 'Tax', value: money(sale.tax) },
              ...sale.tips.map((t) => ({
                label: `Tip for ${t.staffName}`,
                value: money(t.amount),
              })),
              { label: 'Total', value: money(sale.total), strong: true },
              ...sale.tenders.map((t) => ({
                label: t.method === 'cash' ? 'Paid in cash' : 'Paid by card',
                value: money(t.amount),
              })),
            ]}
          />
          {giftCards.map((g) => (
            <Alert
              key={g.id}
              severity="success"
              icon={<RedeemIcon />}
              action={
                <Button
                  color="inherit"
                  size="small"
                  href={`/gift-card#salon=${encodeURIComponent(orgId)}&code=${g.code}`}
                  target="_blank"
                  rel="noopener"
                >
                  Print
                </Button>
              }
            >
              Gift card {formatGiftCode(g.code)} for {money(g.amount)} issued
              {g.recipientEmail ? `, e-mailed to ${g.recipientEmail}` : ''}.
            </Alert>
          ))}
          {sale.pointsEarned > 0 && (
            <Alert severity="success" icon={false}>
              {sale.clientName || 'The client'} earned {sale.pointsEarned.toLocaleString('en-US')}{' '}
              points with this sale.
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary">
            {new Date(sale.createdAt).toLocaleString()}
          </Typography>
          {sent && (
            <Alert severity="success" sx={{ displayPrint: 'none' }}>
              {sent}
            </Alert>
          )}
          {send.error && <Alert severity="error">{send.error.message}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, displayPrint: 'none' }}>
            <TextField
              size="small"
              type="email"
              label="E-mail address"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              sx={{ flex: 1 }}
            />
            <Button
              onClick={() => send.mutate(email.trim())}
              disabled={!email.trim() || send.isPending}
            >
              {send.isPending ? 'Sending…' : sent ? 'Send again' : 'E-mail receipt'}
            </Button>
          </Stack>
          <Stack direction="row" sx={{ gap: 1, displayPrint: 'none' }}>
            <Button variant="outlined" onClick={() => window.print()}>
              Print receipt
            </Button>
            <Button variant="contained" onClick={onNext} autoFocus sx={{ flex: 1 }}>
              New sale
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
